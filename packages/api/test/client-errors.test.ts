import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_RATE_LIMIT_PER_IP } from '@maison/domain';
import type { ErrorContext } from '@maison/services/logging/local';
import { createApp } from '../src';
import { captureLogger, createTestDb, jsonRequest, type TestDb } from './helpers';

/** POST /api/v1/client-errors/ (001 §8, decision 0040): the browser's failures reach the port. */

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
const reported: { err: unknown; context: ErrorContext }[] = [];
let ipCounter = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  app = createApp({
    db: testDb.db,
    logger: captureLogger().logger,
    errorReporter: { captureException: (err, context) => reported.push({ err, context }) },
  });
});
afterAll(() => testDb.close());

const post = (body: unknown, ip = `198.51.100.${++ipCounter}`) =>
  app.request(
    '/api/v1/client-errors/',
    jsonRequest('POST', body, { 'x-forwarded-for': ip, 'user-agent': 'TestBrowser/1.0' }),
  );

describe('client error reports', () => {
  it('hands the report to the error reporter with its source, status and page path', async () => {
    reported.length = 0;
    const res = await post({
      source: 'forms.museum_form',
      message: 'museum registration refused: email',
      status: 400,
      path: '/marke/schmuckmuseum?uid=MTI&token=secret#form',
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(reported).toHaveLength(1);
    const [{ err, context }] = reported as [(typeof reported)[number]];
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe('ClientError');
    expect((err as Error).message).toBe('museum registration refused: email');
    expect(context).toMatchObject({
      source: 'forms.museum_form',
      status: 400,
      page: '/marke/schmuckmuseum',
      userAgent: 'TestBrowser/1.0',
      requestId: expect.any(String),
    });
    expect(JSON.stringify(context)).not.toContain('secret');
  });

  it('takes a report without status and path (a failure without an answer)', async () => {
    reported.length = 0;
    expect((await post({ source: 'forms.museum_form', message: 'network' })).status).toBe(204);
    expect(reported[0]!.context).not.toHaveProperty('status');
    expect(reported[0]!.context).not.toHaveProperty('page');
  });

  it('answers 400 per field and reports nothing', async () => {
    reported.length = 0;
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { source: ['This field is required.'], message: ['This field is required.'] }],
      [{ source: ' ', message: 'x' }, { source: ['This field may not be blank.'] }],
      [
        { source: 'a', message: 'x'.repeat(CLIENT_ERROR_MESSAGE_MAX + 1) },
        { message: [`Ensure this field has no more than ${CLIENT_ERROR_MESSAGE_MAX} characters.`] },
      ],
      [{ source: 'a', message: 'x', status: 'bad' }, { status: ['A valid integer is required.'] }],
      [
        { source: 'a', message: 'x', status: 600 },
        { status: ['Ensure this value is less than or equal to 599.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual(errors);
    }
    expect(reported).toHaveLength(0);
  });

  it('throttles per client IP with Retry-After, and reports nothing beyond the limit', async () => {
    reported.length = 0;
    const ip = '203.0.113.9';
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT_PER_IP; i++)
      expect((await post({ source: 's', message: `m${i}` }, ip)).status).toBe(204);
    const over = await post({ source: 's', message: 'one too many' }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(reported).toHaveLength(CLIENT_ERROR_RATE_LIMIT_PER_IP);
    expect((await post({ source: 's', message: 'other ip' })).status).toBe(204);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/api/v1/client-errors/']?.post).toBeDefined();
    expect(doc.paths['/api/v1/users/resend_activation/']?.post).toBeDefined();
  });
});
