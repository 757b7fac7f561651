import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, eq, rate_limits } from '@maison/db';
import { AUTH_COOKIE_NAME, COMMERCE_COOKIE_NAME } from '@maison/domain';
import { createTrustedServer } from '../src/shared/http-server';
import { createTestDb, jsonRequest, testApp, type TestDb } from './helpers';

/** Issue 14: the same-origin check behind a proxy, login throttling, and session ends. */

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];
let ipCounter = 0;
const LOCATION = 1;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  ({ app } = testApp(testDb.db));
});
afterAll(() => testDb.close());

const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function login(email: string, password: string, ip = freshIp()) {
  return app.request(
    '/api/v1/jwt/create/',
    jsonRequest('POST', { email, password }, { 'x-forwarded-for': ip }),
  );
}

async function session(email = 'jeweler@maison.test') {
  const res = await login(email, DEMO_PASSWORD);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

async function commerceToken(access: string) {
  const res = await app.request(`/api/v1/locations/${LOCATION}/commerce/authenticate/`, {
    method: 'POST',
    headers: { Authorization: `Token ${access}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const wishlistWrite = (headers: Record<string, string>, url = 'http://localhost:3000') =>
  app.request(`${url}/api/v1/users/me/`, jsonRequest('PATCH', { wishlist: [] }, headers));

describe('same-origin check of cookie writes', () => {
  let cookie: Record<string, string>;
  beforeAll(async () => {
    cookie = { Cookie: `${AUTH_COOKIE_NAME}=${await session()}` };
  });

  it('accepts the server opened by another name or IP: Origin matches Host', async () => {
    const res = await wishlistWrite({
      ...cookie,
      Host: '127.0.0.1:3917',
      Origin: 'http://127.0.0.1:3917',
    });
    expect(res.status).toBe(200);
  });

  it('accepts the public origin a trusted proxy forwarded (scheme and host)', async () => {
    const res = await wishlistWrite({
      ...cookie,
      Host: 'localhost:3000',
      'X-Forwarded-Host': 'shop.example.com',
      'X-Forwarded-Proto': 'https',
      Origin: 'https://shop.example.com',
    });
    expect(res.status).toBe(200);
  });

  it('accepts SITE_URL and ALLOWED_ORIGINS, and a browser-declared same-origin request', async () => {
    const saved = { site: process.env.SITE_URL, allowed: process.env.ALLOWED_ORIGINS };
    process.env.SITE_URL = 'https://www.maison.example/';
    process.env.ALLOWED_ORIGINS = 'https://partner.maison.example';
    try {
      for (const origin of ['https://www.maison.example', 'https://partner.maison.example']) {
        expect((await wishlistWrite({ ...cookie, Origin: origin })).status).toBe(200);
      }
    } finally {
      process.env.SITE_URL = saved.site;
      process.env.ALLOWED_ORIGINS = saved.allowed;
      if (saved.site === undefined) delete process.env.SITE_URL;
      if (saved.allowed === undefined) delete process.env.ALLOWED_ORIGINS;
    }
    expect((await wishlistWrite({ ...cookie, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a foreign Origin, a null Origin and a cross-site fetch without Origin', async () => {
    const refused: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://localhost:3000.evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.localhost:3000' },
    ];
    for (const headers of refused) {
      const res = await wishlistWrite({ ...cookie, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ detail: 'CSRF Failed: Origin checking failed.' });
    }
  });

  it('refuses the commerce cookie from a foreign Origin with the same check', async () => {
    const access = await session();
    const commerce = await commerceToken(access);
    const res = await app.request(
      '/api/v1/commerce/orders/current/line-items/',
      jsonRequest(
        'POST',
        {},
        {
          Cookie: `${AUTH_COOKIE_NAME}=${access}; ${COMMERCE_COOKIE_NAME}=${commerce}`,
          Origin: 'https://evil.example',
        },
      ),
    );
    expect(res.status).toBe(403);
  });
});

describe('login throttling counts failures only', () => {
  it('lets ten good logins in a row through', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login('solo@maison.test', DEMO_PASSWORD, ip)).status).toBe(200);
    }
  });

  it('answers the sixth wrong password for one account with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('visitor@maison.test', 'wrong-password')).status).toBe(401);
    }
    const sixth = await login('visitor@maison.test', 'wrong-password');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Locked for everyone: the right password waits too.
    expect((await login('visitor@maison.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('clears an account’s failures on a successful login', async () => {
    for (let i = 0; i < 4; i++) expect((await login('admin@maison.test', 'nope')).status).toBe(401);
    expect((await login('admin@maison.test', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('admin@maison.test', 'nope')).status).toBe(401);
    expect((await login('admin@maison.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('client address behind our HTTP server', () => {
  async function withServer<T>(
    env: Record<string, string | undefined>,
    run: (base: string) => Promise<T>,
  ): Promise<T> {
    const server = createTrustedServer(getRequestListener(app.fetch), env);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const failedLogins = (base: string, tag: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${base}/api/v1/jwt/create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify({ email: `${tag}-${i}@example.com`, password: 'x' }),
        }).then((res) => res.status),
      ),
    );

  it('ignores X-Forwarded-For from an untrusted peer: rotating it does not dodge the IP limit', async () => {
    const statuses = await withServer({}, async (base) => {
      const first = await failedLogins(base, 'spoof', 10);
      const next = await failedLogins(base, 'spoof-more', 1);
      return [...first, ...next];
    });
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    await testDb.db.delete(rate_limits).where(eq(rate_limits.key, 'login:ip:127.0.0.1'));
  });

  it('takes the client address from a trusted proxy', async () => {
    const statuses = await withServer({ TRUSTED_PROXIES: '127.0.0.1/32, ::1' }, (base) =>
      failedLogins(base, 'proxied', 11),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});

describe('ending a session', () => {
  const me = (headers: Record<string, string>) => app.request('/api/v1/users/me/', { headers });
  const cart = (commerce: string) =>
    app.request('/api/v1/commerce/orders/current/', {
      headers: { Authorization: `Bearer ${commerce}` },
    });

  it('logout refuses the old access token and the old commerce token, and clears the cookies', async () => {
    const access = await session();
    const commerce = await commerceToken(access);
    expect((await me({ Authorization: `Token ${access}` })).status).toBe(200);
    expect((await cart(commerce)).status).toBe(200);

    const out = await app.request('/api/v1/jwt/logout/', {
      method: 'POST',
      headers: { Cookie: `${AUTH_COOKIE_NAME}=${access}` },
    });
    expect(out.status).toBe(204);
    const cleared = out.headers.getSetCookie().join('\n');
    for (const name of [AUTH_COOKIE_NAME, '_wff_session', COMMERCE_COOKIE_NAME]) {
      expect(cleared).toMatch(new RegExp(`${name}=;.*Max-Age=0`));
    }
    expect((await me({ Authorization: `Token ${access}` })).status).toBe(401);
    expect((await me({ Cookie: `${AUTH_COOKIE_NAME}=${access}` })).status).toBe(401);
    expect((await cart(commerce)).status).toBe(401);
    // Another session of the same user goes on.
    expect((await me({ Authorization: `Token ${await session()}` })).status).toBe(200);
  });

  it('a password change refuses the old access and commerce tokens', async () => {
    const other = await session('jeweler@maison.test');
    const commerce = await commerceToken(other);
    // A second later, so that the change's second is after both tokens' issue time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await app.request(
      '/api/v1/users/set_password/',
      jsonRequest(
        'POST',
        { current_password: DEMO_PASSWORD, new_password: 'Ein-neues-Passwort-2026' },
        { Authorization: `Token ${other}` },
      ),
    );
    expect(changed.status).toBe(204);
    expect((await me({ Authorization: `Token ${other}` })).status).toBe(401);
    expect((await cart(commerce)).status).toBe(401);
    // Put the demo password back for the other tests of this file.
    const fresh = await login('jeweler@maison.test', 'Ein-neues-Passwort-2026');
    const token = ((await fresh.json()) as { access: string }).access;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const back = await app.request(
      '/api/v1/users/set_password/',
      jsonRequest(
        'POST',
        { current_password: 'Ein-neues-Passwort-2026', new_password: DEMO_PASSWORD },
        { Authorization: `Token ${token}` },
      ),
    );
    expect(back.status).toBe(204);
  });

  it('binds the commerce cookie to its session: after another login it is refused', async () => {
    const first = await session();
    const commerce = await commerceToken(first);
    const second = await session();
    const res = await app.request('/api/v1/commerce/orders/current/', {
      headers: { Cookie: `${AUTH_COOKIE_NAME}=${second}; ${COMMERCE_COOKIE_NAME}=${commerce}` },
    });
    expect(res.status).toBe(401);
    const same = await app.request('/api/v1/commerce/orders/current/', {
      headers: { Cookie: `${AUTH_COOKIE_NAME}=${first}; ${COMMERCE_COOKIE_NAME}=${commerce}` },
    });
    expect(same.status).toBe(200);
  });

  it('a login clears the commerce cookie of the browser’s previous user', async () => {
    const res = await login('jeweler@maison.test', DEMO_PASSWORD);
    expect(res.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${COMMERCE_COOKIE_NAME}=;.*Max-Age=0`),
    );
  });
});
