import type { Db } from '@maison/db';
import type { Logger } from '../logging/local';
import { sharedRedis } from '../redis/connection';
import { createDbRateLimitStore } from './local';
import { createRedisRateLimitStore } from './redis';
import type { RateLimitStore } from './types';

export type { RateLimitHit, RateLimitStore } from './types';

/**
 * Every call goes to `primary`; one that fails goes to `fallback` instead, so a throttle keeps
 * counting (in the database) while Redis is away. The first failure of a run of them is logged.
 */
export function withFallback(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  logger: Logger,
): RateLimitStore {
  let failing = false;
  async function guarded<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      const result = await call(primary);
      failing = false;
      return result;
    } catch (err) {
      if (!failing) {
        logger.warn(
          { err: (err as Error).message },
          'rate limits: Redis failed, counting in the database',
        );
      }
      failing = true;
      return call(fallback);
    }
  }
  return {
    hit: (key, windowS) => guarded((store) => store.hit(key, windowS)),
    peek: (key, windowS) => guarded((store) => store.peek(key, windowS)),
    clear: (key, windowS) => guarded((store) => store.clear(key, windowS)),
  };
}

/** Redis when REDIS_URL is set (falling back to the database), else the database. */
export function createRateLimitStore(
  db: Db,
  logger: Logger,
  env: Record<string, string | undefined> = process.env,
): RateLimitStore {
  const local = createDbRateLimitStore(db);
  if (!env.REDIS_URL) return local;
  return withFallback(createRedisRateLimitStore(sharedRedis(env.REDIS_URL, logger)), local, logger);
}
