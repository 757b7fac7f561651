'use client';

import { functionalUpdate, type SortingState, type Updater } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import type { Locale } from '@maison/domain/constants';
import type { SortedBy } from '@maison/domain/portal/tables';
import type { ColumnSpec } from './definitions';
import type { TableConfigState } from './useTableConfig';

/** Which column shows the sort, given the order_by field the config holds. */
export function sortingOf(
  specs: readonly ColumnSpec[],
  sortedBy: SortedBy,
  locale: Locale,
): SortingState {
  const spec = specs.find((s) => s.sort?.(locale).includes(sortedBy.columnId));
  return spec ? [{ id: spec.id, desc: sortedBy.direction === 'desc' }] : [];
}

/**
 * 002 §2, §3: the table sorts on the server by one column. TanStack's sort state is read from
 * the config's sortedBy (an order_by field); a header click saves the column's first order_by
 * field in the locale (description_de before description_en in German).
 */
export function useServerSorting(
  specs: readonly ColumnSpec[],
  sortedBy: SortedBy,
  locale: Locale,
  update: TableConfigState['update'],
) {
  const sorting = useMemo(() => sortingOf(specs, sortedBy, locale), [specs, sortedBy, locale]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      const spec = next && specs.find((s) => s.id === next.id);
      const field = spec?.sort?.(locale)[0];
      update((current) => ({
        ...current,
        sortedBy: field && next ? { columnId: field, direction: next.desc ? 'desc' : 'asc' } : null,
      }));
    },
    [update, sorting, specs, locale],
  );
  return { sorting, onSortingChange };
}
