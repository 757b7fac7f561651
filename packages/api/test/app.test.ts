import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, jsonRequest, testApp, type TestDb } from './helpers';
import { createProbeRouter } from './probe';

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];
let logs: Record<string, unknown>[];

beforeAll(async () => {
  testDb = await createTestDb();
  ({ app, logs } = testApp(testDb.db, [createProbeRouter()]));
});
afterAll(() => testDb.close());

describe('health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await app.request('/api/v1/health/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('keeps the trailing slash of the spec', async () => {
    expect((await app.request('/api/v1/health')).status).toBe(404);
  });

  it('answers 503 with a detail when the database is gone', async () => {
    const broken = await createTestDb();
    await broken.close();
    const res = await testApp(broken.db).app.request('/api/v1/health/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', detail: 'Database unavailable.' });
  });
});

describe('request ids and logging', () => {
  it('echoes an incoming x-request-id and logs the request with it', async () => {
    const res = await app.request('/api/v1/health/', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(logs).toContainEqual(
      expect.objectContaining({ reqId: 'abc-123', status: 200, msg: 'request' }),
    );
  });

  it('generates one otherwise', async () => {
    const res = await app.request('/api/v1/nowhere/');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors in the DRF shape', () => {
  it('unknown routes are a JSON 404', async () => {
    const res = await app.request('/api/v1/does-not-exist/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });

  it('bad JSON is a 400 with a parse-error detail', async () => {
    const res = await app.request('/api/v1/test/echo/', jsonRequest('POST', '{"name": '));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toMatch(/^JSON parse error - .+/);
  });

  it('a wrong content type is a 415 with DRF text', async () => {
    const res = await app.request('/api/v1/test/echo/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it('missing fields say "This field is required." and wrong types name the field', async () => {
    const res = await app.request(
      '/api/v1/test/echo/',
      jsonRequest('POST', { count: 'three', nested: {}, tags: ['a', 2] }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string[]>;
    expect(body.name).toEqual(['This field is required.']);
    expect(body['nested.flag']).toEqual(['This field is required.']);
    expect(body.count).toHaveLength(1);
    expect(body.count?.[0]).not.toBe('This field is required.');
    expect(body['tags.1']).toHaveLength(1);
  });

  it('whole-body errors go under non_field_errors', async () => {
    const forbidden = await app.request(
      '/api/v1/test/echo/',
      jsonRequest('POST', { name: 'forbidden', count: 1, nested: { flag: true } }),
    );
    expect(await forbidden.json()).toEqual({ non_field_errors: ['This name is not allowed.'] });
    const notObject = await app.request('/api/v1/test/echo/', jsonRequest('POST', [1, 2]));
    expect(Object.keys((await notObject.json()) as object)).toEqual(['non_field_errors']);
  });

  it('valid bodies pass', async () => {
    const body = { name: 'Ring', count: 2, nested: { flag: false } };
    const res = await app.request('/api/v1/test/echo/', jsonRequest('POST', body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(body);
  });

  it('query validation failures use the same shape', async () => {
    const missing = await app.request('/api/v1/test/search/');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ page: ['This field is required.'] });
    const bad = await app.request('/api/v1/test/search/?page=zero');
    expect(Object.keys((await bad.json()) as object)).toEqual(['page']);
  });

  it('a thrown error is a bare 500, logged with the request id and stack', async () => {
    const res = await app.request('/api/v1/test/boom/', { headers: { 'x-request-id': 'boom-1' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('boom-1');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: 'A server error occurred.' });
    expect(text).not.toContain('secret internals');
    const logged = logs.find((l) => l.reqId === 'boom-1' && l.level === 50);
    expect((logged?.err as { stack?: string } | undefined)?.stack).toContain('secret internals');
  });
});

describe('bad input never breaks the API', () => {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
  const paths = [
    '/api/v1/health/',
    '/api/v1/test/echo/',
    '/api/v1/test/search/',
    '/api/v1/openapi.json',
  ];
  const contentTypes = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', ''];

  it('answers every random request below 500 without a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...methods),
        fc.oneof(
          fc.constantFrom(...paths),
          fc.webPath().map((p) => `/api/v1${p}`),
          fc.string().map((s) => `/api/v1/${encodeURIComponent(s)}/`),
        ),
        fc.constantFrom(...contentTypes),
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (method, path, contentType, body) => {
          const init: RequestInit = {
            method,
            headers: contentType ? { 'content-type': contentType } : {},
          };
          if (method !== 'GET' && method !== 'HEAD') init.body = body;
          const res = await app.request(path, init);
          const text = await res.text();
          expect(res.status).toBeLessThan(500);
          expect(text).not.toMatch(/\bat .+:\d+:\d+|Error:/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document with the health path', async () => {
    const res = await app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Maison API');
    expect(Object.keys(doc.paths['/api/v1/health/']?.get?.responses ?? {})).toEqual(['200', '503']);
    expect(doc.components.securitySchemes.Token).toMatchObject({ type: 'apiKey', in: 'header' });
    for (const [path, item] of Object.entries(doc.paths)) {
      // /api/next/: the careers calls at the paths 001 §7 names (decision 0034).
      expect(/^\/api\/(v1|next)\//.test(path), path).toBe(true);
      for (const op of Object.values(item))
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
  });

  it('renders a self-contained docs page', async () => {
    const res = await app.request('/api/v1/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('/api/v1/health/');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(/i);
  });
});
