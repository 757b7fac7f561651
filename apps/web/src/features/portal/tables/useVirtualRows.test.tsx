import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { inventoryRow } from '../testing';
import type { AnyRow, Item } from './items';
import {
  DETAIL_ESTIMATE,
  GROUP_ROW_HEIGHT,
  itemHeight,
  itemKey,
  ROW_HEIGHT,
  useVirtualRows,
} from './useVirtualRows';

afterEach(cleanup);

const anyRow = (id: number): AnyRow => ({
  id: String(id),
  original: inventoryRow({ id }),
  getToggleSelectedHandler: () => vi.fn(),
});

describe('virtual rows (002 §4)', () => {
  it('keys and sizes rows, details and group headings apart', () => {
    const row = anyRow(5);
    const items: Item[] = [
      { kind: 'group', key: 'Wien', row, count: 1 },
      { kind: 'row', row },
      { kind: 'detail', row },
    ];
    expect(items.map(itemKey)).toEqual(['group:Wien', 'row:5', 'detail:5']);
    expect(items.map(itemHeight)).toEqual([GROUP_ROW_HEIGHT, ROW_HEIGHT, DETAIL_ESTIMATE]);
  });

  it('renders only the lines in view of the scroller, and a few more', () => {
    const scroller = document.createElement('div');
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 320 });
    Object.defineProperty(scroller, 'offsetHeight', { configurable: true, value: 320 });
    Object.defineProperty(scroller, 'offsetWidth', { configurable: true, value: 800 });
    const items: Item[] = Array.from({ length: 1000 }, (_, i) => ({
      kind: 'row',
      row: anyRow(i + 1),
    }));
    const { result } = renderHook(() => useVirtualRows(items, { current: scroller }));
    const shown = result.current.getVirtualItems();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    expect(result.current.getTotalSize()).toBe(1000 * ROW_HEIGHT);
  });
});
