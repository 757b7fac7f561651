import { SEARCH_HITS_PER_PAGE, SEARCH_HITS_PER_PAGE_MAX } from '@maison/domain/constants';
import { clampQuery } from '@maison/domain/search/tokenize';
import type {
  SearchFilters,
  SearchParams,
  SearchRecord,
  SearchResponse,
  Suggestion,
} from './types';

/** What both implementations do alike with a request: cut the query, clamp the paging. */
export function normalizeParams(params: SearchParams) {
  const hitsPerPage = Math.min(
    Math.max(Math.trunc(params.hitsPerPage ?? SEARCH_HITS_PER_PAGE), 1),
    SEARCH_HITS_PER_PAGE_MAX,
  );
  const page = Math.max(Math.trunc(params.page ?? 0), 0);
  return { query: clampQuery(params.query), page, hitsPerPage, filters: params.filters ?? {} };
}

/** Whether a record passes the filters; `withType: false` leaves the type filter out (facets). */
export function matchesFilters(
  record: SearchRecord,
  filters: SearchFilters,
  { withType = true } = {},
): boolean {
  if (withType && filters.type && record.type !== filters.type) return false;
  if (filters.metalColor && !record.metalColor.includes(filters.metalColor)) return false;
  if (filters.isLimited !== undefined && record.isLimited !== filters.isLimited) return false;
  if (filters.productType && record.productType !== filters.productType) return false;
  return true;
}

/** The answer to an empty query: no hits (the results page shows its no-query notice). */
export function emptyResponse(query: string, page: number, hitsPerPage: number): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page,
    nbPages: 0,
    hitsPerPage,
    query,
    processingTimeMS: 0,
    facets: { type: {} },
  };
}

type Suggestible = Pick<SearchRecord, 'objectID' | 'name' | 'pageTitle' | 'full_slug' | 'type'>;

export function suggestionOf(record: Suggestible): Suggestion {
  return {
    objectID: record.objectID,
    name: record.name ?? record.pageTitle ?? '',
    full_slug: record.full_slug,
    type: record.type,
  };
}
