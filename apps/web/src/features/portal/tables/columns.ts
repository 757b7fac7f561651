import {
  columnResizingFeature,
  columnSizingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type ColumnDef,
  type Header,
} from '@tanstack/react-table';
import {
  TABLE_COLUMN_WIDTH_DEFAULT_PX,
  TABLE_COLUMN_WIDTH_MAX_PX,
  TABLE_COLUMN_WIDTH_MIN_PX,
  type Locale,
} from '@maison/domain/constants';
import { defaultColumnWidth, fixedColumnWidth } from '@maison/domain/portal/columns';
import type { PortalRow } from '../api';
import type { ColumnSpec } from './definitions';

// Sorting and filtering are the server's; the table keeps sizes, sort state and selection.
// Grouping and the sticky offsets are done by the body (they are cheap and keep the bundle small).
export const features = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  rowSelectionFeature,
});
export type Features = typeof features;
export type TableColumn = Column<Features, PortalRow, unknown>;
export type TableHeader = Header<Features, PortalRow, unknown>;

/** TanStack's columns of a table definition: widths per 002 §5, the spec kept as meta. */
export function columnDefs(
  specs: readonly ColumnSpec[],
  locale: Locale,
): ColumnDef<Features, PortalRow>[] {
  return specs.map((spec) => {
    const fixed = fixedColumnWidth(spec.id);
    return {
      id: spec.id,
      accessorFn: (row: PortalRow) => (spec.value?.(row, locale) ?? null) as never,
      size: defaultColumnWidth(spec.id),
      minSize: fixed ?? Math.min(TABLE_COLUMN_WIDTH_DEFAULT_PX, TABLE_COLUMN_WIDTH_MIN_PX),
      maxSize: fixed ?? TABLE_COLUMN_WIDTH_MAX_PX,
      enableResizing: fixed === null && spec.kind !== 'select',
      enableSorting: Boolean(spec.sort),
      meta: spec,
    } as ColumnDef<Features, PortalRow>;
  });
}

/** The definition's spec of a TanStack column. */
export const specOf = (column: TableColumn) => column.columnDef.meta as unknown as ColumnSpec;
