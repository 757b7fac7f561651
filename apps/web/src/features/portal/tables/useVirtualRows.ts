'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { Item } from './items';

/** Row heights: compact, so that 20+ rows fit a laptop screen (LOOK.md). */
export const ROW_HEIGHT = 32;
export const GROUP_ROW_HEIGHT = 30;
/** A detail panel's first guess; the rendered panel is measured. */
export const DETAIL_ESTIMATE = 150;
const OVERSCAN = 8;

/** The key of a body line: stable across pages and group-by changes. */
export function itemKey(item: Item): string {
  return item.kind === 'group' ? `group:${item.key}` : `${item.kind}:${item.row.id}`;
}

export function itemHeight(item: Item | undefined): number {
  return item?.kind === 'detail'
    ? DETAIL_ESTIMATE
    : item?.kind === 'group'
      ? GROUP_ROW_HEIGHT
      : ROW_HEIGHT;
}

/**
 * The virtualised lines of the body (TanStack Virtual, 002 §4): only those in view of
 * `scroller` (and a few more) are rendered. The component calling it re-renders on scroll by
 * itself; the table around it does not.
 */
export function useVirtualRows(items: readonly Item[], scroller: RefObject<HTMLElement | null>) {
  return useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => itemHeight(items[index]),
    getItemKey: (index) => itemKey(items[index]!),
    overscan: OVERSCAN,
  });
}
