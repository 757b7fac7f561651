/** Content: the content service (Storyblok CDA v2) and the pages it serves. */

/** 000 §9, 001 §9: content pages are fetched 100 per page. */
export const CONTENT_PAGE_SIZE = 100;

/**
 * 000 §7, 001 §7: the content service answers Storyblok's Content Delivery API v2; its paging
 * is Storyblok's (default 25, at most 100 per page; larger values are clamped, see
 * docs/decisions/0004-content-service.md). Datasource entries page up to 1000.
 */
export const CMS_PER_PAGE_DEFAULT = 25;
export const CMS_PER_PAGE_MAX = 100;
export const CMS_DATASOURCE_PER_PAGE_MAX = 1000;
/** Storyblok resolves at most 50 related stories per request (resolve_relations). */
export const CMS_RELATIONS_MAX = 50;
/** The Next cache tag of everything rendered from content; a publish revalidates it. */
export const CMS_CACHE_TAG = 'cms';
/** Assets are addressed by id and file name and never change in place: cache for a year. */
export const CMS_ASSET_MAX_AGE_S = 31_536_000;

/**
 * Ours, not the spec's: how long the proxy trusts its list of content paths before it asks the
 * content service again (in the background: visitors get the previous list meanwhile). A story
 * published through another process may answer 404 for about this long; one published through
 * this process is routed at once (publish-count.ts).
 */
export const KNOWN_PATHS_TTL_MS = 30_000;

/**
 * Ours (issue 15, decision 0023): how long a shared cache (CDN, proxy) may serve a cached content
 * page before it asks again, and how long after that it may still serve the stale copy while it
 * does. Short, so that a publish reaches visitors in seconds; the server answers such a request
 * from its own page cache.
 */
export const PAGE_S_MAXAGE_S = 2;
export const PAGE_STALE_WHILE_REVALIDATE_S = 60;

/**
 * Ours (issue 15, decision 0043): how long the web server keeps a public page as it sent it, to
 * answer a burst of visitors without asking Next again. A publish in the same process drops the
 * copies at once; another process behind the same load balancer serves its copy at most this long
 * after a publish. Below PAGE_S_MAXAGE_S, which already lets shared caches keep a page longer.
 */
export const PAGE_MICRO_CACHE_TTL_MS = 1_000;
/**
 * Ours (decision 0043): while one request asks Next for a fresh copy, the others get the expired
 * one for at most this much longer, instead of all asking Next at once (a CDN's
 * stale-while-revalidate). TTL plus this stays below the 2 s in which a publish shows (issue 15).
 */
export const PAGE_MICRO_CACHE_STALE_MS = 500;
/**
 * Ours (decision 0043): a request that finds no copy waits at most this long for the answer Next
 * is already writing for the same page, then asks Next itself; nginx's default for the same
 * lock. A cold page renders in about 4 s on the 2-core machine, and Next collapses a second
 * request for a page it is rendering anyway.
 */
export const PAGE_MICRO_CACHE_WAIT_MS = 5_000;
/**
 * Ours (decision 0043): a copy asked for again within its TTL is encoded with brotli at this
 * quality for clients that accept it (about a fifth smaller than Next's gzip); once per page and
 * version, in the thread pool.
 */
export const PAGE_MICRO_CACHE_BROTLI_QUALITY = 11;
/**
 * Ours (decision 0045): every answer of Next's goes out with brotli at this quality to clients
 * that accept it, compressed as it streams: about 2 ms for the German home page's 94 KB and
 * 13 % smaller than gzip (15.3 against 17.5 KB); quality 11 takes about 95 ms, hence only for the
 * micro-cache's hot copies above.
 */
export const RESPONSE_BROTLI_QUALITY = 5;
/** Ours (decision 0043): the memory those copies may take together, and one copy at most. */
export const PAGE_MICRO_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const PAGE_MICRO_CACHE_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Ours (decision 0043): robots.txt changes only with a release; browsers and CDNs keep it an hour. */
export const ROBOTS_S_MAXAGE_S = 3_600;
