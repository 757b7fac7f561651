import { z } from '@hono/zod-openapi';
import type { InventoryFilter, OpenOrderFilter } from '@maison/db';
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  INVENTORY_TABLE_IDS,
  LOCALES,
  TABLE_VIEW_PERMISSIONS,
  parseOrderBy,
  type InventoryTableId,
  type SortedBy,
  type TableId,
} from '@maison/domain';
import { ApiError } from '../../shared/errors';
import { choice, choiceField } from '../../shared/fields';
import type { AuthUser } from '../../shared/identity';
import {
  dateBoundsFor,
  inventoryQuerySchema,
  openOrderQuerySchema,
  scopeLocations,
  type InventoryQuery,
  type OpenOrderQuery,
} from '../portal/query';

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

type ExportParams = Pick<
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

type InventoryFilterQuery = Omit<InventoryQuery, 'order_by' | 'page' | 'page_size'>;
type OpenOrderFilterQuery = Omit<OpenOrderQuery, 'order_by' | 'page' | 'page_size'>;

/** The filter of an inventory table's list (docs/portal.md "Query"), for its export. */
export function inventoryExportFilter(
  user: AuthUser,
  table: InventoryTableId,
  query: InventoryFilterQuery,
): InventoryFilter {
  return {
    table,
    locations: scopeLocations(user, TABLE_VIEW_PERMISSIONS[table], query.location__in),
    search: query.search || undefined,
    articleTypes: query.article_type,
    virtualStorage: query.available_in_virtual_storage,
    sold: query.sell_out_date__isnull === undefined ? undefined : !query.sell_out_date__isnull,
    sellInDate: dateBoundsFor(
      table,
      'sell_in_date',
      { gte: query.sell_in_date__gte, lte: query.sell_in_date__lte },
      query.date_range,
    ),
    sellOutDate: dateBoundsFor(
      table,
      'sell_out_date',
      { gte: query.sell_out_date__gte, lte: query.sell_out_date__lte },
      query.date_range,
    ),
  };
}

/** The open orders' list filter (docs/portal.md "Query"), for their export. */
export function openOrderExportFilter(
  user: AuthUser,
  query: OpenOrderFilterQuery,
): OpenOrderFilter {
  return {
    locations: scopeLocations(user, TABLE_VIEW_PERMISSIONS.openOrders, query.location__in),
    search: query.search || undefined,
    articleTypes: query.article_type,
    orderTypes: query.order_type,
    commission: query.commission,
    orderDate: dateBoundsFor(
      'openOrders',
      'order_date',
      { gte: query.order_date__gte, lte: query.order_date__lte },
      query.date_range,
    ),
  };
}
