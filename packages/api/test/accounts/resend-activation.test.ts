import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_PER_IP } from '@maison/domain';
import {
  activeUser,
  call,
  latestMailTo,
  linkParams,
  login,
  GOOD_PASSWORD,
  outbox,
  register,
  useAccountsWorld,
} from './kit';

/** POST /users/resend_activation/ (000 §4, djoser): a new activation link for an inactive account. */

useAccountsWorld();

const mailsTo = async (to: string) => (await outbox().list(500)).filter((m) => m.to === to);

describe('resend activation', () => {
  it('mails an inactive account a new link in the asked language, which activates it', async () => {
    await register('late.reader@example.com');
    const before = (await mailsTo('late.reader@example.com')).length;
    const res = await call('POST', '/users/resend_activation/', {
      email: 'Late.Reader@Example.com',
      language: 'ja',
    });
    expect(res.status).toBe(204);
    expect(res.json).toBeNull();
    expect(await mailsTo('late.reader@example.com')).toHaveLength(before + 1);
    const mail = await latestMailTo('late.reader@example.com');
    expect(mail).toMatchObject({ kind: 'activation', language: 'ja' });
    const { uid, token, url } = linkParams(mail);
    expect(url.pathname).toBe('/ja/anmelden');
    expect((await call('POST', '/users/activation/', { uid, token })).status).toBe(204);
    expect((await login('late.reader@example.com', GOOD_PASSWORD)).status).toBe(200);
  });

  it("tells only the right password that its account awaits activation (the login's code)", async () => {
    await register('waiting@example.com');
    expect(await login('waiting@example.com', GOOD_PASSWORD)).toMatchObject({
      status: 401,
      json: {
        detail: 'No active account found with the given credentials',
        code: 'no_active_account',
      },
    });
    for (const [email, password] of [
      ['waiting@example.com', 'Wrong-Password-1'],
      ['nobody-here@example.com', GOOD_PASSWORD],
    ]) {
      const refused = await login(email!, password!);
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({
        detail: 'No active account found with the given credentials',
      });
    }
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const before = (await outbox().list(500)).length;
    const res = await call('POST', '/users/resend_activation/', { email: 'nobody@example.com' });
    expect(res.status).toBe(204);
    expect((await outbox().list(500)).length).toBe(before);
  });

  it('answers 204 for an active account and sends it no mail', async () => {
    await activeUser('already.on@example.com');
    const before = (await mailsTo('already.on@example.com')).length;
    const res = await call('POST', '/users/resend_activation/', {
      email: 'already.on@example.com',
    });
    expect(res.status).toBe(204);
    expect(await mailsTo('already.on@example.com')).toHaveLength(before);
  });

  it('refuses a missing or invalid e-mail and an unknown language with field errors', async () => {
    expect(await call('POST', '/users/resend_activation/', {})).toMatchObject({
      status: 400,
      json: { email: ['This field is required.'] },
    });
    expect(await call('POST', '/users/resend_activation/', { email: 'bad' })).toMatchObject({
      status: 400,
      json: { email: ['Enter a valid email address.'] },
    });
    const language = await call('POST', '/users/resend_activation/', {
      email: 'x@example.com',
      language: 'xx',
    });
    expect(language.status).toBe(400);
    expect(Object.keys(language.json as object)).toEqual(['language']);
  });

  it('throttles per address and per client IP with Retry-After', async () => {
    await register('hammered@example.com');
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMIT_PER_EMAIL; i++) {
      statuses.push(
        (await call('POST', '/users/resend_activation/', { email: 'hammered@example.com' })).status,
      );
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT_PER_EMAIL).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The throttled request sent nothing: one mail per accepted request plus the registration's.
    expect(await mailsTo('hammered@example.com')).toHaveLength(AUTH_RATE_LIMIT_PER_EMAIL + 1);

    const ip = { 'x-forwarded-for': '203.0.113.77' };
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i <= AUTH_RATE_LIMIT_PER_IP; i++) {
      const res = await call(
        'POST',
        '/users/resend_activation/',
        { email: `ip-${i}@example.com` },
        ip,
      );
      last = res.status;
      retryAfter = res.res.headers.get('Retry-After');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
