import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  AUTH_RATE_LIMIT_PER_EMAIL,
  AUTH_RATE_LIMIT_PER_IP,
  AUTH_RATE_WINDOW_S,
} from '@maison/domain';
import type { AppEnv } from './env';
import { ApiError } from './errors';

/**
 * The client address: `X-Forwarded-For` as our servers rewrote it (forwarded.ts: the one client
 * address, proxies' claims honoured only from TRUSTED_PROXIES), else the socket's.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process (Next route handler, app.request) there is no socket.
    return 'unknown';
  }
}

/** DRF's Throttled text. */
function throttledDetail(waitS: number): string {
  return `Request was throttled. Expected available in ${waitS} second${waitS === 1 ? '' : 's'}.`;
}

function throttled(waitS: number): ApiError {
  return new ApiError(429, { detail: throttledDetail(waitS) }, { 'Retry-After': String(waitS) });
}

function secondsUntil(at: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));
}

/** The account mails a visitor can ask for by address (password reset, activation resend). */
type MailScope = 'reset' | 'activation';

function authKeys(c: Context<AppEnv>, scope: 'login' | MailScope, email: string) {
  return {
    ip: { key: `${scope}:ip:${clientIp(c)}`, limit: AUTH_RATE_LIMIT_PER_IP },
    email: {
      key: `${scope}:email:${email.trim().toLowerCase()}`,
      limit: AUTH_RATE_LIMIT_PER_EMAIL,
    },
  };
}

/**
 * Counts a request for an account mail (password reset, activation resend) per client IP and per
 * e-mail address; over either limit it answers 429 with Retry-After. Both counters advance, so an
 * address cannot be probed from many IPs, nor many addresses from one IP, beyond the limits.
 */
export async function enforceMailRateLimits(
  c: Context<AppEnv>,
  scope: MailScope,
  email: string,
): Promise<void> {
  const counters = c.get('rateLimits');
  let waitS = 0;
  for (const { key, limit } of Object.values(authKeys(c, scope, email))) {
    const hit = await counters.hit(key, AUTH_RATE_WINDOW_S);
    if (hit.count > limit) waitS = Math.max(waitS, secondsUntil(hit.resetAt));
  }
  if (waitS > 0) throw throttled(waitS);
}

/**
 * Login throttling counts failures only, per client IP and per account: once either has used
 * its failures of the window, further attempts answer 429 with Retry-After before the password
 * is checked. Good logins never lock anyone out.
 */
export async function assertLoginAllowed(c: Context<AppEnv>, email: string): Promise<void> {
  const counters = c.get('rateLimits');
  let waitS = 0;
  for (const { key, limit } of Object.values(authKeys(c, 'login', email))) {
    const hit = await counters.peek(key, AUTH_RATE_WINDOW_S);
    if (hit.count >= limit) waitS = Math.max(waitS, secondsUntil(hit.resetAt));
  }
  if (waitS > 0) throw throttled(waitS);
}

export async function recordLoginFailure(c: Context<AppEnv>, email: string): Promise<void> {
  const counters = c.get('rateLimits');
  for (const { key } of Object.values(authKeys(c, 'login', email))) {
    await counters.hit(key, AUTH_RATE_WINDOW_S);
  }
}

/** A successful login clears its account's failures (not its IP's: one IP, many accounts). */
export async function recordLoginSuccess(c: Context<AppEnv>, email: string): Promise<void> {
  await c.get('rateLimits').clear(authKeys(c, 'login', email).email.key, AUTH_RATE_WINDOW_S);
}

/** Counts one request against `key`; over `limit` in the `windowS` window answers 429. */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  key: string,
  limit: number,
  windowS: number,
): Promise<void> {
  const hit = await c.get('rateLimits').hit(key, windowS);
  if (hit.count > limit) throw throttled(secondsUntil(hit.resetAt));
}
