import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { hitRateLimit } from '@maison/db';
import {
  AUTH_RATE_LIMIT_PER_EMAIL,
  AUTH_RATE_LIMIT_PER_IP,
  AUTH_RATE_WINDOW_S,
} from '@maison/domain';
import type { AppEnv } from './env';
import { ApiError } from './errors';

/** The client address: the first X-Forwarded-For hop (set by our proxy), else the socket's. */
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
export function throttledDetail(waitS: number): string {
  return `Request was throttled. Expected available in ${waitS} second${waitS === 1 ? '' : 's'}.`;
}

/**
 * Counts a login or reset request per client IP and per e-mail address; over either limit it
 * answers 429 with Retry-After. Both counters advance, so an address cannot be probed from many
 * IPs, nor many addresses from one IP, beyond the limits.
 */
export async function enforceAuthRateLimits(
  c: Context<AppEnv>,
  scope: 'login' | 'reset',
  email: string,
): Promise<void> {
  const db = c.get('db');
  const checks = [
    { key: `${scope}:ip:${clientIp(c)}`, limit: AUTH_RATE_LIMIT_PER_IP },
    { key: `${scope}:email:${email.trim().toLowerCase()}`, limit: AUTH_RATE_LIMIT_PER_EMAIL },
  ];
  let waitS = 0;
  for (const { key, limit } of checks) {
    const hit = await hitRateLimit(db, key, AUTH_RATE_WINDOW_S);
    if (hit.count > limit) {
      waitS = Math.max(waitS, Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)));
    }
  }
  if (waitS > 0) {
    throw new ApiError(429, { detail: throttledDetail(waitS) }, { 'Retry-After': String(waitS) });
  }
}

/** Counts one request against `key`; over `limit` in the `windowS` window answers 429. */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  key: string,
  limit: number,
  windowS: number,
): Promise<void> {
  const hit = await hitRateLimit(c.get('db'), key, windowS);
  if (hit.count <= limit) return;
  const waitS = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
  throw new ApiError(429, { detail: throttledDetail(waitS) }, { 'Retry-After': String(waitS) });
}
