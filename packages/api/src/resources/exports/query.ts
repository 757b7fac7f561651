import { z } from '@hono/zod-openapi';
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  INVENTORY_TABLE_IDS,
  LOCALES,
  parseOrderBy,
  type SortedBy,
  type TableId,
} from '@maison/domain';
import { ApiError } from '../../shared/errors';
import { choice, choiceField } from '../../shared/fields';
import { inventoryQuerySchema, openOrderQuerySchema } from '../portal/query';

/**
 * The query of an export (issue 18, 002 §7 "GET export"): the table's own query (stores,
 * search, filters, date bounds or date_range, order_by) without paging, plus export_format,
 * columns and language. Every filter the list honours, the export honours (002 §5).
 */

const exportParams = {
  export_format: choiceField(EXPORT_FORMATS).openapi({ description: 'excel (xlsx) or pdf' }),
  columns: z.string().optional().openapi({
    description:
      "Comma-separated column ids of the table, in the file's order; absent: all of them",
    example: 'serial_number,description,sell_in_price',
  }),
  language: choiceField(LOCALES).optional().openapi({
    description: 'Headers, descriptions, dates and prices in this language (default de)',
  }),
  // Checked against the table's sort columns by the handler (the table is a parameter too).
  order_by: z.string().optional().openapi({ description: 'A column id, leading - descending' }),
};

export const InventoryExportQuery = inventoryQuerySchema('stock')
  .omit({ order_by: true, page: true, page_size: true })
  .extend({
    table: choiceField(INVENTORY_TABLE_IDS).openapi({ description: 'The table exported' }),
    ...exportParams,
  });

export const OpenOrderExportQuery = openOrderQuerySchema()
  .omit({ order_by: true, page: true, page_size: true })
  .extend(exportParams);

export type ExportParams = Pick<
  z.infer<typeof InventoryExportQuery>,
  'columns' | 'order_by' | 'language' | 'export_format'
>;

/** The columns asked for, each a column of the table; an unknown one answers 400. */
export function exportColumnIds(table: TableId, raw: string | undefined): string[] {
  const allowed: readonly string[] = EXPORT_COLUMNS[table];
  const wanted = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...allowed];
  const unknown = wanted.filter((id) => !allowed.includes(id));
  if (unknown.length) throw new ApiError(400, { columns: unknown.map((id) => choice(id)) });
  return [...new Set(wanted)];
}

/** order_by against the table's sort columns (its default when absent). */
export function exportSort(table: TableId, params: ExportParams): SortedBy {
  const sort = parseOrderBy(table, params.order_by);
  if (!sort)
    throw new ApiError(400, {
      order_by: [`"${params.order_by ?? ''}" is not a valid ordering column.`],
    });
  return sort;
}
