import { areTagsStale } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startRedisServer,
  type TestRedis,
} from '../../../../../packages/services/src/redis/testing';
import type {
  CacheGetContext,
  CacheHandlerValue,
  CacheSetContext,
  CacheValue,
  PageCacheStore,
} from './cache-entry';
import { connectPageCache, redisPageCache, type PageCacheConnection } from './shared-page-cache';

/** Issue 15: two web processes on one Redis share their page cache and its revalidations. */

let redis: TestRedis;
const heard = { a: 0, b: 0 };
let a: PageCacheConnection;
let b: PageCacheConnection;
const quiet = () => undefined;
/**
 * A revalidation expires what was cached before it, as Next's tags manifest compares: one within
 * the millisecond of the write would not be after it.
 */
const afterThisMillisecond = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(async () => {
  redis = await startRedisServer();
  a = connectPageCache({
    url: redis.url,
    buildId: 'build-1',
    onRevalidated: () => (heard.a += 1),
    log: quiet,
  });
  b = connectPageCache({
    url: redis.url,
    buildId: 'build-1',
    onRevalidated: () => (heard.b += 1),
    log: quiet,
  });
  await until(() => a.client.isReady && b.client.isReady);
});

afterAll(async () => {
  await a.close();
  await b.close();
  await redis.stop();
});

async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A process's own cache, standing in for Next's file-system cache. */
function memoryStore() {
  const entries = new Map<string, CacheHandlerValue>();
  const revalidated: string[] = [];
  const store: PageCacheStore = {
    get: async (key) => entries.get(key) ?? null,
    set: async (key, value) => {
      entries.set(key, { lastModified: Date.now(), value });
    },
    revalidateTag: async (tags) => {
      revalidated.push(...(typeof tags === 'string' ? [tags] : tags));
    },
  };
  return { store, entries, revalidated };
}

let pages = 0;
function page(tags: string): CacheValue {
  pages += 1;
  return {
    kind: 'APP_PAGE',
    html: `<html><body>page ${pages}</body></html>`,
    rscData: Buffer.from(`rsc ${pages}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from(`tree ${pages}`)]]),
  } as unknown as CacheValue;
}
const pageGet = { kind: 'APP_PAGE', isFallback: false } as unknown as CacheGetContext;
const pageSet = {
  cacheControl: { revalidate: false, expire: undefined },
} as unknown as CacheSetContext;

describe('the page cache in Redis', () => {
  it('serves a page one process cached to another, with its payload and lifetime', async () => {
    const [one, other] = [memoryStore(), memoryStore()];
    const value = page('story-1,_N_T_/de/marke');
    await redisPageCache(a, one.store).set('/de/marke', value, pageSet);
    const entry = await redisPageCache(b, other.store).get('/de/marke', pageGet);
    expect(entry?.value).toEqual(value);
    expect(entry?.cacheControl).toEqual({ revalidate: false });
    expect(one.entries.size + other.entries.size).toBe(0);
  });

  it('expires, in every process, the pages of a tag revalidated through one, until rendered again', async () => {
    const [one, other] = [memoryStore(), memoryStore()];
    const storeA = redisPageCache(a, one.store);
    const storeB = redisPageCache(b, other.store);
    await storeA.set('/de/ringe', page('story-2,list-rings'), pageSet);
    await storeA.set('/de/ketten', page('story-3'), pageSet);
    expect(await storeB.get('/de/ringe', pageGet)).not.toBeNull();

    await afterThisMillisecond();
    await storeA.revalidateTag(['list-rings'], { expire: 0 });
    expect(one.revalidated).toEqual(['list-rings']);
    expect(await storeB.get('/de/ringe', pageGet)).toBeNull();
    expect(await storeB.get('/de/ketten', pageGet)).not.toBeNull();

    await storeB.set('/de/ringe', page('story-2,list-rings'), pageSet);
    expect(await storeA.get('/de/ringe', pageGet)).not.toBeNull();
  });

  it('expires cached content reads by the tags the read asks with', async () => {
    const storeA = redisPageCache(a, memoryStore().store);
    const storeB = redisPageCache(b, memoryStore().store);
    const read = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"links":{}}', status: 200, url: '' },
      revalidate: 31_536_000,
    } as unknown as CacheValue;
    const get = {
      kind: 'FETCH',
      tags: ['links-de'],
      softTags: ['_N_T_/layout'],
    } as unknown as CacheGetContext;
    await storeA.set('read-1', read, { fetchCache: true, tags: ['links-de'] } as CacheSetContext);
    expect((await storeB.get('read-1', get))?.value).toEqual(read);
    await afterThisMillisecond();
    await storeA.revalidateTag('links-de', { expire: 0 });
    expect(await storeB.get('read-1', get)).toBeNull();
  });

  it('serves the page of a tag marked stale, and tells Next it is stale', async () => {
    const storeA = redisPageCache(a, memoryStore().store);
    const storeB = redisPageCache(b, memoryStore().store);
    await storeA.set('/de/uhren', page('story-stale'), pageSet);
    await afterThisMillisecond();
    await storeA.revalidateTag('story-stale', {});
    const entry = await storeB.get('/de/uhren', pageGet);
    expect(entry).not.toBeNull();
    expect(areTagsStale(['story-stale'], entry!.lastModified)).toBe(true);
  });

  it('announces a revalidation to the other processes, not to itself', async () => {
    const before = { ...heard };
    await redisPageCache(a, memoryStore().store).revalidateTag('story-4', { expire: 0 });
    await until(() => heard.b === before.b + 1);
    expect(heard.a).toBe(before.a);
  });

  it('sends the first pages of a process just started to Redis too', async () => {
    const fresh = connectPageCache({
      url: redis.url,
      buildId: 'build-1',
      onRevalidated: quiet,
      log: quiet,
    });
    try {
      const own = memoryStore();
      await redisPageCache(fresh, own.store).set('/de/juwelier-finden', page('story-7'), pageSet);
      expect(own.entries.size).toBe(0);
      expect(
        await redisPageCache(b, memoryStore().store).get('/de/juwelier-finden', pageGet),
      ).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('keeps the pages of another build apart', async () => {
    const next = connectPageCache({
      url: redis.url,
      buildId: 'build-2',
      onRevalidated: quiet,
      log: quiet,
    });
    try {
      await until(() => next.client.isReady);
      await redisPageCache(a, memoryStore().store).set('/de/schmuck', page('story-5'), pageSet);
      expect(
        await redisPageCache(next, memoryStore().store).get('/de/schmuck', pageGet),
      ).toBeNull();
    } finally {
      await next.close();
    }
  });
});

describe('without Redis', () => {
  it("uses the process's own cache, logs the outage once, and stores its revalidations when Redis returns", async () => {
    const port = await freePort();
    const logged: string[] = [];
    const away = connectPageCache({
      url: `redis://127.0.0.1:${port}`,
      buildId: 'build-1',
      onRevalidated: quiet,
      log: (message) => logged.push(message),
    });
    let later: TestRedis | undefined;
    try {
      const own = memoryStore();
      const store = redisPageCache(away, own.store);
      const value = page('story-6');
      await store.set('/de/kontakt', value, pageSet);
      expect((await store.get('/de/kontakt', pageGet))?.value).toBe(value);
      await store.revalidateTag('story-6', { expire: 0 });
      expect(own.revalidated).toEqual(['story-6']);
      await until(() => logged.length > 0);
      await store.revalidateTag('story-6', { expire: 0 });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain("this process's own cache");

      later = await startRedisServer(port);
      await until(() => logged.length === 2, 15_000);
      expect(logged[1]).toContain('available again');
      const reader = connectPageCache({
        url: later.url,
        buildId: 'build-1',
        onRevalidated: quiet,
        log: quiet,
      });
      try {
        await until(() => reader.client.isReady);
        await until(
          async () => !!(await reader.client.hGet('maison:page-cache:tags:expired', 'story-6')),
        );
      } finally {
        await reader.close();
      }
    } finally {
      await away.close();
      await later?.stop();
    }
  }, 30_000);
});
