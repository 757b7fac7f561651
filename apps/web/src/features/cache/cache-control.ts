import { PAGE_S_MAXAGE_S, PAGE_STALE_WHILE_REVALIDATE_S } from '@maison/domain/constants';

/** What shared caches may do with a page Next served from its cache (decision 0023). */
export const CACHED_PAGE_CACHE_CONTROL = `public, s-maxage=${PAGE_S_MAXAGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`;

/**
 * The Cache-Control the server sends for the one Next chose: Next marks a page from its cache
 * with `s-maxage=<its revalidate time>` (a year for pages kept until a publish), which would let
 * a CDN keep a page long after a publish changed it. Everything else passes unchanged.
 */
export function publicCacheControl(value: string): string {
  return /^s-maxage=/.test(value.trim()) ? CACHED_PAGE_CACHE_CONTROL : value;
}
