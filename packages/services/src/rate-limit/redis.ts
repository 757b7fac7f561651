import { rateLimitWindow } from '@maison/db';
import type { RedisClient } from '../redis/connection';
import type { Clock, RateLimitStore } from './types';

const PREFIX = 'maison:rate:';

/**
 * Counters in Redis (REDIS_URL): one key per key and window, counted with INCR and gone when
 * the window ends (PEXPIREAT), so every web and API process behind a load balancer shares them.
 */
export function createRedisRateLimitStore(
  client: RedisClient,
  now: Clock = () => new Date(),
): RateLimitStore {
  const slot = (key: string, windowS: number) => {
    const { start, end } = rateLimitWindow(windowS, now());
    return { name: `${PREFIX}${key}:${start.getTime()}`, end };
  };
  return {
    async hit(key, windowS) {
      const { name, end } = slot(key, windowS);
      const [count] = await client.multi().incr(name).pExpireAt(name, end.getTime()).exec();
      return { count: Number(count), resetAt: end };
    },
    async peek(key, windowS) {
      const { name, end } = slot(key, windowS);
      return { count: Number((await client.get(name)) ?? 0), resetAt: end };
    },
    async clear(key, windowS) {
      // Earlier windows no longer count and expire by themselves.
      await client.del(slot(key, windowS).name);
    },
  };
}
