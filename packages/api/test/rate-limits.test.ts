import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, rate_limits, DEMO_PASSWORD, type Db } from '@maison/db';
import { AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_WINDOW_S } from '@maison/domain';
import { createLogger } from '@maison/services/logging/local';
import { sharedRedis, type RedisClient } from '@maison/services/redis/connection';
import { freePort, startRedisServer, type TestRedis } from '@maison/services/redis/testing';
import { createRateLimitStore, withFallback } from '@maison/services/rate-limit';
import { createDbRateLimitStore } from '@maison/services/rate-limit/local';
import { createRedisRateLimitStore } from '@maison/services/rate-limit/redis';
import type { Clock, RateLimitStore } from '@maison/services/rate-limit/types';
import { createTestDb, jsonRequest, testApp, type TestDb } from './helpers';

/**
 * Issue 15: the throttles' counters in Redis (REDIS_URL) behave as the database's do, and every
 * process on one Redis shares them. Against a redis-server this file starts.
 */

const WINDOW_S = 900;
const silent = createLogger({ level: 'silent' });

let redis: TestRedis;
let client: RedisClient;
let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  redis = await startRedisServer();
  client = sharedRedis(redis.url, silent);
  testDb = await createTestDb({ seed: true });
  db = testDb.db;
});

afterAll(async () => {
  client.destroy();
  await redis.stop();
  await testDb.close();
});

/** A clock standing at `at` until moved. */
function clockAt(at: Date): Clock & { move(ms: number): void } {
  let now = at.getTime();
  return Object.assign(() => new Date(now), {
    move(ms: number) {
      now += ms;
    },
  });
}

// The start of a window a day ahead: the tests' clocks stand inside it, and Redis (which
// expires a counter by its own clock) keeps the counters until it ends.
const START = new Date(Math.floor((Date.now() + 86_400_000) / (WINDOW_S * 1000)) * WINDOW_S * 1000);
const WINDOW_END = new Date(START.getTime() + WINDOW_S * 1000);

let keys = 0;
const freshKey = () => `login:email:test-${Date.now()}-${(keys += 1)}@maison.test`;

// The same behaviour from both stores: Redis is the database's stand-in behind a load balancer.
describe.each([
  ['Redis', (clock: Clock) => createRedisRateLimitStore(client, clock)],
  ['the database', (clock: Clock) => createDbRateLimitStore(db, clock)],
])('rate limits in %s', (_name, storeAt: (clock: Clock) => RateLimitStore) => {
  it('counts hits in the window and says when it ends', async () => {
    await redisReady();
    const clock = clockAt(new Date(START.getTime() + 60_000));
    const store = storeAt(clock);
    const key = freshKey();
    expect(await store.peek(key, WINDOW_S)).toEqual({ count: 0, resetAt: WINDOW_END });
    expect(await store.hit(key, WINDOW_S)).toEqual({ count: 1, resetAt: WINDOW_END });
    expect((await store.hit(key, WINDOW_S)).count).toBe(2);
    expect((await store.hit(key, WINDOW_S)).count).toBe(3);
    expect(await store.peek(key, WINDOW_S)).toEqual({ count: 3, resetAt: WINDOW_END });
    expect((await store.peek(freshKey(), WINDOW_S)).count).toBe(0);
  });

  it('starts again from one in the next window', async () => {
    await redisReady();
    const clock = clockAt(new Date(START.getTime() + 60_000));
    const store = storeAt(clock);
    const key = freshKey();
    await store.hit(key, WINDOW_S);
    await store.hit(key, WINDOW_S);
    clock.move(WINDOW_S * 1000);
    expect((await store.peek(key, WINDOW_S)).count).toBe(0);
    const hit = await store.hit(key, WINDOW_S);
    expect(hit.count).toBe(1);
    expect(hit.resetAt).toEqual(new Date(WINDOW_END.getTime() + WINDOW_S * 1000));
  });

  it('forgets a cleared key, and only that key', async () => {
    await redisReady();
    const store = storeAt(clockAt(new Date(START.getTime() + 60_000)));
    const [cleared, kept] = [freshKey(), freshKey()];
    await store.hit(cleared, WINDOW_S);
    await store.hit(cleared, WINDOW_S);
    await store.hit(kept, WINDOW_S);
    await store.clear(cleared, WINDOW_S);
    expect((await store.peek(cleared, WINDOW_S)).count).toBe(0);
    expect((await store.hit(cleared, WINDOW_S)).count).toBe(1);
    expect((await store.peek(kept, WINDOW_S)).count).toBe(1);
  });
});

describe('the Redis store', () => {
  it('lets a counter expire with its window', async () => {
    await redisReady();
    const store = createRedisRateLimitStore(client);
    const key = freshKey();
    await store.hit(key, WINDOW_S);
    const names = await client.keys(`maison:rate:${key}:*`);
    expect(names).toHaveLength(1);
    const ttlMs = await client.pTTL(names[0]!);
    expect(ttlMs).toBeGreaterThan(0);
    expect(ttlMs).toBeLessThanOrEqual(WINDOW_S * 1000);
  });

  it('is chosen with REDIS_URL, the database without it', async () => {
    await redisReady();
    const key = freshKey();
    await createRateLimitStore(db, silent, { REDIS_URL: redis.url }).hit(key, WINDOW_S);
    expect((await createRedisRateLimitStore(client).peek(key, WINDOW_S)).count).toBe(1);
    expect((await createDbRateLimitStore(db).peek(key, WINDOW_S)).count).toBe(0);
    await createRateLimitStore(db, silent, {}).hit(key, WINDOW_S);
    expect((await createDbRateLimitStore(db).peek(key, WINDOW_S)).count).toBe(1);
  });
});

describe('the login throttle with REDIS_URL', () => {
  it('counts failures in Redis, where a second app instance sees them', async () => {
    await redisReady();
    process.env.REDIS_URL = redis.url;
    const email = `throttled-${Date.now()}@maison.test`;
    const login = (app: ReturnType<typeof testApp>['app'], ip: string) =>
      app.request(
        '/api/v1/jwt/create/',
        jsonRequest('POST', { email, password: `not-${DEMO_PASSWORD}` }, { 'x-forwarded-for': ip }),
      );
    const first = testApp(db).app;
    for (let i = 0; i < AUTH_RATE_LIMIT_PER_EMAIL; i += 1) {
      expect((await login(first, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    expect((await login(testApp(db).app, '192.0.2.100')).status).toBe(429);
    const counted = await createRedisRateLimitStore(client).peek(
      `login:email:${email}`,
      AUTH_RATE_WINDOW_S,
    );
    expect(counted.count).toBe(AUTH_RATE_LIMIT_PER_EMAIL);
    // Nothing in the database's table: the instances share the count through Redis alone.
    const [rows] = await db
      .select({ n: count() })
      .from(rate_limits)
      .where(eq(rate_limits.key, `login:email:${email}`));
    expect(rows?.n).toBe(0);
  });
});

describe('without Redis', () => {
  it('counts in the fallback store and logs the outage once', async () => {
    const warnings: string[] = [];
    const logger = createLogger({
      level: 'warn',
      destination: { write: (line: string) => warnings.push(line) },
    });
    const nowhere = sharedRedis(`redis://127.0.0.1:${await freePort()}`, silent);
    const store = withFallback(
      createRedisRateLimitStore(nowhere),
      createDbRateLimitStore(db),
      logger,
    );
    const key = freshKey();
    expect((await store.hit(key, WINDOW_S)).count).toBe(1);
    expect((await store.hit(key, WINDOW_S)).count).toBe(2);
    expect((await store.peek(key, WINDOW_S)).count).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('counting in the database');
    nowhere.destroy();
  });
});

/** The shared client connects in the background; the first test waits for it. */
async function redisReady(): Promise<void> {
  while (!client.isReady) await new Promise((resolve) => setTimeout(resolve, 20));
}
