'use client';

import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { PortalRow } from '../api';
import type { TableConfigState } from './useTableConfig';

const NONE: readonly string[] = [];

const selectionOf = (ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, true])) as RowSelectionState;

/**
 * 002 §3, §4: the checked rows of a table, kept in its config (so they are saved with it). A
 * checked row stays checked and actionable while filters hide it: the rows seen in this visit
 * are remembered. `selectedRows` are the checked rows in the table's order (checked order is
 * the order of clicks). Leaving the table clears the selection and saves at once.
 */
export function useRowSelection(
  checkedRows: readonly string[] | undefined,
  rows: readonly PortalRow[],
  update: TableConfigState['update'],
  flush: TableConfigState['flush'],
) {
  const selectedIds = checkedRows ?? NONE;
  const rowSelection = useMemo(() => selectionOf(selectedIds), [selectedIds]);

  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) =>
      update((current) => {
        const next = functionalUpdate(updater, selectionOf(current.checkedRows));
        return { ...current, checkedRows: Object.keys(next).filter((id) => next[id]) };
      }),
    [update],
  );

  const known = useRef(new Map<string, PortalRow>());
  const selectedRows = useMemo(() => {
    for (const row of rows) known.current.set(String(row.id), row);
    const position = new Map(rows.map((row, index) => [row.id, index]));
    return selectedIds
      .map((id) => known.current.get(id))
      .filter((row): row is PortalRow => row !== undefined)
      .sort(
        (a, b) =>
          (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
          (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
      );
  }, [selectedIds, rows]);

  const clearSelection = useCallback(
    () => update((current) => ({ ...current, checkedRows: [] })),
    [update],
  );

  useEffect(
    () => () => {
      update((current) => (current.checkedRows.length ? { ...current, checkedRows: [] } : current));
      flush();
    },
    [update, flush],
  );

  return { rowSelection, onRowSelectionChange, selectedIds, selectedRows, clearSelection };
}
