import { createClient } from 'redis';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
  REDIS_RECONNECT_MAX_MS,
  REDIS_RECONNECT_STEP_MS,
} from '@maison/domain/constants';
import type { Logger } from '../logging/local';

export type RedisClient = ReturnType<typeof createClient>;

// On globalThis: Next may evaluate this module more than once per process.
const CLIENTS = Symbol.for('maison.redis.clients');
const holder = globalThis as { [CLIENTS]?: Map<string, RedisClient> };

/**
 * The process's client of the Redis at `url` (REDIS_URL), connecting in the background. While
 * it is not connected, commands fail at once instead of waiting in a queue, so that callers
 * fall back; it keeps trying to reconnect. The first error of each outage is logged.
 */
export function sharedRedis(url: string, logger: Logger): RedisClient {
  const clients = (holder[CLIENTS] ??= new Map());
  let client = clients.get(url);
  if (!client) {
    client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries) =>
          Math.min((retries + 1) * REDIS_RECONNECT_STEP_MS, REDIS_RECONNECT_MAX_MS),
      },
    });
    let down = false;
    client.on('error', (err: Error) => {
      if (!down)
        logger.warn({ err: err.message }, 'Redis unreachable; falling back until it returns');
      down = true;
    });
    client.on('ready', () => {
      if (down) logger.info('Redis reachable again');
      down = false;
    });
    // Never settles while the server is away (the client retries); errors are reported above.
    client.connect().catch(() => undefined);
    clients.set(url, client);
  }
  return client;
}
