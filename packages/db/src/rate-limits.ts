import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { rate_limits } from './schema';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * The fixed window of `windowS` seconds that `now` falls in (windows start at multiples of their
 * length since the epoch, so every process and store agrees on them).
 */
export function rateLimitWindow(windowS: number, now: Date): { start: Date; end: Date } {
  const windowMs = windowS * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, end: new Date(start.getTime() + windowMs) };
}

/**
 * Counts one request against `key` in a fixed window of `windowS` seconds. The upsert is atomic,
 * so concurrent API processes on one PostgreSQL server share the count.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowS: number,
  now: Date = new Date(),
): Promise<RateLimitHit> {
  const { start: windowStart, end } = rateLimitWindow(windowS, now);
  const [row] = await db
    .insert(rate_limits)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rate_limits.key, rate_limits.window_start],
      set: { count: sql`${rate_limits.count} + 1` },
    })
    .returning({ count: rate_limits.count });
  // Earlier windows of this key no longer count; dropping them keeps the table small.
  await db
    .delete(rate_limits)
    .where(and(eq(rate_limits.key, key), lt(rate_limits.window_start, windowStart)));
  return { count: row?.count ?? 1, resetAt: end };
}

/** What `key` has counted in the current window, without counting. */
export async function peekRateLimit(
  db: Db,
  key: string,
  windowS: number,
  now: Date = new Date(),
): Promise<RateLimitHit> {
  const { start, end } = rateLimitWindow(windowS, now);
  const [row] = await db
    .select({ count: rate_limits.count })
    .from(rate_limits)
    .where(and(eq(rate_limits.key, key), eq(rate_limits.window_start, start)));
  return { count: row?.count ?? 0, resetAt: end };
}

/** Forgets every count of `key` (a successful login clears its account's failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rate_limits).where(eq(rate_limits.key, key));
}
