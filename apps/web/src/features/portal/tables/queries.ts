'use client';

import { useQuery, type InfiniteData } from '@tanstack/react-query';
import { api, send } from '@maison/api/web-client';
import type { TableId } from '@maison/domain/portal/tables';
import { dataOf, queryRecord, type RowPage } from '../api';

/** Ours: rows per request (docs/portal.md allows up to 200; 100 keeps a page quick). */
export const TABLE_PAGE_SIZE = 100;

export const rowsKey = (tableId: TableId, query: string) =>
  ['portal', 'rows', tableId, query] as const;
const aggregatesKey = (tableId: TableId, query: string) =>
  ['portal', 'aggregates', tableId, query] as const;

export type RowPages = InfiniteData<RowPage, URLSearchParams>;

const v1 = api.api.v1;

/** One page of a table's rows (docs/portal.md: each table its list route). */
export function listRows(tableId: TableId, params: URLSearchParams): Promise<RowPage> {
  const query = { query: queryRecord(params) };
  switch (tableId) {
    case 'stock':
      return dataOf(send(v1.inventory.current.index.$get(query)));
    case 'sellIn':
      return dataOf(send(v1.inventory['sell-in'].index.$get(query)));
    case 'sellOut':
      return dataOf(send(v1.inventory['sell-out'].index.$get(query)));
    case 'archived':
      return dataOf(send(v1.inventory.archive.index.$get(query)));
    case 'openOrders':
      return dataOf(send(v1['open-orders'].index.$get(query)));
  }
}

/** The totals query: the table's filters without paging and sort, plus the metrics asked. */
function aggregatesQuery(tableId: TableId, query: URLSearchParams): URLSearchParams {
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

function listAggregates(tableId: TableId, params: URLSearchParams) {
  const query = { query: queryRecord(params) };
  return tableId === 'openOrders'
    ? dataOf(send(v1['open-orders'].aggregates.index.$get(query)))
    : dataOf(send(v1.inventory.aggregates.index.$get(query)));
}

/** 002 §2: the totals footer (count and values per currency). */
export function useTableTotals(tableId: TableId, query: URLSearchParams | null) {
  const params = query ? aggregatesQuery(tableId, query) : null;
  return useQuery({
    queryKey: aggregatesKey(tableId, params?.toString() ?? ''),
    enabled: params !== null,
    queryFn: () =>
      listAggregates(tableId, params ?? new URLSearchParams()).then((a) => a.aggregates ?? []),
    staleTime: 60_000,
  });
}
