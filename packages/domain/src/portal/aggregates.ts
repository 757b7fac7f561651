import type { InventoryTableId } from './tables';

/**
 * 002 §3 "Aggregates", 002 §7 (docs/portal.md "Aggregates"): what the aggregates calls group
 * by, total and add to a group. Pure: the API validates with these names, the statistics page
 * asks with them.
 */

/** The inventory's dimensions; `year` is the sell-out year for sold rows, else the sell-in year. */
export const INVENTORY_AGGREGATE_DIMENSIONS = [
  'currency',
  'location',
  'product',
  'sale_user',
  'sell_in_month',
  'sell_out_month',
  'sell_in_year',
  'sell_out_year',
  'year',
] as const;
export type InventoryAggregateDimension = (typeof INVENTORY_AGGREGATE_DIMENSIONS)[number];

export const INVENTORY_AGGREGATE_METRICS = [
  'count',
  'total_sell_in_value',
  'total_sell_out_value',
] as const;
export type InventoryAggregateMetric = (typeof INVENTORY_AGGREGATE_METRICS)[number];

/** Extra fields of a group, each with the dimension it describes (asking one without it is a 400). */
export const INVENTORY_AGGREGATE_INCLUDES = {
  description_de: 'product',
  description_en: 'product',
  sale_user_name: 'sale_user',
  location_name: 'location',
} as const satisfies Record<string, InventoryAggregateDimension>;
export type InventoryAggregateInclude = keyof typeof INVENTORY_AGGREGATE_INCLUDES;

export const OPEN_ORDER_AGGREGATE_DIMENSIONS = [
  'currency',
  'location',
  'product',
  'status',
  'order_type',
  'order_month',
  'order_year',
  'estimated_delivery_month',
] as const;
export type OpenOrderAggregateDimension = (typeof OPEN_ORDER_AGGREGATE_DIMENSIONS)[number];

export const OPEN_ORDER_AGGREGATE_METRICS = ['count', 'total_sell_in_value'] as const;
export type OpenOrderAggregateMetric = (typeof OPEN_ORDER_AGGREGATE_METRICS)[number];

export const OPEN_ORDER_AGGREGATE_INCLUDES = {
  location_name: 'location',
  description_de: 'product',
  description_en: 'product',
} as const satisfies Record<string, OpenOrderAggregateDimension>;
export type OpenOrderAggregateInclude = keyof typeof OPEN_ORDER_AGGREGATE_INCLUDES;

/**
 * 002 §7 "date field": the open-order date a date_range bounds; default sell_in_date, the
 * order's placing day, which order_date names too (docs/decisions/0040).
 */
export const OPEN_ORDER_DATE_FIELDS = ['sell_in_date', 'order_date', 'estimated_delivery'] as const;
export type OpenOrderDateField = (typeof OPEN_ORDER_DATE_FIELDS)[number];

/** The dimensions asked when a call names none: the totals footer's. */
export const DEFAULT_AGGREGATE_DIMENSIONS = ['currency'] as const;

const VALUE_METRICS: readonly string[] = ['total_sell_in_value', 'total_sell_out_value'];

/**
 * The grouping an aggregates call runs: the dimensions asked, once each in the order asked,
 * then `currency` when a value metric is asked and currency is not among them (money is never
 * summed across currencies).
 */
export function aggregateGrouping<D extends string>(
  dimensions: readonly D[],
  metrics: readonly string[],
): (D | 'currency')[] {
  const grouping: (D | 'currency')[] = [...new Set(dimensions)];
  if (!grouping.includes('currency') && metrics.some((m) => VALUE_METRICS.includes(m)))
    grouping.push('currency');
  return grouping;
}

/** The includes asked whose dimension is not grouped (each answers 400). */
export function unmatchedIncludes<I extends string, D extends string>(
  includes: readonly I[],
  owner: Record<I, D>,
  dimensions: readonly D[],
): I[] {
  return includes.filter((name) => !dimensions.includes(owner[name]));
}

/**
 * What `year` groups by: the sell-out year when only sold rows are counted (the sellOut table
 * or sell_out_date__isnull=false), else the sell-in year.
 */
export function yearDimension(
  table: InventoryTableId | null,
  sold: boolean | undefined,
): 'sell_in_year' | 'sell_out_year' {
  return table === 'sellOut' || sold === true ? 'sell_out_year' : 'sell_in_year';
}

/** The currency a row's count goes to: its sell-out currency when sold, else its sell-in one. */
export function countingCurrency(row: {
  sell_in_currency: string;
  sell_out_currency: string | null;
}): string {
  return row.sell_out_currency ?? row.sell_in_currency;
}

export type AggregateKey = string | number | null;

/** The order of group values: numbers by value, texts by code point, null last. */
export function compareAggregateKeys(a: AggregateKey, b: AggregateKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
