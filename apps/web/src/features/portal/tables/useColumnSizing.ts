'use client';

import { functionalUpdate, type ColumnSizingState, type Updater } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { TABLE_COLUMN_WIDTH_MAX_PX } from '@maison/domain/constants';
import {
  clampColumnWidth,
  defaultColumnWidth,
  fixedColumnWidth,
} from '@maison/domain/portal/columns';
import type { ColumnSpec } from './definitions';
import type { TableConfigState } from './useTableConfig';

/** Ours: one arrow key press on a resize handle moves the column edge this far. */
export const RESIZE_STEP_PX = 10;
/** Ours: how unresized columns share the free width of the view (others weigh 1). */
const FILL_WEIGHTS: Record<string, number> = {
  description: 3,
  location_name: 1.5,
  serial_number: 1.3,
};
const NO_WIDTHS: Readonly<Record<string, number>> = {};

/**
 * 002 §5: unresized columns start at their default width (100 px, identifiers 150); while the
 * view has room, they share the free width (so texts are not clipped). Resized widths are the
 * user's and stay as saved.
 */
export function fillColumnWidths(
  specs: readonly ColumnSpec[],
  stored: Readonly<Record<string, number>>,
  viewportWidth: number,
): Record<string, number> {
  const growable: string[] = [];
  let used = 0;
  for (const spec of specs) {
    const fixed = fixedColumnWidth(spec.id);
    if (fixed !== null) used += fixed;
    else if (stored[spec.id] !== undefined) used += stored[spec.id]!;
    else growable.push(spec.id);
  }
  const widths: Record<string, number> = {};
  const free = viewportWidth - used - growable.reduce((sum, id) => sum + defaultColumnWidth(id), 0);
  if (free > 0 && growable.length) {
    const weights = growable.map((id) => FILL_WEIGHTS[id] ?? 1);
    const total = weights.reduce((a, b) => a + b, 0);
    growable.forEach((id, i) => {
      widths[id] = Math.min(
        TABLE_COLUMN_WIDTH_MAX_PX,
        defaultColumnWidth(id) + Math.floor((free * weights[i]!) / total),
      );
    });
  }
  return { ...widths, ...stored };
}

/** The width change of a key on a resize handle: arrows move the edge, other keys nothing. */
export function resizeStep(key: string): number {
  return key === 'ArrowRight' ? RESIZE_STEP_PX : key === 'ArrowLeft' ? -RESIZE_STEP_PX : 0;
}

/**
 * The column widths of a table (002 §5): the saved ones, the others filling the view (its
 * width is observed on `viewport`). A resize, by drag or by arrow key, saves only the columns
 * it changed, clamped to 120–750 px.
 */
export function useColumnSizing(
  specs: readonly ColumnSpec[],
  savedWidths: Readonly<Record<string, number>> | undefined,
  update: TableConfigState['update'],
  viewport: RefObject<HTMLElement | null>,
) {
  const [viewportWidth, setViewportWidth] = useState(0);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setViewportWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport]);

  const columnSizing = useMemo<ColumnSizingState>(
    () => fillColumnWidths(specs, savedWidths ?? NO_WIDTHS, viewportWidth),
    [specs, savedWidths, viewportWidth],
  );

  const onColumnSizingChange = useCallback(
    (updater: Updater<ColumnSizingState>) => {
      const next = functionalUpdate(updater, columnSizing);
      const changed = Object.entries(next).filter(([id, width]) => columnSizing[id] !== width);
      if (!changed.length) return;
      update((current) => {
        const widths = { ...current.columnWidths };
        for (const [id, width] of changed) widths[id] = clampColumnWidth(width, id);
        return { ...current, columnWidths: widths };
      });
    },
    [update, columnSizing],
  );

  /** Resizes a column from the keyboard; false when the key does not resize. */
  const resizeByKey = useCallback(
    (columnId: string, width: number, key: string): boolean => {
      const step = resizeStep(key);
      if (!step) return false;
      onColumnSizingChange((widths) => ({ ...widths, [columnId]: width + step }));
      return true;
    },
    [onColumnSizingChange],
  );

  return { columnSizing, viewportWidth, onColumnSizingChange, resizeByKey };
}
