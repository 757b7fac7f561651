import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@maison/domain/constants';
import type { TableConfig } from '@maison/domain/portal/columns';
import { TABLE_DEFINITIONS } from './definitions';
import { configStore } from './testing';
import { useTableQuery, withFilter } from './useTableQuery';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const stock = TABLE_DEFINITIONS.stock;
const LOCATIONS = [1, 4];

/** The hook over a config store; a change re-renders with the stored config. */
function renderQuery(initial: Partial<TableConfig> | null, locationIds = LOCATIONS) {
  const { store, update } = configStore(initial ?? {});
  const hook = renderHook(
    ({ config }: { config: TableConfig | null }) =>
      useTableQuery(stock, config, update, locationIds),
    { initialProps: { config: initial === null ? null : store.config } },
  );
  const apply = (change: () => void) => {
    act(change);
    hook.rerender({ config: store.config });
  };
  return { ...hook, store, apply };
}

describe('table query (002 §2, §7)', () => {
  it('has no query before the config is known or without a store', () => {
    expect(renderQuery(null).result.current.query).toBeNull();
    expect(renderQuery({}, []).result.current.query).toBeNull();
  });

  it('asks for the stores with the saved filters, the default sort and the page size', () => {
    const { result } = renderQuery({
      activeFilters: [
        { id: 'article_type', values: ['ring'] },
        { id: 'date_range', values: ['currentYear'] },
      ],
    });
    const query = result.current.query!;
    expect(query.getAll('location__in')).toEqual(['1', '4']);
    expect(query.get('article_type')).toBe('ring');
    expect(query.get('order_by')).toBe('-sell_in_date');
    expect(query.get('page_size')).toBe('100');
    expect(query.has('sell_in_date__gte')).toBe(true);
    expect(result.current.filterValues).toEqual({ article_type: 'ring' });
    expect(result.current.dateRange).toBe('currentYear');
  });

  it('keeps the same query while nothing it depends on changed', () => {
    const { result, rerender, store } = renderQuery({});
    const first = result.current.query;
    rerender({ config: { ...store.config, checkedRows: ['5'] } });
    expect(result.current.query).toBe(first);
  });

  it('debounces the search', () => {
    vi.useFakeTimers();
    const { result } = renderQuery({});
    act(() => result.current.setSearch('Flora'));
    expect(result.current.search).toBe('Flora');
    expect(result.current.query!.has('search')).toBe(false);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.query!.get('search')).toBe('Flora');
  });

  it('saves filters and the date range; none removes a filter; reset clears all', () => {
    vi.useFakeTimers();
    const { result, store, apply } = renderQuery({});
    apply(() => result.current.setFilter('article_type', 'necklace'));
    apply(() => result.current.setDateRange('previousYear'));
    expect(store.config.activeFilters).toEqual([
      { id: 'article_type', values: ['necklace'] },
      { id: 'date_range', values: ['previousYear'] },
    ]);
    expect(result.current.query!.get('article_type')).toBe('necklace');
    apply(() => result.current.setFilter('article_type', 'none'));
    expect(store.config.activeFilters).toEqual([{ id: 'date_range', values: ['previousYear'] }]);
    act(() => result.current.setSearch('Flora'));
    apply(() => result.current.resetFilters());
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(store.config.activeFilters).toEqual([]);
    expect(result.current.search).toBe('');
    expect(result.current.query!.has('search')).toBe(false);
  });

  it('replaces a filter value and drops empty ones', () => {
    const filters = [{ id: 'a', values: ['1'] }];
    expect(withFilter(filters, 'a', '2')).toEqual([{ id: 'a', values: ['2'] }]);
    expect(withFilter(filters, 'a', '')).toEqual([]);
  });
});
