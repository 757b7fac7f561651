/**
 * Site search: hits, suggestions and the global search filters (000 §3, 001 §3, 001 §7,
 * 001 §9). The input's 300 ms debounce is SEARCH_DEBOUNCE_MS in site.ts.
 */

/** 001 §7, 001 §9: the full search asks for 80 hits per page; we answer at most that many. */
export const SEARCH_HITS_PER_PAGE = 80;
export const SEARCH_HITS_PER_PAGE_MAX = 80;
/** 001 §7, 001 §9: search-as-you-type shows the top 5 hits. */
export const SEARCH_SUGGESTIONS = 5;

/** Ours (issue 16): longer queries are cut to this many characters, never refused. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Issue 16: typo tolerance (one edit) only for Latin words of at least this many letters. */
export const SEARCH_TYPO_MIN_LENGTH = 5;

/** 001 §3: the kinds of search hit. */
export const SEARCH_HIT_TYPES = ['product', 'page', 'jeweler'] as const;
/** 000 §3: global search filter `metalColor`: GG yellow gold, WG white gold. */
export const SEARCH_METAL_COLORS = ['GG', 'WG'] as const;
/** 000 §3: global search filter `productType`. */
export const SEARCH_PRODUCT_TYPES = [
  'ring',
  'necklace',
  'earrings',
  'bracelet',
  'ronde',
  'amulet',
] as const;

/** Ours (issue 16): suggestions are asked for from this many characters on. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
