import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createOutboxRepository,
  DEMO_PASSWORD,
  eq,
  user_tokens,
  users,
  type OutboxMessage,
} from '@maison/db';
import { createRoute } from '@hono/zod-openapi';
import { decodeJwt } from 'jose';
import { createRouter, issueAccessToken } from '../src';
import { createTestDb, jsonRequest, testApp, type TestDb } from './helpers';

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];
let logs: Record<string, unknown>[];
let ipCounter = 0;
/** Every response body, for the no-secrets check at the end. */
const bodies: string[] = [];

const SECRET_PROBE = 'leaky-hash-$argon2id$v=19$probe';

/** A route that fails like a database error carrying bound parameters. */
function createCrashRouter() {
  const route = createRoute({
    method: 'post',
    path: '/test/db-crash/',
    responses: { 500: { description: 'crash' } },
  });
  return createRouter().openapi(route, () => {
    const err = Object.assign(
      new Error(`Failed query: update users set password = $1\nparams: ${SECRET_PROBE}`),
      {
        query: 'update users set password = $1',
        params: [SECRET_PROBE],
        cause: Object.assign(new Error('boom'), { code: 'XX000', detail: SECRET_PROBE }),
      },
    );
    throw err;
  });
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  ({ app, logs } = testApp(testDb.db, [createCrashRouter()]));
});
afterAll(() => testDb.close());

/** A fresh client IP per call unless given, so the per-IP limit only bites where tested. */
async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown; res: Response }> {
  const ip =
    headers['x-forwarded-for'] ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const init =
    body === undefined
      ? { method, headers: { 'x-forwarded-for': ip, ...headers } }
      : jsonRequest(method, body, { 'x-forwarded-for': ip, ...headers });
  const res = await app.request(`/api/v1${path}`, init);
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, json: text ? JSON.parse(text) : null, res };
}

const outbox = () => createOutboxRepository(testDb.db);

async function latestMailTo(to: string): Promise<OutboxMessage> {
  const mail = (await outbox().list(100)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

function linkParams(mail: OutboxMessage): { uid: string; token: string; url: URL } {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  return {
    uid: url.searchParams.get('uid') ?? '',
    token: url.searchParams.get('token') ?? '',
    url,
  };
}

const GOOD_PASSWORD = 'Saphir-Mondlicht-42';

async function register(email: string, extra: Record<string, unknown> = {}) {
  return call('POST', '/users/', {
    email,
    password: GOOD_PASSWORD,
    re_password: GOOD_PASSWORD,
    first_name: 'Anna',
    last_name: 'Berger',
    language: 'en',
    ...extra,
  });
}

async function login(email: string, password: string, headers: Record<string, string> = {}) {
  return call('POST', '/jwt/create/', { email, password }, headers);
}

async function activeUser(email: string): Promise<string> {
  await register(email);
  const { uid, token } = linkParams(await latestMailTo(email));
  expect((await call('POST', '/users/activation/', { uid, token })).status).toBe(204);
  const { json } = await login(email, GOOD_PASSWORD);
  return (json as { access: string }).access;
}

const auth = (access: string) => ({ Authorization: `Token ${access}` });

describe('registration', () => {
  it('creates an inactive user and e-mails an activation link in their language', async () => {
    const { status, json } = await register('Anna.Berger@Example.com');
    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(Number),
      email: 'anna.berger@example.com',
      first_name: 'Anna',
      last_name: 'Berger',
      language: 'en',
    });
    const [row] = await testDb.db
      .select()
      .from(users)
      .where(eq(users.email, 'anna.berger@example.com'));
    expect(row?.is_active).toBe(false);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    const mail = await latestMailTo('anna.berger@example.com');
    expect(mail).toMatchObject({
      kind: 'activation',
      language: 'en',
      subject: 'Please activate your MAISON account',
    });
    const { url, uid } = linkParams(mail);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/en/anmelden');
    expect(uid).toBe(Buffer.from(String(row?.id)).toString('base64url'));
  });

  it('rejects a duplicate e-mail case-insensitively', async () => {
    const { status, json } = await register('ANNA.berger@example.COM');
    expect(status).toBe(400);
    expect(json).toEqual({ email: ['user with this email already exists.'] });
  });

  it('rejects an invalid e-mail and missing fields with DRF texts', async () => {
    expect((await register('not-an-email')).json).toEqual({
      email: ['Enter a valid email address.'],
    });
    const { status, json } = await call('POST', '/users/', { email: 'x@example.com' });
    expect(status).toBe(400);
    expect(json).toEqual({
      password: ['This field is required.'],
      re_password: ['This field is required.'],
    });
  });

  it('reports every failing password rule together', async () => {
    const { status, json } = await register('short@example.com', {
      password: '1234',
      re_password: '1234',
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
      ],
    });
    const similar = await register('gwendolyn.hohenzollern@example.com', {
      password: 'gwendolynhohenzollern',
      re_password: 'gwendolynhohenzollern',
    });
    expect(similar.json).toEqual({
      password: ['The password is too similar to the email address.'],
    });
    const named = await register('x1@example.com', {
      first_name: 'Maximiliane',
      password: 'Maximiliane!',
      re_password: 'Maximiliane!',
    });
    expect(named.json).toEqual({ password: ['The password is too similar to the first name.'] });
  });

  it('rejects a mismatched re_password', async () => {
    const { status, json } = await register('mismatch@example.com', {
      re_password: 'Other-Password-99',
    });
    expect(status).toBe(400);
    expect(json).toEqual({ non_field_errors: ["The two password fields didn't match."] });
  });
});

describe('activation', () => {
  it('activates once, then answers 403 stale', async () => {
    await register('activate@example.com');
    const { uid, token } = linkParams(await latestMailTo('activate@example.com'));
    expect(await login('activate@example.com', GOOD_PASSWORD)).toMatchObject({
      status: 401,
      json: { detail: 'No active account found with the given credentials' },
    });
    const first = await call('POST', '/users/activation/', { uid, token });
    expect(first.status).toBe(204);
    const again = await call('POST', '/users/activation/', { uid, token });
    expect(again).toMatchObject({ status: 403, json: { detail: 'Stale token for given user.' } });
  });

  it('answers 400 per field for a bad uid or token', async () => {
    await register('badtoken@example.com');
    const { uid } = linkParams(await latestMailTo('badtoken@example.com'));
    expect((await call('POST', '/users/activation/', { uid: 'zzz', token: 'x' })).json).toEqual({
      uid: ["Invalid user id or user doesn't exist."],
    });
    expect((await call('POST', '/users/activation/', { uid: 'OTk5OTk', token: 'x' })).json).toEqual(
      {
        uid: ["Invalid user id or user doesn't exist."],
      },
    );
    const bad = await call('POST', '/users/activation/', { uid, token: 'wrong' });
    expect(bad).toMatchObject({ status: 400, json: { token: ['Invalid token for given user.'] } });
  });

  it('refuses an expired token', async () => {
    await register('expired@example.com');
    const { uid, token } = linkParams(await latestMailTo('expired@example.com'));
    await testDb.db.update(user_tokens).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await call('POST', '/users/activation/', { uid, token });
    expect(res).toMatchObject({ status: 400, json: { token: ['Invalid token for given user.'] } });
  });
});

describe('login and logout', () => {
  it('answers access and sets the session cookie', async () => {
    const { status, json, res } = await login('Solo@maison.test', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(json).toEqual({ access: expect.any(String), require_password_reset: false });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`_wff_access_token=${(json as { access: string }).access}`);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    // The readable hint tells the browser a session exists; it carries no token.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('_wff_session='));
    expect(hint).toMatch(/^_wff_session=1;.*Max-Age=2592000/);
    expect(hint).not.toMatch(/HttpOnly/);
    const me = await call('GET', '/users/me/', undefined, {
      cookie: `_wff_access_token=${(json as { access: string }).access}`,
    });
    expect(me.status).toBe(200);
  });

  it('marks the cookie Secure in production', async () => {
    vi.stubEnv('MAISON_ENV', 'production');
    try {
      const { res } = await login('solo@maison.test', DEMO_PASSWORD);
      expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('gives one answer for wrong passwords and unknown addresses', async () => {
    const wrong = await login('solo@maison.test', 'not-the-password');
    const unknown = await login('nobody@maison.test', 'not-the-password');
    expect(wrong).toMatchObject({
      status: 401,
      json: { detail: 'No active account found with the given credentials' },
    });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('answers a reset uid and token when a new password is required', async () => {
    await testDb.db
      .update(users)
      .set({ require_password_reset: true })
      .where(eq(users.email, 'visitor@maison.test'));
    const { status, json, res } = await login('visitor@maison.test', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      access: expect.any(String),
      require_password_reset: true,
      uid: expect.any(String),
      token: expect.any(String),
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    const { uid, token } = json as { uid: string; token: string };
    const set = await call('POST', '/users/reset-password-confirm/', {
      uid,
      token,
      password: GOOD_PASSWORD,
    });
    expect(set.status).toBe(204);
    expect((await login('visitor@maison.test', GOOD_PASSWORD)).json).toMatchObject({
      require_password_reset: false,
    });
  });

  it('validates the login body', async () => {
    expect((await call('POST', '/jwt/create/', { email: 'a@b.de' })).json).toEqual({
      password: ['This field is required.'],
    });
  });

  it('logout clears the cookie', async () => {
    const { status, res } = await call('POST', '/jwt/logout/');
    expect(status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/_wff_access_token=;.*Max-Age=0/);
    expect(res.headers.get('set-cookie')).toMatch(/_wff_session=;.*Max-Age=0/);
  });
});

describe('throttling', () => {
  it('limits logins per IP with Retry-After', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    for (let i = 0; i < 10; i++) {
      expect((await login(`ip${i}@example.com`, 'x', ip)).status).toBe(401);
    }
    const { status, json, res } = await login('ip-last@example.com', 'x', ip);
    expect(status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    expect(json).toEqual({
      detail: `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
    });
  });

  it('limits logins and reset requests per e-mail across IPs', async () => {
    for (let i = 0; i < 5; i++) expect((await login('target@example.com', 'x')).status).toBe(401);
    expect((await login('TARGET@example.com', 'x')).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/users/reset-password/', { email: 'target@example.com' })).status,
      ).toBe(204);
    }
    const res = await call('POST', '/users/reset-password/', { email: 'target@example.com' });
    expect(res.status).toBe(429);
    expect(res.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('me', () => {
  it('401 without a valid token', async () => {
    expect(await call('GET', '/users/me/')).toMatchObject({
      status: 401,
      json: { detail: 'Authentication credentials were not provided.' },
    });
    expect((await call('GET', '/users/me/', undefined, auth('nope'))).status).toBe(401);
    expect((await call('PATCH', '/users/me/', { newsletter: true })).status).toBe(401);
  });

  it('answers the full user', async () => {
    const access = ((await login('jeweler@maison.test', DEMO_PASSWORD)).json as { access: string })
      .access;
    const { status, json } = await call('GET', '/users/me/', undefined, auth(access));
    expect(status).toBe(200);
    expect(Object.keys(json as object).sort()).toEqual(
      [
        'email',
        'first_name',
        'gender',
        'id',
        'is_superuser',
        'language',
        'last_name',
        'newsletter',
        'portal_locations',
        'portal_user_type',
        'title',
        'username',
        'wishlist',
      ].sort(),
    );
    expect(json).toMatchObject({
      email: 'jeweler@maison.test',
      is_superuser: false,
      newsletter: false,
      title: null,
      gender: null,
    });
    expect((json as { portal_locations: unknown[] }).portal_locations).toHaveLength(4);
  });

  it('patches profile fields, ignores read-only ones and deduplicates the wishlist', async () => {
    const access = await activeUser('patch@example.com');
    const { status, json } = await call(
      'PATCH',
      '/users/me/',
      {
        email: 'other@example.com',
        id: 1,
        is_superuser: true,
        first_name: 'Maria',
        title: 'PROF_DR',
        gender: 'W',
        newsletter: true,
        language: 'ja',
        wishlist: [
          { article: 'R-100', date_added: '2026-01-01T10:00:00Z' },
          { article: 'N-200', date_added: '2026-01-02T10:00:00Z' },
          { article: 'R-100', date_added: '2026-01-03T10:00:00+01:00' },
        ],
      },
      auth(access),
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({
      email: 'patch@example.com',
      is_superuser: false,
      first_name: 'Maria',
      title: 'PROF_DR',
      gender: 'W',
      newsletter: true,
      language: 'ja',
      wishlist: [
        { article: 'N-200', date_added: '2026-01-02T10:00:00Z' },
        { article: 'R-100', date_added: '2026-01-03T10:00:00+01:00' },
      ],
    });
  });

  it('rejects invalid wishlists and choices with field errors', async () => {
    const access = await activeUser('wish@example.com');
    const bad = await call(
      'PATCH',
      '/users/me/',
      { wishlist: [{ article: '', date_added: 'yesterday' }], title: 'SIR', gender: 'X' },
      auth(access),
    );
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      'wishlist.0.article': ['This field may not be blank.'],
      'wishlist.0.date_added': [
        'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      ],
      title: ['"SIR" is not a valid choice.'],
      gender: ['"X" is not a valid choice.'],
    });
    const many = Array.from({ length: 501 }, (_, i) => ({
      article: `A${i}`,
      date_added: '2026-01-01T00:00:00Z',
    }));
    const tooMany = await call('PATCH', '/users/me/', { wishlist: many }, auth(access));
    expect(tooMany).toMatchObject({
      status: 400,
      json: { wishlist: ['Ensure this field has no more than 500 elements.'] },
    });
    const notList = await call('PATCH', '/users/me/', { wishlist: 'R-1' }, auth(access));
    expect(notList.json).toEqual({ wishlist: ['Expected a list of items but got type "str".'] });
  });

  it('keeps usernames unique', async () => {
    const a = await activeUser('user-a@example.com');
    const b = await activeUser('user-b@example.com');
    expect((await call('PATCH', '/users/me/', { username: 'anna_b' }, auth(a))).status).toBe(200);
    const taken = await call('PATCH', '/users/me/', { username: 'anna_b' }, auth(b));
    expect(taken).toMatchObject({
      status: 400,
      json: { username: ['A user with that username already exists.'] },
    });
  });
});

describe('set_password', () => {
  it('changes the password and sends a notice', async () => {
    const access = await activeUser('change@example.com');
    const wrong = await call(
      'POST',
      '/users/set_password/',
      { current_password: 'nope', new_password: 'Neu-Passwort-2026' },
      auth(access),
    );
    expect(wrong).toMatchObject({ status: 400, json: { current_password: ['Invalid password.'] } });
    const weak = await call(
      'POST',
      '/users/set_password/',
      { current_password: GOOD_PASSWORD, new_password: 'password' },
      auth(access),
    );
    expect(weak).toMatchObject({
      status: 400,
      json: { new_password: ['This password is too common.'] },
    });
    const ok = await call(
      'POST',
      '/users/set_password/',
      { current_password: GOOD_PASSWORD, new_password: 'Neu-Passwort-2026' },
      auth(access),
    );
    expect(ok.status).toBe(204);
    expect(await latestMailTo('change@example.com')).toMatchObject({
      kind: 'password_changed',
      language: 'en',
    });
    expect((await login('change@example.com', 'Neu-Passwort-2026')).status).toBe(200);
    expect(
      (await call('POST', '/users/set_password/', { current_password: 'x', new_password: 'y' }))
        .status,
    ).toBe(401);
  });

  it('ends the other sessions and keeps this one with a new cookie', async () => {
    await activeUser('sessions@example.com');
    const me = await call('POST', '/jwt/create/', {
      email: 'sessions@example.com',
      password: GOOD_PASSWORD,
    });
    const id = (decodeJwt((me.json as { access: string }).access).user as { id: number }).id;
    // Sessions from before the change (a second earlier: tokens carry whole seconds).
    const earlier = Math.floor(Date.now() / 1000) - 10;
    const other = await issueAccessToken(
      { id, email: 'sessions@example.com', is_superuser: false },
      { now: earlier },
    );
    const mine = await issueAccessToken(
      { id, email: 'sessions@example.com', is_superuser: false },
      { now: earlier },
    );
    expect((await call('GET', '/users/me/', undefined, auth(other))).status).toBe(200);
    const changed = await call(
      'POST',
      '/users/set_password/',
      { current_password: GOOD_PASSWORD, new_password: 'Neu-Passwort-2026' },
      auth(mine),
    );
    expect(changed.status).toBe(204);
    expect((await call('GET', '/users/me/', undefined, auth(other))).status).toBe(401);
    expect((await call('GET', '/users/me/', undefined, auth(mine))).status).toBe(401);
    const cookie = /_wff_access_token=([^;]+)/.exec(changed.res.headers.get('set-cookie') ?? '');
    expect(cookie).not.toBeNull();
    const fresh = await call('GET', '/users/me/', undefined, {
      cookie: `_wff_access_token=${cookie![1]}`,
    });
    expect(fresh.status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers 204 for unknown addresses without sending anything', async () => {
    const before = (await outbox().list(1000)).length;
    const res = await call('POST', '/users/reset-password/', {
      email: 'ghost@example.com',
      language: 'de',
    });
    expect(res.status).toBe(204);
    expect((await outbox().list(1000)).length).toBe(before);
    expect((await call('POST', '/users/reset-password/', { email: 'bad' })).json).toEqual({
      email: ['Enter a valid email address.'],
    });
  });

  it('e-mails a password-set link; the token works once and retires earlier ones', async () => {
    const session = await activeUser('reset@example.com');
    const { id } = decodeJwt(session).user as { id: number };
    const earlier = await issueAccessToken(
      { id, email: 'reset@example.com', is_superuser: false },
      { now: Math.floor(Date.now() / 1000) - 10 },
    );
    expect(
      (await call('POST', '/users/reset-password/', { email: 'reset@example.com', language: 'de' }))
        .status,
    ).toBe(204);
    const first = linkParams(await latestMailTo('reset@example.com'));
    expect(first.url.origin + first.url.pathname).toBe('http://localhost:3000/passwort-festlegen');
    expect(await latestMailTo('reset@example.com')).toMatchObject({
      kind: 'password_reset',
      language: 'de',
    });
    await call('POST', '/users/reset-password/', { email: 'reset@example.com', language: 'ko' });
    const second = linkParams(await latestMailTo('reset@example.com'));
    expect(second.url.pathname).toBe('/ko/passwort-festlegen');

    const retired = await call('POST', '/users/reset-password-confirm/', {
      ...first,
      url: undefined,
      password: 'Brand-Neu-2026',
    });
    expect(retired).toMatchObject({
      status: 400,
      json: { token: ['Invalid token for given user.'] },
    });
    const weak = await call('POST', '/users/reset-password-confirm/', {
      uid: second.uid,
      token: second.token,
      password: '12345',
    });
    expect(weak.json).toEqual({
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
      ],
    });
    const ok = await call('POST', '/users/reset-password-confirm/', {
      uid: second.uid,
      token: second.token,
      password: 'Brand-Neu-2026',
    });
    expect(ok.status).toBe(204);
    // A reset ends every session from before it.
    expect((await call('GET', '/users/me/', undefined, auth(earlier))).status).toBe(401);
    const reused = await call('POST', '/users/reset-password-confirm/', {
      uid: second.uid,
      token: second.token,
      password: 'Noch-Neuer-2026',
    });
    expect(reused).toMatchObject({
      status: 400,
      json: { token: ['Invalid token for given user.'] },
    });
    expect((await login('reset@example.com', 'Brand-Neu-2026')).status).toBe(200);
    expect(await latestMailTo('reset@example.com')).toMatchObject({ kind: 'password_changed' });
  });

  it('refuses an expired reset token', async () => {
    await activeUser('reset-expired@example.com');
    await call('POST', '/users/reset-password/', { email: 'reset-expired@example.com' });
    const { uid, token } = linkParams(await latestMailTo('reset-expired@example.com'));
    await testDb.db
      .update(user_tokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(user_tokens.purpose, 'reset'));
    const res = await call('POST', '/users/reset-password-confirm/', {
      uid,
      token,
      password: 'Brand-Neu-2026',
    });
    expect(res).toMatchObject({ status: 400, json: { token: ['Invalid token for given user.'] } });
  });
});

describe('locations and organizations', () => {
  async function accessOf(email: string) {
    return ((await login(email, DEMO_PASSWORD)).json as { access: string }).access;
  }

  it('answer the caller’s own, all for a superuser, 401 without a user', async () => {
    expect((await call('GET', '/locations/')).status).toBe(401);
    expect((await call('GET', '/organizations/')).status).toBe(401);
    const jeweler = await accessOf('jeweler@maison.test');
    const locations = (await call('GET', '/locations/', undefined, auth(jeweler))).json as Record<
      string,
      unknown
    >[];
    expect(locations).toHaveLength(4);
    expect(Object.keys(locations[0] ?? {}).sort()).toEqual([
      'country',
      'currency',
      'id',
      'name',
      'organization',
    ]);
    const orgs = (await call('GET', '/organizations/', undefined, auth(jeweler))).json as Record<
      string,
      unknown
    >[];
    expect(orgs).toHaveLength(2);
    expect(Object.keys(orgs[0] ?? {}).sort()).toEqual(['id', 'name']);
    const admin = await accessOf('admin@maison.test');
    const all = (await call('GET', '/locations/', undefined, auth(admin))).json as unknown[];
    expect(all.length).toBeGreaterThan(4);
    const none = await call(
      'GET',
      '/locations/',
      undefined,
      auth(await activeUser('nolocations@example.com')),
    );
    expect(none).toMatchObject({ status: 200, json: [] });
  });
});

describe('dev mailbox', () => {
  it('lists newest first and shows one message with html', async () => {
    const list = (await call('GET', '/dev/mailbox/')).json as { id: number; created_at: string }[];
    expect(list.length).toBeGreaterThan(1);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'created_at',
      'id',
      'kind',
      'language',
      'subject',
      'to',
    ]);
    expect(list[0]!.created_at >= list[1]!.created_at).toBe(true);
    const one = await call('GET', `/dev/mailbox/${list[0]!.id}/`);
    expect(one.status).toBe(200);
    expect((one.json as { html: string }).html).toContain('MAISON');
    expect((await call('GET', '/dev/mailbox/999999/')).status).toBe(404);
  });

  it('is 404 in production', async () => {
    vi.stubEnv('MAISON_ENV', 'production');
    try {
      expect(await call('GET', '/dev/mailbox/')).toMatchObject({
        status: 404,
        json: { detail: 'Not found.' },
      });
      expect((await call('GET', '/dev/mailbox/1/')).status).toBe(404);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('secrets', () => {
  it('never appear in a response body or a log line', async () => {
    expect((await call('POST', '/test/db-crash/', {})).status).toBe(500);
    const rows = await testDb.db.select().from(users);
    const hashes = rows.map((r) => r.password);
    const tokenHashes = (await testDb.db.select().from(user_tokens)).map((t) => t.token_hash);
    const mailTokens = (await outbox().list(1000)).flatMap((m) => {
      const token = /token=([\w-]+)/.exec(m.text)?.[1];
      return token ? [token] : [];
    });
    const passwords = [GOOD_PASSWORD, DEMO_PASSWORD, 'Brand-Neu-2026', 'Neu-Passwort-2026'];
    expect(mailTokens.length).toBeGreaterThan(3);
    expect(logs.some((l) => l.msg === 'unhandled error')).toBe(true);
    const logText = logs.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of [...passwords, SECRET_PROBE, ...hashes, ...tokenHashes, ...mailTokens]) {
      expect(logText).not.toContain(secret);
    }
    const bodyText = bodies.join('\n');
    for (const secret of [...passwords, SECRET_PROBE, ...hashes, ...tokenHashes]) {
      expect(bodyText).not.toContain(secret);
    }
    // E-mailed tokens travel only in the e-mails, which the mailbox shows (bodies with "kind").
    const apiBodies = bodies.filter((b) => !b.includes('"kind"')).join('\n');
    for (const token of mailTokens) expect(apiBodies).not.toContain(token);
  });
});
