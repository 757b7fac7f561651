import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  areTagsExpired,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { createClient } from 'redis';
import {
  PAGE_CACHE_ENTRY_TTL_S,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
  REDIS_RECONNECT_MAX_MS,
  REDIS_RECONNECT_STEP_MS,
} from '@maison/domain/constants';
import { countPublish } from '../content/publish-count';
import { decodeEntry, encodeEntry, tagsOf, type PageCacheStore } from './cache-entry';

const PREFIX = 'maison:page-cache:';
/** When each tag was revalidated: a hash of tag → time in ms, as Next's own tags manifest. */
const EXPIRED = `${PREFIX}tags:expired`;
const STALE = `${PREFIX}tags:stale`;
/** Every revalidation is announced here, so that each process refreshes its page paths. */
const REVALIDATED = `${PREFIX}revalidated`;

/** One process's link to Redis, shared by the handler instances Next makes per request. */
export interface PageCacheConnection {
  client: RedisClient;
  /** Entries of one build stay apart from another's: a build's pages name its own chunks. */
  buildId: string;
  /** This process, so that it skips its own announcements. */
  origin: string;
  /** Reports a failed command; logs only the first of an outage. */
  failed(err: unknown): void;
  close(): Promise<void>;
}

const reconnectStrategy = (retries: number) =>
  Math.min((retries + 1) * REDIS_RECONNECT_STEP_MS, REDIS_RECONNECT_MAX_MS);

/** A client whose commands fail at once, not queued, while Redis is away. */
const commandClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy },
  });
type RedisClient = ReturnType<typeof commandClient>;

/**
 * Connects to Redis in the background and listens for revalidations announced by the other
 * processes, calling `onRevalidated` for each. Commands fail at once while Redis is away (no
 * queue), so that pages come from the process's own cache meanwhile.
 */
export function connectPageCache(options: {
  url: string;
  buildId: string;
  onRevalidated: () => void;
  log?: (message: string) => void;
}): PageCacheConnection {
  const log = options.log ?? ((message: string) => console.warn(`[cache] ${message}`));
  const origin = randomUUID();
  const client = commandClient(options.url);
  // Queues its SUBSCRIBE until connected, and subscribes again after every reconnect.
  const listener = createClient({
    url: options.url,
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy },
  });
  let down = false;
  const failed = (err: unknown) => {
    if (!down) {
      log(
        `Redis unavailable (${err instanceof Error ? err.message : String(err)}): pages come from this process's own cache until it returns`,
      );
    }
    down = true;
  };
  client.on('error', failed);
  client.on('ready', () => {
    if (down) log('Redis available again: pages come from the shared cache');
    down = false;
  });
  listener.on('error', () => undefined);
  client.connect().catch(failed);
  listener.connect().catch(() => undefined);
  listener
    .subscribe(REVALIDATED, (message) => {
      if (message !== origin) options.onRevalidated();
    })
    .catch(() => undefined);
  return {
    client,
    buildId: options.buildId,
    origin,
    failed,
    async close() {
      client.destroy();
      listener.destroy();
    },
  };
}

/** Copies the shared revalidation times of `tags` into Next's tags manifest of this process. */
async function learnTags(client: RedisClient, tags: string[]): Promise<void> {
  const [expired, stale] = await Promise.all([
    client.hmGet(EXPIRED, tags),
    client.hmGet(STALE, tags),
  ]);
  tags.forEach((tag, i) => {
    const known = tagsManifest.get(tag) ?? {};
    tagsManifest.set(tag, {
      stale: stale[i] ? Number(stale[i]) : known.stale,
      expired: expired[i] ? Number(expired[i]) : known.expired,
    });
  });
}

/**
 * The page cache in Redis (REDIS_URL): entries with their lifetime, and the times tags were
 * revalidated, shared by every web process, so a publish through one reaches them all. It
 * behaves as Next's file-system cache does: an entry with an expired tag is a miss (the page
 * renders again), a stale one is served while Next renders it again. Copying the shared tag
 * times into Next's own tags manifest lets Next judge staleness exactly as it does there.
 * While Redis is away every call goes to `fallback`, the process's own file-system cache.
 */
export function redisPageCache(
  connection: PageCacheConnection,
  fallback: PageCacheStore,
): PageCacheStore {
  const { client } = connection;
  const entryKey = (key: string) => `${PREFIX}${connection.buildId}:${key}`;
  return {
    async get(key, ctx) {
      if (!client.isReady) return fallback.get(key, ctx);
      try {
        const text = await client.get(entryKey(key));
        if (text === null) return null;
        const entry = decodeEntry(text);
        const tags = tagsOf(entry.value, ctx);
        if (tags.length === 0) return entry;
        await learnTags(client, tags);
        return areTagsExpired(tags, entry.lastModified) ? null : entry;
      } catch (err) {
        connection.failed(err);
        return fallback.get(key, ctx);
      }
    },

    async set(key, data, ctx) {
      if (!client.isReady) return fallback.set(key, data, ctx);
      if (!data) return;
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      try {
        await client.set(
          entryKey(key),
          encodeEntry({ lastModified: Date.now(), cacheControl, value: data }),
          {
            expiration: { type: 'EX', value: PAGE_CACHE_ENTRY_TTL_S },
          },
        );
      } catch (err) {
        connection.failed(err);
        await fallback.set(key, data, ctx);
      }
    },

    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      // The process's own manifest first: Next and the fallback read it.
      await fallback.revalidateTag(list, durations);
      if (list.length === 0) return;
      const now = Date.now();
      const batch = client.multi();
      for (const tag of list) {
        if (!durations) batch.hSet(EXPIRED, tag, now);
        else {
          batch.hSet(STALE, tag, now);
          if (durations.expire !== undefined)
            batch.hSet(EXPIRED, tag, now + durations.expire * 1000);
        }
      }
      batch.publish(REVALIDATED, connection.origin);
      try {
        await batch.exec();
      } catch (err) {
        connection.failed(err);
      }
    },
  };
}

const CONNECTION = Symbol.for('maison.web.pageCacheConnection');
const holder = globalThis as { [CONNECTION]?: PageCacheConnection };

/**
 * The page cache of this process with REDIS_URL set (cache-handler.mjs): Redis, made on first
 * use; a revalidation announced by another process counts as a publish here, so the proxy
 * routes a page published through it at once (publish-count.ts).
 */
export function sharedPageCache(options: {
  url: string;
  serverDistDir: string;
  fallback: PageCacheStore;
}): PageCacheStore {
  holder[CONNECTION] ??= connectPageCache({
    url: options.url,
    buildId: readFileSync(join(options.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim(),
    onRevalidated: countPublish,
  });
  return redisPageCache(holder[CONNECTION], options.fallback);
}
