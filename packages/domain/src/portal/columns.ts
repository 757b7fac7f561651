import {
  PORTAL_CONFIG_ID_MAX_LENGTH,
  PORTAL_CONFIG_MAX_CHECKED_ROWS,
  PORTAL_CONFIG_MAX_COLUMNS,
  TABLE_COLUMN_WIDTH_DEFAULT_PX,
  TABLE_COLUMN_WIDTH_MAX_PX,
  TABLE_COLUMN_WIDTH_MIN_PX,
  TABLE_IDENTIFIER_COLUMN_WIDTH_PX,
  TABLE_IMAGE_COLUMN_WIDTH_PX,
  TABLE_INDEX_COLUMN_WIDTH_PX,
  TABLE_SHARE_COLUMN_WIDTH_PX,
} from '../constants';
import type { SortDirection, SortedBy } from './tables';

/** 002 §5: column widths, and the per-user table config of 002 §3. */

/** The ids of the fixed-width columns (docs/portal.md "Per-user table config"). */
export const INDEX_COLUMN_ID = 'index';
export const IMAGE_COLUMN_ID = 'image';
export const SHARE_COLUMN_ID = 'share';

const FIXED_WIDTHS: Record<string, number> = {
  [INDEX_COLUMN_ID]: TABLE_INDEX_COLUMN_WIDTH_PX,
  [IMAGE_COLUMN_ID]: TABLE_IMAGE_COLUMN_WIDTH_PX,
  [SHARE_COLUMN_ID]: TABLE_SHARE_COLUMN_WIDTH_PX,
};

/** The fixed width of the index, image and share columns; null for resizable columns. */
export function fixedColumnWidth(columnId: string): number | null {
  return Object.hasOwn(FIXED_WIDTHS, columnId) ? (FIXED_WIDTHS[columnId] as number) : null;
}

/** The columns of identifiers, which start at TABLE_IDENTIFIER_COLUMN_WIDTH_PX. */
const IDENTIFIER_COLUMNS: ReadonlySet<string> = new Set([
  'serial_number',
  'order_no',
  'article_number',
]);

/** 002 §5: a column's width before the user resizes it. */
export function defaultColumnWidth(columnId: string): number {
  return (
    fixedColumnWidth(columnId) ??
    (IDENTIFIER_COLUMNS.has(columnId)
      ? TABLE_IDENTIFIER_COLUMN_WIDTH_PX
      : TABLE_COLUMN_WIDTH_DEFAULT_PX)
  );
}

/**
 * 002 §5: a resized width clamped to 120–750 px (whole pixels); fixed columns keep their
 * width, and a width that is not a finite number falls back to the default.
 */
export function clampColumnWidth(width: number, columnId = ''): number {
  const fixed = fixedColumnWidth(columnId);
  if (fixed !== null) return fixed;
  if (!Number.isFinite(width)) return defaultColumnWidth(columnId);
  return Math.min(
    TABLE_COLUMN_WIDTH_MAX_PX,
    Math.max(TABLE_COLUMN_WIDTH_MIN_PX, Math.round(width)),
  );
}

export interface ActiveFilter {
  id: string;
  values: string[];
}

/** 002 §3 "Table config": what a table remembers per user. */
export interface TableConfig {
  columnWidths: Record<string, number>;
  activeFilters: ActiveFilter[];
  checkedRows: string[];
  sortedBy: SortedBy | null;
}

export function defaultTableConfig(): TableConfig {
  return { columnWidths: {}, activeFilters: [], checkedRows: [], sortedBy: null };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const shortString = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= PORTAL_CONFIG_ID_MAX_LENGTH;

/**
 * A stored or received config made safe: widths clamped, malformed entries dropped, lists
 * capped, duplicates removed. Whatever the input, the result is a valid TableConfig.
 */
export function normalizeTableConfig(input: unknown): TableConfig {
  const config = defaultTableConfig();
  if (!isRecord(input)) return config;

  if (isRecord(input.columnWidths)) {
    for (const [columnId, width] of Object.entries(input.columnWidths)) {
      if (Object.keys(config.columnWidths).length >= PORTAL_CONFIG_MAX_COLUMNS) break;
      if (!shortString(columnId) || typeof width !== 'number' || !Number.isFinite(width)) continue;
      config.columnWidths[columnId] = clampColumnWidth(width, columnId);
    }
  }
  if (Array.isArray(input.activeFilters)) {
    const seen = new Set<string>();
    for (const entry of input.activeFilters) {
      if (!isRecord(entry) || !shortString(entry.id) || seen.has(entry.id)) continue;
      if (!Array.isArray(entry.values)) continue;
      seen.add(entry.id);
      const values = [...new Set(entry.values.filter(shortString))];
      config.activeFilters.push({ id: entry.id, values });
    }
  }
  if (Array.isArray(input.checkedRows)) {
    config.checkedRows = [...new Set(input.checkedRows.filter(shortString))].slice(
      0,
      PORTAL_CONFIG_MAX_CHECKED_ROWS,
    );
  }
  const sorted = input.sortedBy;
  if (isRecord(sorted) && shortString(sorted.columnId) && isDirection(sorted.direction)) {
    config.sortedBy = { columnId: sorted.columnId, direction: sorted.direction };
  }
  return config;
}

function isDirection(value: unknown): value is SortDirection {
  return value === 'asc' || value === 'desc';
}
