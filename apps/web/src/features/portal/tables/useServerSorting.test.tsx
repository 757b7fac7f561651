import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { TABLE_DEFINITIONS } from './definitions';
import { configStore } from './testing';
import { sortingOf, useServerSorting } from './useServerSorting';

afterEach(cleanup);

const specs = TABLE_DEFINITIONS.stock.columns;

describe('server sorting (002 §2, §3)', () => {
  it('shows the sort on the column whose order_by fields hold the saved one', () => {
    expect(sortingOf(specs, { columnId: 'description_en', direction: 'desc' }, 'de')).toEqual([
      { id: 'description', desc: true },
    ]);
    expect(sortingOf(specs, { columnId: 'unknown', direction: 'asc' }, 'de')).toEqual([]);
  });

  it("saves a header's first order_by field in the locale", () => {
    const { store, update } = configStore();
    const sortedBy = { columnId: 'sell_in_date', direction: 'desc' } as const;
    const { result } = renderHook(() => useServerSorting(specs, sortedBy, 'en', update));
    expect(result.current.sorting).toEqual([{ id: 'sell_in_date', desc: true }]);
    act(() => result.current.onSortingChange([{ id: 'description', desc: false }]));
    expect(store.config.sortedBy).toEqual({ columnId: 'description_en', direction: 'asc' });
    act(() => result.current.onSortingChange(() => [{ id: 'serial_number', desc: true }]));
    expect(store.config.sortedBy).toEqual({ columnId: 'serial_number', direction: 'desc' });
  });

  it('keeps the same sort state while the saved sort is the same', () => {
    const { update } = configStore();
    const sortedBy = { columnId: 'serial_number', direction: 'asc' } as const;
    const { result, rerender } = renderHook(() => useServerSorting(specs, sortedBy, 'de', update));
    const first = result.current.sorting;
    rerender();
    expect(result.current.sorting).toBe(first);
  });
});
