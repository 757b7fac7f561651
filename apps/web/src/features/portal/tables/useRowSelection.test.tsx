import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { TableConfig } from '@maison/domain/portal/columns';
import type { PortalRow } from '../api';
import { inventoryRow } from '../testing';
import { configStore } from './testing';
import { useRowSelection } from './useRowSelection';

afterEach(cleanup);

const [a, b, c] = [inventoryRow({ id: 1 }), inventoryRow({ id: 2 }), inventoryRow({ id: 3 })];

function renderSelection(checkedRows: string[], rows: PortalRow[]) {
  const { store, update, flush } = configStore({ checkedRows });
  const hook = renderHook(
    ({ config, loaded }: { config: TableConfig; loaded: PortalRow[] }) =>
      useRowSelection(config.checkedRows, loaded, update, flush),
    { initialProps: { config: store.config, loaded: rows } },
  );
  return { ...hook, store, update, flush };
}

describe('row selection (002 §3, §4)', () => {
  it('reads the checked rows of the config as the selection', () => {
    const { result } = renderSelection(['2'], [a, b]);
    expect(result.current.rowSelection).toEqual({ '2': true });
    expect(result.current.selectedIds).toEqual(['2']);
    expect(result.current.selectedRows).toEqual([b]);
  });

  it('saves a checkbox change as checked rows', () => {
    const { result, store } = renderSelection(['7'], [a, b]);
    act(() => result.current.onRowSelectionChange((old) => ({ ...old, '1': true })));
    // (Object keys: numeric ids come in ascending order.)
    expect(store.config.checkedRows).toEqual(['1', '7']);
    act(() =>
      result.current.onRowSelectionChange((old) => {
        const next = { ...old };
        delete next['7'];
        return next;
      }),
    );
    expect(store.config.checkedRows).toEqual(['1']);
    act(() => result.current.onRowSelectionChange({}));
    expect(store.config.checkedRows).toEqual([]);
  });

  it('lists checked rows in the table order and keeps rows seen before a filter', () => {
    const { result, rerender, store } = renderSelection(['3', '1'], [a, b, c]);
    expect(result.current.selectedRows).toEqual([a, c]);
    // A filter hides row 3: it stays checked and actionable, after the rows shown.
    rerender({ config: { ...store.config, checkedRows: ['3', '2', '1'] }, loaded: [b, a] });
    expect(result.current.selectedRows).toEqual([b, a, c]);
  });

  it('clears the selection on request and when the table is left (saved at once)', () => {
    const { result, store, flush, unmount } = renderSelection(['1'], [a]);
    act(() => result.current.clearSelection());
    expect(store.config.checkedRows).toEqual([]);
    store.config = { ...store.config, checkedRows: ['1'] };
    unmount();
    expect(store.config.checkedRows).toEqual([]);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
