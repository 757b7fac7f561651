import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, testApp, type TestDb } from './helpers';
import { PRODUCTION_ENV } from './production-env';
import { createProbeRouter } from './probe';

/** Issue 14: every API answer carries the security headers. */

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  testDb = await createTestDb();
  ({ app } = testApp(testDb.db, [createProbeRouter()]));
});
afterAll(() => testDb.close());

const JSON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  // Issue 15: no cache keeps an API answer unless its route says so.
  'cache-control': 'private, no-store',
};

function expectJsonHeaders(res: Response) {
  for (const [name, value] of Object.entries(JSON_HEADERS))
    expect(res.headers.get(name), name).toBe(value);
}

describe('security headers', () => {
  it('are on JSON answers, and errors too', async () => {
    const ok = await app.request('/api/v1/health/');
    expect(ok.status).toBe(200);
    expectJsonHeaders(ok);
    const missing = await app.request('/api/v1/nowhere/');
    expect(missing.status).toBe(404);
    expectJsonHeaders(missing);
    const crash = await app.request('/api/v1/test/boom/');
    expect(crash.status).toBe(500);
    expectJsonHeaders(crash);
    const tooLong = await app.request(`/api/v1/health/?q=${'x'.repeat(10_000)}`);
    expect(tooLong.status).toBe(414);
    expectJsonHeaders(tooLong);
  });

  it('leave a route its own Content-Security-Policy (the docs page)', async () => {
    const res = await app.request('/api/v1/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('ask for HTTPS (HSTS) only in production', async () => {
    expect((await app.request('/api/v1/health/')).headers.has('strict-transport-security')).toBe(
      false,
    );
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) vi.stubEnv(name, value);
    try {
      const production = testApp(testDb.db).app;
      const res = await production.request('/api/v1/health/');
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expectJsonHeaders(res);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
