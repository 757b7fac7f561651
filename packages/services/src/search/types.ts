import type {
  Locale,
  SEARCH_HIT_TYPES,
  SEARCH_METAL_COLORS,
  SEARCH_PRODUCT_TYPES,
} from '@maison/domain/constants';

/**
 * The search port (issue 16): one index per locale over published products, pages and
 * jewelers, answered in Algolia's shapes by both the embedded index (local/) and Algolia
 * (algolia/).
 */

export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];
/** 000 §3: GG yellow gold, WG white gold. */
export type MetalColor = (typeof SEARCH_METAL_COLORS)[number];
export type SearchProductType = (typeof SEARCH_PRODUCT_TYPES)[number];

export interface SearchFilters {
  type?: SearchHitType;
  metalColor?: MetalColor;
  isLimited?: boolean;
  productType?: SearchProductType;
}

/** A content asset as stories carry it (docs/content-model.md, Shared shapes). */
export interface Asset {
  id: number | null;
  filename: string;
  alt: string;
  title: string;
  focus: string;
  name: string;
}

/** One record per story and locale; field names per 001 §3, wire names. */
export interface SearchRecord {
  /** `${uuid}:${locale}` */
  objectID: string;
  uuid: string;
  locale: Locale;
  type: SearchHitType;
  /** The story's public path in this locale (translated), without the locale prefix. */
  full_slug: string;
  /** Product or jeweler name. */
  name?: string;
  /** Product subtitle. */
  name2?: string;
  /** Page title. */
  pageTitle?: string;
  /** '' when there is none. */
  pageSummary: string;
  image_set?: Asset[];
  image?: Asset | null;
  image_main?: Asset | null;
  mpn?: string;
  city?: string;
  country?: string;
  metalColor: MetalColor[];
  isLimited: boolean;
  productType?: SearchProductType;
}

export type HighlightedAttribute = 'name' | 'name2' | 'pageTitle' | 'pageSummary' | 'mpn' | 'city';

/** Values HTML-escaped, matches wrapped in `<em>` (Algolia's form, for both implementations). */
export type HighlightResult = Partial<
  Record<
    HighlightedAttribute,
    { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] }
  >
>;

export type SearchHit = SearchRecord & { _highlightResult: HighlightResult };

export interface SearchParams {
  query: string;
  locale: Locale;
  /** 0-based. */
  page?: number;
  /** SEARCH_HITS_PER_PAGE by default, at most SEARCH_HITS_PER_PAGE_MAX. */
  hitsPerPage?: number;
  filters?: SearchFilters;
}

/** Algolia's response shape. */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
  /** Hits per type for the query and the other filters (the type filter left out). */
  facets: { type: Partial<Record<SearchHitType, number>> };
}

export interface Suggestion {
  objectID: string;
  name: string;
  full_slug: string;
  type: SearchHitType;
}

export interface SearchIndex {
  search(params: SearchParams): Promise<SearchResponse>;
  /** At most SEARCH_SUGGESTIONS. */
  suggest(params: { query: string; locale: Locale }): Promise<Suggestion[]>;
  upsert(records: SearchRecord[]): Promise<void>;
  remove(objectIDs: string[]): Promise<void>;
  /** Full rebuild. */
  replaceAll(records: SearchRecord[]): Promise<void>;
}
