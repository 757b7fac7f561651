import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, eq, user_tokens, users } from '@maison/db';
import { decodeJwt } from 'jose';
import { issueAccessToken } from '../../src';
import {
  activeUser,
  auth,
  call,
  GOOD_PASSWORD,
  latestMailTo,
  linkParams,
  login,
  outbox,
  SECRET_PROBE,
  useAccountsWorld,
  w,
} from './kit';

/** Changing and resetting passwords, the dev mailbox, and that no secret leaks in this flow. */

useAccountsWorld();

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
    await w.db
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
    const rows = await w.db.select().from(users);
    const hashes = rows.map((r) => r.password);
    const tokenHashes = (await w.db.select().from(user_tokens)).map((t) => t.token_hash);
    const mailTokens = (await outbox().list(1000)).flatMap((m) => {
      const token = /token=([\w-]+)/.exec(m.text)?.[1];
      return token ? [token] : [];
    });
    const passwords = [GOOD_PASSWORD, DEMO_PASSWORD, 'Brand-Neu-2026', 'Neu-Passwort-2026'];
    expect(mailTokens.length).toBeGreaterThan(3);
    expect(w.logs.some((l) => l.msg === 'unhandled error')).toBe(true);
    const logText = w.logs.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of [...passwords, SECRET_PROBE, ...hashes, ...tokenHashes, ...mailTokens]) {
      expect(logText).not.toContain(secret);
    }
    const bodyText = w.bodies.join('\n');
    for (const secret of [...passwords, SECRET_PROBE, ...hashes, ...tokenHashes]) {
      expect(bodyText).not.toContain(secret);
    }
    // E-mailed tokens travel only in the e-mails, which the mailbox shows (bodies with "kind").
    const apiBodies = w.bodies.filter((b) => !b.includes('"kind"')).join('\n');
    for (const token of mailTokens) expect(apiBodies).not.toContain(token);
  });
});
