'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@maison/domain/constants';
import type { ActiveFilter, TableConfig } from '@maison/domain/portal/columns';
import { isDateRange, localToday, type DateRange } from '@maison/domain/portal/dates';
import { FILTER_NONE, tableQuery, type FilterId } from '@maison/domain/portal/filters';
import { defaultSort } from '@maison/domain/portal/tables';
import type { TableDefinition } from './definitions';
import { TABLE_PAGE_SIZE } from './queries';
import type { TableConfigState } from './useTableConfig';

const DATE_RANGE_FILTER = 'date_range';

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The active filters with one filter set to a value (none removes it). */
export function withFilter(filters: readonly ActiveFilter[], id: string, value: string) {
  const rest = filters.filter((f) => f.id !== id);
  return value === FILTER_NONE || value === '' ? rest : [...rest, { id, values: [value] }];
}

function filterValue(filters: readonly ActiveFilter[] | undefined, id: string): string | undefined {
  return filters?.find((f) => f.id === id)?.values[0];
}

/**
 * 002 §2, §7: the list query of a table: the chosen stores, the search (debounced 300 ms), the
 * saved filters and date range, and the saved sort (the table's default without one). Null
 * until the config is known or without a store. Filter changes are saved in the config.
 */
export function useTableQuery(
  definition: TableDefinition,
  config: TableConfig | null,
  update: TableConfigState['update'],
  locationIds: readonly number[],
) {
  const tableId = definition.id;
  const [searchInput, setSearch] = useState('');
  const search = useDebounced(searchInput, SEARCH_DEBOUNCE_MS);
  const today = localToday();

  const activeFilters = config?.activeFilters;
  const filterValues = useMemo(() => {
    const values: Partial<Record<FilterId, string>> = {};
    for (const id of definition.filters) {
      const value = filterValue(activeFilters, id);
      if (value) values[id] = value;
    }
    return values;
  }, [activeFilters, definition.filters]);
  const storedRange = filterValue(activeFilters, DATE_RANGE_FILTER);
  const dateRange: DateRange = isDateRange(storedRange) ? storedRange : 'none';
  const savedSort = config?.sortedBy;
  // The default is a new object per call; memoised so the query below keeps its identity.
  const sortedBy = useMemo(() => savedSort ?? defaultSort(tableId), [savedSort, tableId]);

  const ready = config !== null;
  const query = useMemo(() => {
    if (!ready || !locationIds.length) return null;
    return tableQuery(tableId, {
      locations: locationIds,
      search,
      filters: filterValues,
      dateRange,
      sortedBy,
      today,
      pageSize: TABLE_PAGE_SIZE,
    });
  }, [ready, locationIds, tableId, search, filterValues, dateRange, sortedBy, today]);

  const setFilter = useCallback(
    (id: string, value: string) =>
      update((current) => ({
        ...current,
        activeFilters: withFilter(current.activeFilters, id, value),
      })),
    [update],
  );
  const setDateRange = useCallback(
    (value: DateRange) => setFilter(DATE_RANGE_FILTER, value),
    [setFilter],
  );
  const resetFilters = useCallback(() => {
    setSearch('');
    update((current) => ({ ...current, activeFilters: [] }));
  }, [update]);

  return {
    query,
    search: searchInput,
    setSearch,
    filterValues,
    setFilter,
    dateRange,
    setDateRange,
    sortedBy,
    today,
    resetFilters,
  };
}
