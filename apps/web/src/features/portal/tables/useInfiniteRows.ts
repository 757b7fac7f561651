'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import {
  TABLE_INFINITE_SCROLL_DELAY_MS,
  TABLE_INFINITE_SCROLL_THRESHOLD_PX,
} from '@maison/domain/constants';
import type { TableId } from '@maison/domain/portal/tables';
import { nextQuery, type PortalRow } from '../api';
import { listRows, rowsKey } from './queries';

/**
 * 002 §4: a table's rows page by page, each next page from the answer's `next` link. A failing
 * next page is ignored (the scroll simply stops growing); the first page's failure is shown.
 */
function useTableRows(tableId: TableId, query: URLSearchParams | null) {
  const queryString = query?.toString() ?? '';
  const answer = useInfiniteQuery({
    queryKey: rowsKey(tableId, queryString),
    enabled: query !== null,
    initialPageParam: query ?? new URLSearchParams(),
    queryFn: ({ pageParam }) => listRows(tableId, pageParam),
    getNextPageParam: (last) => (last.next ? (nextQuery(last.next) ?? undefined) : undefined),
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

/**
 * 002 §4: the rows of a table with infinite scroll in `scroller`. 100 ms after a scroll (and
 * after rows arrive, so that a page not filling the view asks for the next), more rows load
 * when the bottom is within 50 px; a new query starts at the top again. The rows themselves
 * are virtualised by the body (useVirtualRows).
 */
export function useInfiniteRows(
  tableId: TableId,
  query: URLSearchParams | null,
  scroller: RefObject<HTMLElement | null>,
) {
  const data = useTableRows(tableId, query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, queryString } = data;

  // The timer below reads the paging state when it fires, not when it was set.
  const paging = useRef({ hasNext: false, fetching: false, fetchNext: fetchNextPage });
  useEffect(() => {
    paging.current = {
      hasNext: hasNextPage,
      fetching: isFetchingNextPage,
      fetchNext: fetchNextPage,
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The geometry is read when the timer fires, not on every scroll event (a read there forces
  // a layout).
  const onScroll = useCallback(() => {
    if (loadTimer.current !== undefined) return;
    loadTimer.current = setTimeout(() => {
      loadTimer.current = undefined;
      const el = scroller.current;
      const nearBottom =
        !!el &&
        el.scrollHeight - el.scrollTop - el.clientHeight <= TABLE_INFINITE_SCROLL_THRESHOLD_PX;
      const { hasNext, fetching, fetchNext } = paging.current;
      // Paging failures are silently ignored (002 §4): the list just stops growing.
      if (nearBottom && hasNext && !fetching) void fetchNext().catch(() => undefined);
    }, TABLE_INFINITE_SCROLL_DELAY_MS);
  }, [scroller]);
  useEffect(() => () => clearTimeout(loadTimer.current), []);

  const loaded = data.rows.length;
  useEffect(() => {
    if (loaded) onScroll();
  }, [loaded, onScroll]);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [queryString, scroller]);

  return { ...data, onScroll };
}
