'use client';

import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TABLE_ENDPOINTS, type TableId } from '@maison/domain/portal/tables';
import { API_BASE } from '@/features/account/api';
import { apiPathOf, fetchJson, type Aggregate, type Page, type PortalRow } from '../api';

/** Ours: rows per request (docs/portal.md allows up to 200; 100 keeps a page quick). */
export const TABLE_PAGE_SIZE = 100;

export const rowsKey = (tableId: TableId, query: string) =>
  ['portal', 'rows', tableId, query] as const;
export const aggregatesKey = (tableId: TableId, query: string) =>
  ['portal', 'aggregates', tableId, query] as const;

const listPath = (tableId: TableId) => TABLE_ENDPOINTS[tableId].slice(API_BASE.length);

export type RowPages = InfiniteData<Page<PortalRow>, string>;

/**
 * 002 §4: a table's rows page by page, each next page from the answer's `next` link. A failing
 * next page is ignored (the scroll simply stops growing); the first page's failure is shown.
 */
export function useTableRows(tableId: TableId, query: URLSearchParams | null) {
  const queryString = query?.toString() ?? '';
  const answer = useInfiniteQuery({
    queryKey: rowsKey(tableId, queryString),
    enabled: query !== null,
    initialPageParam: `${listPath(tableId)}?${queryString}`,
    queryFn: ({ pageParam }) => fetchJson<Page<PortalRow>>(pageParam),
    getNextPageParam: (last) => (last.next ? (apiPathOf(last.next) ?? undefined) : undefined),
    staleTime: 60_000,
  });
  const pages = answer.data?.pages;
  // Offset paging can repeat a row when rows left the list meanwhile: each id shows once.
  const rows = useMemo(() => {
    const seen = new Set<number>();
    const out: PortalRow[] = [];
    for (const page of pages ?? []) {
      for (const row of page.results) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        out.push(row);
      }
    }
    return out;
  }, [pages]);
  return {
    rows,
    count: pages?.[0]?.count ?? null,
    isLoading: answer.isPending && query !== null,
    isError: answer.isError && !answer.isFetchNextPageError,
    hasNextPage: answer.hasNextPage,
    isFetchingNextPage: answer.isFetchingNextPage,
    fetchNextPage: answer.fetchNextPage,
    refetch: answer.refetch,
    queryString,
  };
}

/** The totals query: the table's filters without paging and sort, plus the metrics asked. */
export function aggregatesQuery(tableId: TableId, query: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(query);
  params.delete('order_by');
  params.delete('page_size');
  params.delete('page');
  if (tableId !== 'openOrders') params.set('table', tableId);
  params.set('aggregate_by', 'currency');
  params.set(
    'metrics',
    tableId === 'openOrders'
      ? 'count,total_sell_in_value'
      : 'count,total_sell_in_value,total_sell_out_value',
  );
  return params;
}

/** 002 §2: the totals footer (count and values per currency). */
export function useTableTotals(tableId: TableId, query: URLSearchParams | null) {
  const params = query ? aggregatesQuery(tableId, query).toString() : '';
  const path = tableId === 'openOrders' ? '/open-orders/aggregates/' : '/inventory/aggregates/';
  return useQuery({
    queryKey: aggregatesKey(tableId, params),
    enabled: query !== null,
    queryFn: () =>
      fetchJson<{ aggregates: Aggregate[] }>(`${path}?${params}`).then((a) => a.aggregates ?? []),
    staleTime: 60_000,
  });
}
