import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';

/** What Next asks a cache handler (Next 16's `cacheHandler` interface). */
export type CacheGetContext = Parameters<CacheHandler['get']>[1];
export type CacheSetContext = Parameters<CacheHandler['set']>[2];
export type CacheValue = Parameters<CacheHandler['set']>[1];
export type TagDurations = Parameters<CacheHandler['revalidateTag']>[1];
export type { CacheHandlerValue };

/** The cache handler's three methods, whichever store is behind them. */
export interface PageCacheStore {
  get(key: string, ctx: CacheGetContext): Promise<CacheHandlerValue | null>;
  set(key: string, data: CacheValue, ctx: CacheSetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void>;
}

/** Next's header with the tags of a page or route entry (its own and the implicit path tags). */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags whose revalidation expires an entry, as Next's file-system cache reads them: a page's
 * or route's from its tags header, a cached read's (unstable_cache, fetch) from the request.
 */
export function tagsOf(value: CacheHandlerValue['value'], ctx: CacheGetContext): string[] {
  if (value && 'headers' in value) {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === 'string' && header ? header.split(',') : [];
  }
  return 'tags' in ctx || 'softTags' in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
}

const BYTES = '$bytes';
const MAP = '$map';

/**
 * An entry as text: pages carry their RSC payload and segments as Buffers in a Map, which JSON
 * alone would turn into number arrays and `{}`.
 */
export function encodeEntry(entry: CacheHandlerValue): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    // The raw value: JSON.stringify has already applied Buffer's toJSON to `value`.
    const raw = this[key];
    if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...(raw as Map<unknown, unknown>)] };
    return value;
  });
}

export function decodeEntry(text: string): CacheHandlerValue {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object') {
      if (BYTES in value) return Buffer.from((value as { [BYTES]: string })[BYTES], 'base64');
      if (MAP in value) return new Map((value as { [MAP]: [unknown, unknown][] })[MAP]);
    }
    return value;
  }) as CacheHandlerValue;
}
