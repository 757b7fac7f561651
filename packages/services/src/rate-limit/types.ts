import type { RateLimitHit } from '@maison/db';

export type { RateLimitHit };

/**
 * The throttles' counters (login, password reset, forms, uploads): requests per key in fixed
 * windows of `windowS` seconds, the same windows in every store (rateLimitWindow).
 */
export interface RateLimitStore {
  /** Counts one request against `key` in the current window. */
  hit(key: string, windowS: number): Promise<RateLimitHit>;
  /** What `key` has counted in the current window, without counting. */
  peek(key: string, windowS: number): Promise<RateLimitHit>;
  /** Forgets what `key` has counted (a successful login clears its account's failures). */
  clear(key: string, windowS: number): Promise<void>;
}

/** The store's clock; tests move it across windows. */
export type Clock = () => Date;
