'use client';

import { useQuery, type InfiniteData } from '@tanstack/react-query';
import type { TableId } from '@maison/domain/portal/tables';
import { fetchJson, type Aggregate, type Page, type PortalRow } from '../api';

/** Ours: rows per request (docs/portal.md allows up to 200; 100 keeps a page quick). */
export const TABLE_PAGE_SIZE = 100;

export const rowsKey = (tableId: TableId, query: string) =>
  ['portal', 'rows', tableId, query] as const;
export const aggregatesKey = (tableId: TableId, query: string) =>
  ['portal', 'aggregates', tableId, query] as const;

export type RowPages = InfiniteData<Page<PortalRow>, string>;

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
