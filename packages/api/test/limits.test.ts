import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGRAVING_IMAGE_BODY_MAX_BYTES,
  QUERY_LIST_MAX_VALUES,
  QUERY_STRING_MAX_BYTES,
  REQUEST_BODY_MAX_BYTES,
} from '@maison/domain';
import { jsonRequest, testApp } from './helpers';
import { call, createPortalWorld, type PortalWorld } from './portal-helpers';
import { createProbeRouter } from './probe';

/** Issue 14: bodies, query strings and query lists are bounded before any route reads them. */

let w: PortalWorld;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  w = await createPortalWorld(0);
  ({ app } = testApp(w.db, [createProbeRouter()]));
}, 120_000);
afterAll(() => w.testDb.close());

const ECHO = 'http://localhost/api/v1/test/echo/';
const UPLOAD = 'http://localhost/api/v1/commerce/engraving-images/';
const tooLarge = { detail: 'Request body is larger than 1 MB.' };

/** A body of `total` bytes in 64 KiB chunks, counting what the server pulled. */
function countedStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const post = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  app.request(new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));

/** The probe's echo body padded with spaces to exactly `size` bytes. */
function echoBody(size: number): string {
  const json = JSON.stringify({ name: 'ring', count: 1, nested: { flag: true } });
  return json + ' '.repeat(size - json.length);
}

describe('request bodies', () => {
  it('refuses a body whose Content-Length is over 1 MB before reading any of it', async () => {
    const { stream, counter } = countedStream(3 * REQUEST_BODY_MAX_BYTES);
    const res = await post(ECHO, stream, {
      'content-type': 'application/json',
      'content-length': String(3 * REQUEST_BODY_MAX_BYTES),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    // Neither the NUL check nor the validator read it first.
    expect(counter.pulled).toBe(0);
  });

  it('counts a body without Content-Length as it streams and stops reading past 1 MB', async () => {
    const { stream, counter } = countedStream(50 * REQUEST_BODY_MAX_BYTES);
    const res = await post(ECHO, stream, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    expect(counter.pulled).toBeGreaterThan(REQUEST_BODY_MAX_BYTES);
    expect(counter.pulled).toBeLessThan(REQUEST_BODY_MAX_BYTES + 256 * 1024);
  });

  it('takes a body of exactly 1 MB and refuses one byte more, whatever its type', async () => {
    const atLimit = await app.request(ECHO, jsonRequest('POST', echoBody(REQUEST_BODY_MAX_BYTES)));
    expect(atLimit.status).toBe(200);
    const over = await app.request(ECHO, jsonRequest('POST', echoBody(REQUEST_BODY_MAX_BYTES + 1)));
    expect(over.status).toBe(413);
    const form = await app.request(ECHO, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a='.padEnd(REQUEST_BODY_MAX_BYTES + 1, 'x'),
    });
    expect(form.status).toBe(413);
  });

  it('gives the engraving upload room for its 5 MB file and envelope, then its field error', async () => {
    const { stream } = countedStream(2 * REQUEST_BODY_MAX_BYTES);
    const inside = await post(UPLOAD, stream, {
      'content-type': 'multipart/form-data; boundary=xyz',
      'content-length': String(2 * REQUEST_BODY_MAX_BYTES),
    });
    // Past the app's limit: the route's own answer (no commerce token).
    expect(inside.status).toBe(401);

    const { stream: huge, counter } = countedStream(2 * ENGRAVING_IMAGE_BODY_MAX_BYTES);
    const over = await post(UPLOAD, huge, {
      'content-type': 'multipart/form-data; boundary=xyz',
      'content-length': String(ENGRAVING_IMAGE_BODY_MAX_BYTES + 1),
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ file: ['The file is larger than 5 MB.'] });
    expect(counter.pulled).toBe(0);
  });
});

describe('query strings', () => {
  const health = (query: string) => app.request(`/api/v1/health/?${query}`);

  it('answers 414 in the error shape past 8 KiB', async () => {
    const atLimit = await health(`q=${'x'.repeat(QUERY_STRING_MAX_BYTES - 2)}`);
    expect(atLimit.status).toBe(200);
    const over = await health(`q=${'x'.repeat(QUERY_STRING_MAX_BYTES - 1)}`);
    expect(over.status).toBe(414);
    expect(await over.json()).toEqual({
      detail: `Query string is longer than ${QUERY_STRING_MAX_BYTES} bytes.`,
    });
  });

  it('counts the percent-encoded bytes a client sent', async () => {
    // 'ä' is %C3%A4: six bytes on the wire.
    const res = await health(`q=${'%C3%A4'.repeat(Math.ceil(QUERY_STRING_MAX_BYTES / 6))}`);
    expect(res.status).toBe(414);
  });
});

describe('query lists', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const stock = (query: string) => call(w, 'GET', `/inventory/current/?${query}`, { who: 'admin' });
  const tooMany = {
    location__in: [`Ensure this field has no more than ${QUERY_LIST_MAX_VALUES} elements.`],
  };

  it(`takes ${QUERY_LIST_MAX_VALUES} values, comma-separated or repeated`, async () => {
    const listed = ids(QUERY_LIST_MAX_VALUES);
    expect((await stock(`location__in=${listed.join(',')}`)).status).toBe(200);
    expect((await stock(listed.map((id) => `location__in=${id}`).join('&'))).status).toBe(200);
  });

  it('answers a field error for one more, comma-separated or repeated', async () => {
    const listed = ids(QUERY_LIST_MAX_VALUES + 1);
    const commas = await stock(`location__in=${listed.join(',')}`);
    expect(commas).toEqual({ status: 400, json: tooMany });
    const repeated = await stock(listed.map((id) => `location__in=${id}`).join('&'));
    expect(repeated).toEqual({ status: 400, json: tooMany });
    const choices = await stock(`article_type=${ids(QUERY_LIST_MAX_VALUES + 1).join(',')}`);
    expect(choices.json).toEqual({ article_type: tooMany.location__in });
  });
});
