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
import type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import {
  decodeEntry,
  encodeEntry,
  tagsOf,
  type PageCacheStore,
  type TagDurations,
} from './cache-entry';

const PREFIX = 'maison:page-cache:';
/** When each tag was revalidated: a hash of tag → time in ms, as Next's own tags manifest. */
const EXPIRED = `${PREFIX}tags:expired`;
const STALE = `${PREFIX}tags:stale`;
/** Every revalidation is announced here, so that each process refreshes its page paths. */
const REVALIDATED = `${PREFIX}revalidated`;

/** When tags were revalidated (ms), as Next's tags manifest keeps them: stale, and expired. */
type TagTimes = [tag: string, times: TagManifestEntry][];

/**
 * The times a revalidation gives its tags, as Next's file-system cache sets them: with
 * durations (`revalidateTag(tag, profile)`) stale now and expired after `expire` seconds,
 * without them expired now.
 */
function revalidationTimes(tags: string[], durations: TagDurations, now: number): TagTimes {
  return tags.map((tag) => {
    if (!durations) return [tag, { expired: now }];
    const times: TagManifestEntry = { stale: now };
    if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
    return [tag, times];
  });
}

/** Writes tag times into this process's tags manifest, where Next and its file-system cache read them. */
function applyLocally(times: TagTimes): void {
  for (const [tag, entry] of times) tagsManifest.set(tag, { ...tagsManifest.get(tag), ...entry });
}

/** One process's link to Redis, shared by the handler instances Next makes per request. */
export interface PageCacheConnection {
  client: RedisClient;
  /** Entries of one build stay apart from another's: a build's pages name its own chunks. */
  buildId: string;
  /**
   * Whether Redis takes commands now. Right after the process started, this waits for the
   * first connection attempt (at most its timeout), so that the first pages go to Redis too.
   */
  available(): Promise<boolean>;
  /** Reports a failed command; logs only the first of an outage. */
  failed(err: unknown): void;
  /**
   * Stores tag revalidation times for every process and announces them. Times that cannot be
   * stored now are kept and stored when Redis is back, so that a publish made during an outage
   * still expires the pages cached before it.
   */
  announce(times: TagTimes): Promise<void>;
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

interface Announcement {
  origin: string;
  times: TagTimes;
}

/**
 * Connects to Redis in the background and listens for the revalidations the other processes
 * announce: each goes into this process's tags manifest (its own cache, used while Redis is
 * away, stays right), and `onRevalidated` is called. Commands fail at once while Redis is away
 * (no queue), so that pages come from the process's own cache meanwhile.
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
  const unsent = new Map<string, TagManifestEntry>();
  let down = false;
  const failed = (err: unknown) => {
    if (!down) {
      const reason = err instanceof Error ? err.message : String(err);
      log(
        `Redis unavailable (${reason}): pages come from this process's own cache until it returns`,
      );
    }
    down = true;
  };

  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', resolve);
    setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref();
  });
  let attempted = false;
  void firstAttempt.then(() => (attempted = true));

  async function store(times: TagTimes): Promise<void> {
    const batch = client.multi();
    for (const [tag, { stale, expired }] of times) {
      if (stale !== undefined) batch.hSet(STALE, tag, stale);
      if (expired !== undefined) batch.hSet(EXPIRED, tag, expired);
    }
    batch.publish(REVALIDATED, JSON.stringify({ origin, times } satisfies Announcement));
    await batch.exec();
  }

  async function announce(times: TagTimes): Promise<void> {
    if (!attempted) await firstAttempt;
    try {
      await store(times);
    } catch (err) {
      failed(err);
      for (const [tag, entry] of times) unsent.set(tag, { ...unsent.get(tag), ...entry });
    }
  }

  client.on('error', failed);
  client.on('ready', () => {
    if (down) log('Redis available again: pages come from the shared cache');
    down = false;
    if (unsent.size === 0) return;
    const times = [...unsent];
    unsent.clear();
    void announce(times);
  });
  listener.on('error', () => undefined);
  client.connect().catch(failed);
  listener.connect().catch(() => undefined);
  listener
    .subscribe(REVALIDATED, (message) => {
      const announcement = JSON.parse(message) as Announcement;
      if (announcement.origin === origin) return;
      applyLocally(announcement.times);
      options.onRevalidated();
    })
    .catch(() => undefined);
  return {
    client,
    buildId: options.buildId,
    async available() {
      if (!attempted) await firstAttempt;
      return client.isReady;
    },
    failed,
    announce,
    async close() {
      client.destroy();
      listener.destroy();
    },
  };
}

/** Copies the shared revalidation times of `tags` into this process's tags manifest. */
async function learnTags(client: RedisClient, tags: string[]): Promise<void> {
  const [expired, stale] = await Promise.all([
    client.hmGet(EXPIRED, tags),
    client.hmGet(STALE, tags),
  ]);
  applyLocally(
    tags.map((tag, i): TagTimes[number] => [
      tag,
      {
        ...(stale[i] ? { stale: Number(stale[i]) } : {}),
        ...(expired[i] ? { expired: Number(expired[i]) } : {}),
      },
    ]),
  );
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
      if (!(await connection.available())) return fallback.get(key, ctx);
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
      if (!(await connection.available())) return fallback.set(key, data, ctx);
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
      // This process's manifest at once: Next and the fallback read it.
      await fallback.revalidateTag(list, durations);
      if (list.length > 0)
        await connection.announce(revalidationTimes(list, durations, Date.now()));
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
