import { clearRateLimit, hitRateLimit, peekRateLimit, type Db } from '@maison/db';
import type { Clock, RateLimitStore } from './types';

/** The embedded default: counters in the database, shared by every process on one server. */
export function createDbRateLimitStore(db: Db, now: Clock = () => new Date()): RateLimitStore {
  return {
    hit: (key, windowS) => hitRateLimit(db, key, windowS, now()),
    peek: (key, windowS) => peekRateLimit(db, key, windowS, now()),
    clear: (key) => clearRateLimit(db, key),
  };
}
