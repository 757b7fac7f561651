import { createApiClient } from '@maison/api/client';
import type { InferRequestType, InferResponseType } from '@maison/api/web-client';

const searchRoute = () => createApiClient().api.v1.search.index;
type SearchRoute = ReturnType<typeof searchRoute>['$get'];
export type SearchQuery = InferRequestType<SearchRoute>['query'];
export type SearchResult = InferResponseType<SearchRoute, 200>;
export type SearchHit = SearchResult['hits'][number];

/** The results page's search, on the server through the API (the same index as the box). */
export async function searchSite(query: SearchQuery): Promise<SearchResult> {
  const res = await searchRoute().$get({ query });
  if (!res.ok) throw new Error(`Search answered ${res.status}`);
  return (await res.json()) as SearchResult;
}
