import type { TableId } from './tables';

/** Issue 18, 002 §7 "GET export": what a table export may contain and how its file is named. */

/** 002 §7: export_format. */
export const EXPORT_FORMATS = ['excel', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const INVENTORY_EXPORT_COLUMNS = [
  'serial_number',
  'share',
  'article_number',
  'description',
  'article_type',
  'location_name',
  'sell_in_date',
  'sell_in_price',
] as const;

/**
 * The columns a table export can hold, in the table's order: every data column of the table
 * (docs/portal.md); the selection, image and expand columns have nothing to write.
 */
export const EXPORT_COLUMNS = {
  stock: INVENTORY_EXPORT_COLUMNS,
  sellIn: INVENTORY_EXPORT_COLUMNS,
  archived: INVENTORY_EXPORT_COLUMNS,
  sellOut: [...INVENTORY_EXPORT_COLUMNS, 'sell_out_date', 'sell_out_price', 'sale_user_name'],
  openOrders: [
    'order_no',
    'article_number',
    'description',
    'article_type',
    'order_type',
    'commission',
    'commission_order_reference',
    'status',
    'order_date',
    'estimated_delivery',
    'quantity',
    'sell_in_price',
    'location_name',
  ],
} as const satisfies Record<TableId, readonly string[]>;

export function isExportColumn(table: TableId, columnId: string): boolean {
  return (EXPORT_COLUMNS[table] as readonly string[]).includes(columnId);
}

/** 002 §7: export-{type}-{date}.pdf or .xlsx; type the table id, date YYYY-MM-DD. */
export function exportFileName(table: TableId, format: ExportFormat, day: string): string {
  return `export-${table}-${day}.${format === 'excel' ? 'xlsx' : 'pdf'}`;
}
