import { expandDateRange, type DateRange } from './dates';
import { orderByParam, type SortedBy, type TableId } from './tables';

/** 002 §3 "Enumerations": the filter dropdowns and their values (none = no filter). */

export const FILTER_NONE = 'none';

/** 002 §3: article types (without none). */
export const ARTICLE_TYPES = ['ring', 'necklace', 'bracelet', 'earrings', 'amulet'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** 002 §3: order types (without none). */
export const ORDER_TYPES = ['article', 'service'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** docs/portal.md: the statuses of an open order. */
export const ORDER_STATUSES = ['open', 'confirmed', 'in_production', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** 002 §3: the commission and virtual-storage filters (without none). */
export const BOOLEAN_FILTER_VALUES = ['true', 'false'] as const;

export const FILTER_VALUES = {
  article_type: ARTICLE_TYPES,
  available_in_virtual_storage: BOOLEAN_FILTER_VALUES,
  order_type: ORDER_TYPES,
  commission: BOOLEAN_FILTER_VALUES,
} as const;
export type FilterId = keyof typeof FILTER_VALUES;

/** The filter dropdowns of each table (the date range is offered by every table). */
export const TABLE_FILTERS: Record<TableId, readonly FilterId[]> = {
  stock: ['article_type', 'available_in_virtual_storage'],
  sellIn: ['article_type', 'available_in_virtual_storage'],
  sellOut: ['article_type', 'available_in_virtual_storage'],
  archived: ['article_type', 'available_in_virtual_storage'],
  openOrders: ['article_type', 'order_type', 'commission'],
};

/** 002 §5: search and filter values of none (and empty ones) are ignored. */
export function isIgnoredFilterValue(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '' || value === FILTER_NONE;
}

/** The values that count: none and empty dropped, comma-separated lists split, no repeats. */
export function effectiveFilterValues(values: readonly string[] | string | undefined): string[] {
  const list = values === undefined ? [] : typeof values === 'string' ? [values] : values;
  const out = new Set<string>();
  for (const value of list) {
    for (const part of value.split(',')) {
      const trimmed = part.trim();
      if (!isIgnoredFilterValue(trimmed)) out.add(trimmed);
    }
  }
  return [...out];
}

export interface TableQueryInput {
  locations?: readonly number[];
  search?: string;
  /** Filter id to chosen values, as the table config's activeFilters hold them. */
  filters?: Readonly<Partial<Record<FilterId, readonly string[] | string>>>;
  dateRange?: DateRange;
  sortedBy?: SortedBy | null;
  /** The browser's calendar day (YYYY-MM-DD), for the date-range expansion. */
  today: string;
  pageSize?: number;
}

/**
 * 002 §7: the query of a table call: location__in repeated, search, filters as id=value
 * (none dropped), the date range expanded to `{field}__gte` / `{field}__lte`, and order_by.
 */
export function tableQuery(table: TableId, input: TableQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of input.locations ?? []) params.append('location__in', String(id));
  const search = input.search?.trim();
  if (search) params.set('search', search);
  for (const id of TABLE_FILTERS[table]) {
    for (const value of effectiveFilterValues(input.filters?.[id])) params.append(id, value);
  }
  for (const [key, value] of Object.entries(
    expandDateRange(table, input.dateRange ?? 'none', input.today),
  )) {
    params.set(key, value);
  }
  params.set('order_by', orderByParam(table, input.sortedBy));
  if (input.pageSize) params.set('page_size', String(input.pageSize));
  return params;
}
