import type { Locale } from '@maison/domain/constants';
import { IMAGE_COLUMN_ID, INDEX_COLUMN_ID, SHARE_COLUMN_ID } from '@maison/domain/portal/columns';
import { TABLE_FILTERS, type FilterId } from '@maison/domain/portal/filters';
import type { TableId } from '@maison/domain/portal/tables';
import type { InventoryRow, OpenOrderRow, PortalRow } from '../api';

/**
 * The portal's five tables as the page renders them: columns, their order_by fields, filters
 * and group-by choices. Rules (which columns sort, permissions, date fields) are the domain's.
 */

type ColumnKind =
  | 'select'
  | 'key'
  | 'image'
  | 'share'
  | 'text'
  | 'date'
  | 'price'
  | 'enum'
  | 'bool'
  | 'number';

/** Message keys of enumerated values (partnerportal.values.<set>.<value>). */
type ValueSet = 'article-type' | 'order-type' | 'status';

export interface ColumnSpec {
  id: string;
  kind: ColumnKind;
  /** The cell's value (a price's amount). */
  value?: (row: PortalRow, locale: Locale) => unknown;
  /** A price's currency. */
  currency?: (row: PortalRow) => string | null;
  /** The order_by fields of the column, the locale's first; none: not sortable. */
  sort?: (locale: Locale) => readonly string[];
  values?: ValueSet;
}

const inv = (row: PortalRow) => row as InventoryRow;
const ord = (row: PortalRow) => row as OpenOrderRow;

/** German text for de, English for the other locales, the other one when a text is missing. */
export function localizedDescription(
  de: string | null | undefined,
  en: string | null | undefined,
  locale: Locale,
): string {
  return (locale === 'de' ? de || en : en || de) ?? '';
}

const descriptionSort = (locale: Locale) =>
  locale === 'de' ? ['description_de', 'description_en'] : ['description_en', 'description_de'];

const field =
  (name: string) =>
  (row: PortalRow): unknown =>
    (row as unknown as Record<string, unknown>)[name];
const sortBy = (name: string) => () => [name];

const INDEX: ColumnSpec = { id: INDEX_COLUMN_ID, kind: 'select' };
const IMAGE: ColumnSpec = { id: IMAGE_COLUMN_ID, kind: 'image', value: field('image') };
const SHARE: ColumnSpec = {
  id: SHARE_COLUMN_ID,
  kind: 'share',
  value: field('available_in_virtual_storage'),
  sort: sortBy('available_in_virtual_storage'),
};
const text = (id: string): ColumnSpec => ({ id, kind: 'text', value: field(id), sort: sortBy(id) });
const date = (id: string): ColumnSpec => ({ id, kind: 'date', value: field(id), sort: sortBy(id) });
const DESCRIPTION: ColumnSpec = {
  id: 'description',
  kind: 'text',
  value: (row, locale) => localizedDescription(row.description_de, row.description_en, locale),
  sort: descriptionSort,
};
const ARTICLE_TYPE: ColumnSpec = {
  id: 'article_type',
  kind: 'enum',
  values: 'article-type',
  value: field('article_type'),
  sort: sortBy('article_type'),
};
const SELL_IN_PRICE: ColumnSpec = {
  id: 'sell_in_price',
  kind: 'price',
  value: field('sell_in_price'),
  currency: (row) => row.sell_in_currency,
  sort: sortBy('sell_in_price'),
};

const SERIAL: ColumnSpec = {
  id: 'serial_number',
  kind: 'key',
  value: (row) => inv(row).serial_number,
  sort: sortBy('serial_number'),
};

const STOCK_COLUMNS: readonly ColumnSpec[] = [
  INDEX,
  SERIAL,
  IMAGE,
  SHARE,
  text('article_number'),
  DESCRIPTION,
  ARTICLE_TYPE,
  text('location_name'),
  date('sell_in_date'),
  SELL_IN_PRICE,
];

const SELL_OUT_COLUMNS: readonly ColumnSpec[] = [
  ...STOCK_COLUMNS,
  date('sell_out_date'),
  {
    id: 'sell_out_price',
    kind: 'price',
    value: (row) => inv(row).sell_out_price,
    currency: (row) => inv(row).sell_out_currency ?? inv(row).sell_in_currency,
    sort: sortBy('sell_out_price'),
  },
  text('sale_user_name'),
];

const OPEN_ORDER_COLUMNS: readonly ColumnSpec[] = [
  INDEX,
  { id: 'order_no', kind: 'key', value: (row) => ord(row).order_no, sort: sortBy('order_no') },
  IMAGE,
  text('article_number'),
  DESCRIPTION,
  ARTICLE_TYPE,
  {
    id: 'order_type',
    kind: 'enum',
    values: 'order-type',
    value: field('order_type'),
    sort: sortBy('order_type'),
  },
  { id: 'commission', kind: 'bool', value: field('commission'), sort: sortBy('commission') },
  text('commission_order_reference'),
  { id: 'status', kind: 'enum', values: 'status', value: field('status'), sort: sortBy('status') },
  date('order_date'),
  date('estimated_delivery'),
  { id: 'quantity', kind: 'number', value: field('quantity'), sort: sortBy('quantity') },
  SELL_IN_PRICE,
  text('location_name'),
];

/** Group-by choices (002 §2: optional group-by): by store or by article type. */
export const GROUP_BY_COLUMNS = ['location_name', 'article_type'] as const;
export type GroupBy = (typeof GROUP_BY_COLUMNS)[number] | 'none';

export interface TableDefinition {
  id: TableId;
  columns: readonly ColumnSpec[];
  filters: readonly FilterId[];
  /** Rows are inventory items (actions, history), else open orders. */
  inventory: boolean;
}

export const TABLE_DEFINITIONS: Record<TableId, TableDefinition> = {
  stock: { id: 'stock', columns: STOCK_COLUMNS, filters: TABLE_FILTERS.stock, inventory: true },
  sellIn: { id: 'sellIn', columns: STOCK_COLUMNS, filters: TABLE_FILTERS.sellIn, inventory: true },
  sellOut: {
    id: 'sellOut',
    columns: SELL_OUT_COLUMNS,
    filters: TABLE_FILTERS.sellOut,
    inventory: true,
  },
  archived: {
    id: 'archived',
    columns: STOCK_COLUMNS,
    filters: TABLE_FILTERS.archived,
    inventory: true,
  },
  openOrders: {
    id: 'openOrders',
    columns: OPEN_ORDER_COLUMNS,
    filters: TABLE_FILTERS.openOrders,
    inventory: false,
  },
};

/** The row's key shown in the second sticky column and sent as item_id (002 §7). */
export function rowKey(row: PortalRow): string {
  return 'serial_number' in row ? row.serial_number : row.order_no;
}

export const isInventoryRow = (row: PortalRow): row is InventoryRow => 'serial_number' in row;
