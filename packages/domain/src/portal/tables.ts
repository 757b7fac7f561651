import type { Permission, PermissionSubject } from '../permissions';
import { locationsWithPermission } from '../permissions';

/**
 * The portal's tables (002 §2, 002 §3) and what each one needs (docs/portal.md "Tables").
 * Pure: the API and the portal pages both read these.
 */

/** 002 §2: the table ids; also the keys of the per-user table config. */
export const TABLE_IDS = ['sellIn', 'sellOut', 'openOrders', 'archived', 'stock'] as const;
export type TableId = (typeof TABLE_IDS)[number];

/** The tables listing inventory items (the fifth lists open orders). */
export const INVENTORY_TABLE_IDS = ['stock', 'sellIn', 'sellOut', 'archived'] as const;
export type InventoryTableId = (typeof INVENTORY_TABLE_IDS)[number];

export function isTableId(value: unknown): value is TableId {
  return typeof value === 'string' && (TABLE_IDS as readonly string[]).includes(value);
}

/**
 * 002 §6: the permission that shows a table at a location. The spec names no view permission
 * for the archive; ours is inventory:archive_item (docs/decisions/0011-portal-inventory.md).
 */
export const TABLE_VIEW_PERMISSIONS = {
  stock: 'inventory:view_current',
  sellIn: 'inventory:view_sell_in',
  sellOut: 'inventory:view_sell_out',
  archived: 'inventory:archive_item',
  openOrders: 'orders:view_open',
} as const satisfies Record<TableId, Permission>;

/** 002 §7: the list endpoint of each table (under the API origin). */
export const TABLE_ENDPOINTS = {
  stock: '/api/v1/inventory/current/',
  sellIn: '/api/v1/inventory/sell-in/',
  sellOut: '/api/v1/inventory/sell-out/',
  archived: '/api/v1/inventory/archive/',
  openOrders: '/api/v1/open-orders/',
} as const satisfies Record<TableId, string>;

/**
 * docs/portal.md: the portal page of each table. The paths contain the texts 002 §6's
 * navigation rules match (stock, sell-in, sell-out, order, archiv).
 */
export const TABLE_PAGE_PATHS = {
  stock: '/portal/stock',
  sellIn: '/portal/sell-in',
  sellOut: '/portal/sell-out',
  archived: '/portal/archiv',
  openOrders: '/portal/open-orders',
} as const satisfies Record<TableId, string>;

export type DateField = 'sell_in_date' | 'sell_out_date';

/**
 * 002 §7: the date the date-range filter bounds: sell_out_date for sellOut, else sell_in_date.
 * An open order's sell_in_date is the day it was placed (docs/decisions/0040).
 */
export function tableDateField(table: TableId): DateField {
  return table === 'sellOut' ? 'sell_out_date' : 'sell_in_date';
}

/** The column ids `order_by` accepts for inventory tables (ties are broken by id). */
export const INVENTORY_SORT_COLUMNS = [
  'id',
  'serial_number',
  'article_number',
  'article_type',
  'description_de',
  'description_en',
  'sell_in_price',
  'sell_in_currency',
  'sell_in_date',
  'sell_out_price',
  'sell_out_currency',
  'sell_out_date',
  'location',
  'location_name',
  'sale_user_name',
  'is_archived',
  'available_in_virtual_storage',
] as const;
export type InventorySortColumn = (typeof INVENTORY_SORT_COLUMNS)[number];

/** The column ids `order_by` accepts for open orders. */
export const OPEN_ORDER_SORT_COLUMNS = [
  'id',
  'order_no',
  'article_number',
  'article_type',
  'description_de',
  'description_en',
  'order_type',
  'commission',
  'commission_order_reference',
  'status',
  'estimated_delivery',
  'order_date',
  'sell_in_date',
  'quantity',
  'sell_in_price',
  'sell_in_currency',
  'location',
  'location_name',
] as const;
export type OpenOrderSortColumn = (typeof OPEN_ORDER_SORT_COLUMNS)[number];

export function sortColumns(table: TableId): readonly string[] {
  return table === 'openOrders' ? OPEN_ORDER_SORT_COLUMNS : INVENTORY_SORT_COLUMNS;
}

export type SortDirection = 'asc' | 'desc';
export interface SortedBy {
  columnId: string;
  direction: SortDirection;
}

/** docs/portal.md: newest first by the table's date. */
export function defaultSort(table: TableId): SortedBy {
  return { columnId: tableDateField(table), direction: 'desc' };
}

/** 002 §7: `order_by` with a leading minus for descending; null when the column is unknown. */
export function parseOrderBy(table: TableId, value: string | null | undefined): SortedBy | null {
  if (value === undefined || value === null || value === '') return defaultSort(table);
  const direction: SortDirection = value.startsWith('-') ? 'desc' : 'asc';
  const columnId = direction === 'desc' ? value.slice(1) : value;
  return sortColumns(table).includes(columnId) ? { columnId, direction } : null;
}

/** The `order_by` value of a sort (the table's default when none or not sortable). */
export function orderByParam(table: TableId, sortedBy: SortedBy | null | undefined): string {
  const sort =
    sortedBy && sortColumns(table).includes(sortedBy.columnId) ? sortedBy : defaultSort(table);
  return `${sort.direction === 'desc' ? '-' : ''}${sort.columnId}`;
}

/** The locations where the user may see the table; null means every location (superuser). */
export function tableLocations(user: PermissionSubject, table: TableId): number[] | null {
  return locationsWithPermission(user, TABLE_VIEW_PERMISSIONS[table]);
}

/** True when the user may see the table at one location at least. */
export function canViewTable(user: PermissionSubject, table: TableId): boolean {
  const ids = tableLocations(user, table);
  return ids === null || ids.length > 0;
}
