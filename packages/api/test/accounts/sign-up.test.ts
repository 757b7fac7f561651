import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, eq, user_tokens, users } from '@maison/db';
import {
  call,
  GOOD_PASSWORD,
  latestMailTo,
  linkParams,
  login,
  register,
  useAccountsWorld,
  w,
} from './kit';

/** Registration, activation, login and logout, and their throttling (000 §3, §4). */

useAccountsWorld();

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
    const [row] = await w.db.select().from(users).where(eq(users.email, 'anna.berger@example.com'));
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
    await w.db.update(user_tokens).set({ expires_at: new Date(Date.now() - 1000) });
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
    await w.db
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
