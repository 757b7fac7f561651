import {
  DEFAULT_CURRENCY,
  PORTAL_STATISTICS_COMPARISON_YEARS,
  PORTAL_STATISTICS_TOP,
  PORTAL_STATISTICS_YEARLY_YEARS,
} from '../constants';
import { isIgnoredFilterValue } from './filters';

/**
 * The statistics page (002 §2, §7, §9): its timeframes, the aggregate queries it sends
 * (docs/portal.md "Statistics page"), and how the answers become chart series and top-4 rankings.
 * Days are YYYY-MM-DD strings and months YYYY-MM; both compare correctly as strings.
 */

/** 002 §2: the yearly / monthly toggle. */
export const STATISTICS_PERIODS = ['yearly', 'monthly'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** 002 §2: the view dropdown: the current year or the comparison of three years. */
export const STATISTICS_VIEWS = ['currentYear', 'comparison'] as const;
export type StatisticsView = (typeof STATISTICS_VIEWS)[number];

/** 002 §9: the rankings' three timeframes, in the order of how many years they lie back. */
export const STATISTICS_TIMEFRAMES = ['thisYear', 'lastYear', 'yearBefore'] as const;
export type StatisticsTimeframe = (typeof STATISTICS_TIMEFRAMES)[number];

/** Ours: the figures a chart or ranking shows: sell-outs counted, or their value. */
export const STATISTICS_METRICS = ['count', 'value'] as const;
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];

/** 002 §7: the rankings' group-by choices: stores, articles and sale users. */
export const RANKING_DIMENSIONS = ['location', 'product', 'sale_user'] as const;
export type RankingDimension = (typeof RANKING_DIMENSIONS)[number];

export interface DayBounds {
  gte: string;
  lte: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/**
 * 002 §9: a year's days, January 1 to December 31, its end capped to today in the current
 * year; null for a year that has not begun.
 */
export function yearBounds(year: number, today: string): DayBounds | null {
  const gte = `${pad(year, 4)}-01-01`;
  if (gte > today) return null;
  const end = `${pad(year, 4)}-12-31`;
  return { gte, lte: end < today ? end : today };
}

/** 002 §9: the year a ranking timeframe stands for. */
export function timeframeYear(timeframe: StatisticsTimeframe, today: string): number {
  return yearOf(today) - STATISTICS_TIMEFRAMES.indexOf(timeframe);
}

export function timeframeBounds(timeframe: StatisticsTimeframe, today: string): DayBounds {
  return yearBounds(timeframeYear(timeframe, today), today)!;
}

/**
 * 002 §2, §9: the years a chart shows, oldest first. The yearly chart compares this year with
 * last year, the monthly one shows this year; the comparison view shows three years in both.
 */
export function chartYears(
  period: StatisticsPeriod,
  view: StatisticsView,
  today: string,
): number[] {
  const count =
    view === 'comparison'
      ? PORTAL_STATISTICS_COMPARISON_YEARS
      : period === 'yearly'
        ? PORTAL_STATISTICS_YEARLY_YEARS
        : 1;
  const year = yearOf(today);
  return Array.from({ length: count }, (_, i) => year - count + 1 + i);
}

/** The days a chart covers: January 1 of its first year up to today (002 §9). */
export function chartBounds(years: readonly number[], today: string): DayBounds {
  return { gte: `${pad(Math.min(...years), 4)}-01-01`, lte: today };
}

/**
 * 002 §9: a year's months for the monthly chart: January to December for a past year, up to
 * today's month for the current year, none for a year to come.
 */
export function chartMonths(year: number, today: string): string[] {
  const current = yearOf(today);
  if (year > current) return [];
  const last = year === current ? Number(today.slice(5, 7)) : 12;
  return Array.from({ length: last }, (_, i) => `${pad(year, 4)}-${pad(i + 1)}`);
}

/** The shared part of every statistics query: the stores, the filters and the date bounds. */
export interface StatisticsFilters {
  /** The selected stores where the user holds inventory:view_statistics. */
  locations: readonly number[];
  /** The tables' article_type filter; none or empty: every type. */
  articleType?: string;
}

/** docs/portal.md "Statistics page": every figure is about sell-outs, by count and sell-out value. */
const STATISTICS_METRICS_PARAM = 'count,total_sell_out_value';

function sellOutQuery(filters: StatisticsFilters, bounds: DayBounds): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of filters.locations) params.append('location__in', String(id));
  if (!isIgnoredFilterValue(filters.articleType)) params.set('article_type', filters.articleType!);
  params.set('sell_out_date__isnull', 'false');
  params.set('sell_out_date__gte', bounds.gte);
  params.set('sell_out_date__lte', bounds.lte);
  params.set('metrics', STATISTICS_METRICS_PARAM);
  return params;
}

/** 002 §2: the yearly bars: sell-outs per store and year. */
export function yearlyChartQuery(
  filters: StatisticsFilters,
  view: StatisticsView,
  today: string,
): URLSearchParams {
  const params = sellOutQuery(filters, chartBounds(chartYears('yearly', view, today), today));
  params.set('aggregate_by', 'location,sell_out_year');
  params.set('include', 'location_name');
  return params;
}

/** 002 §2: the monthly lines: sell-outs per month. */
export function monthlyChartQuery(
  filters: StatisticsFilters,
  view: StatisticsView,
  today: string,
): URLSearchParams {
  const params = sellOutQuery(filters, chartBounds(chartYears('monthly', view, today), today));
  params.set('aggregate_by', 'sell_out_month');
  return params;
}

const RANKING_INCLUDES: Record<RankingDimension, string> = {
  location: 'location_name',
  product: 'description_de,description_en',
  sale_user: 'sale_user_name',
};

/** 002 §2, §9: a ranking's query: one timeframe, grouped by store, article or sale user. */
export function rankingQuery(
  filters: StatisticsFilters,
  dimension: RankingDimension,
  timeframe: StatisticsTimeframe,
  today: string,
): URLSearchParams {
  const params = sellOutQuery(filters, timeframeBounds(timeframe, today));
  params.set('aggregate_by', dimension);
  params.set('include', RANKING_INCLUDES[dimension]);
  return params;
}

/** An aggregate as the API answers it (docs/portal.md "Aggregates"); only what is read here. */
export interface AggregateLike {
  group: { readonly [key: string]: string | number | null | undefined };
  metrics: { count?: number; total_sell_out_value?: number };
}

/** One group's figures over every currency: the count summed, values kept per currency. */
export interface MergedGroup<G> {
  key: string;
  group: G;
  count: number;
  values: Record<string, number>;
}

/**
 * Values always come per currency (the API adds `currency` to the grouping): the groups of
 * the same dimensions' values are merged, counts added, values kept apart by currency.
 */
export function mergeCurrencies<A extends AggregateLike>(
  aggregates: readonly A[],
  dimensions: readonly string[],
): MergedGroup<A['group']>[] {
  const merged = new Map<string, MergedGroup<A['group']>>();
  for (const aggregate of aggregates) {
    const key = dimensions.map((d) => String(aggregate.group[d] ?? null)).join('|');
    let entry = merged.get(key);
    if (!entry) {
      entry = { key, group: aggregate.group, count: 0, values: {} };
      merged.set(key, entry);
    }
    entry.count += aggregate.metrics.count ?? 0;
    const currency = aggregate.group.currency;
    const value = aggregate.metrics.total_sell_out_value;
    if (typeof currency === 'string' && value !== undefined) {
      entry.values[currency] = (entry.values[currency] ?? 0) + value;
    }
  }
  return [...merged.values()];
}

/**
 * The currency values are shown in when the answer spans several: the one with the most
 * sell-outs; on a tie the house currency (EUR), else the first by code. Null without any.
 */
export function dominantCurrency(aggregates: readonly AggregateLike[]): string | null {
  const counts = new Map<string, number>();
  for (const { group, metrics } of aggregates) {
    if (typeof group.currency !== 'string') continue;
    counts.set(group.currency, (counts.get(group.currency) ?? 0) + (metrics.count ?? 0));
  }
  let best: string | null = null;
  for (const [currency, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const top = best === null ? -1 : counts.get(best)!;
    if (count > top || (count === top && currency === DEFAULT_CURRENCY)) best = currency;
  }
  return best;
}

/** A merged group's figure: its count, or its value in the chosen currency (0 without). */
export function metricOf(
  entry: MergedGroup<unknown>,
  metric: StatisticsMetric,
  currency: string | null,
): number {
  if (metric === 'count') return entry.count;
  return currency === null ? 0 : (entry.values[currency] ?? 0);
}

export interface RankedEntry<G> {
  /** 1-based; equal figures share a rank (1, 2, 2, 4). */
  rank: number;
  entry: MergedGroup<G>;
  value: number;
}

/**
 * 002 §9: the top 4 by a metric, highest first; groups without a figure are left out. Ties
 * keep one order (by label, then key) and share their rank, and the list is cut at 4 rows.
 */
export function topRanking<G>(
  entries: readonly MergedGroup<G>[],
  metric: StatisticsMetric,
  currency: string | null,
  label: (entry: MergedGroup<G>) => string,
  top: number = PORTAL_STATISTICS_TOP,
): RankedEntry<G>[] {
  const scored = entries
    .map((entry) => ({ entry, value: metricOf(entry, metric, currency), label: label(entry) }))
    .filter((s) => s.value > 0)
    .sort(
      (a, b) =>
        b.value - a.value ||
        a.label.localeCompare(b.label) ||
        (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0),
    )
    .slice(0, top);
  return scored.map((s) => ({
    rank: scored.findIndex((other) => other.value === s.value) + 1,
    entry: s.entry,
    value: s.value,
  }));
}

/** One bar group of the yearly chart: a store and its figure per year. */
export interface YearlyRow {
  key: string;
  label: string;
  values: Record<number, number>;
}

/**
 * 002 §2: the yearly chart's rows from an answer grouped by location and sell_out_year: one
 * per store (by name), a figure for every year shown (0 when nothing sold).
 */
export function yearlyRows(
  aggregates: readonly AggregateLike[],
  years: readonly number[],
  metric: StatisticsMetric,
  currency: string | null,
): YearlyRow[] {
  const rows = new Map<string, YearlyRow>();
  for (const entry of mergeCurrencies(aggregates, ['location', 'sell_out_year'])) {
    const year = Number(entry.group.sell_out_year);
    if (!years.includes(year)) continue;
    const key = String(entry.group.location);
    let row = rows.get(key);
    if (!row) {
      const name = entry.group.location_name;
      row = { key, label: typeof name === 'string' ? name : key, values: {} };
      for (const y of years) row.values[y] = 0;
      rows.set(key, row);
    }
    row.values[year] = metricOf(entry, metric, currency);
  }
  return [...rows.values()].sort(
    (a, b) => a.label.localeCompare(b.label) || (a.key < b.key ? -1 : 1),
  );
}

/** One point of the monthly chart: a month (1–12) and each year's figure, null after today. */
export interface MonthlyRow {
  month: number;
  values: Record<number, number | null>;
}

/**
 * 002 §9: the monthly chart's rows from an answer grouped by sell_out_month. The axis runs
 * to today's month when only the current year is shown, else January to December; the current
 * year's line ends at today's month (later months are null, not 0).
 */
export function monthlyRows(
  aggregates: readonly AggregateLike[],
  years: readonly number[],
  today: string,
  metric: StatisticsMetric,
  currency: string | null,
): MonthlyRow[] {
  const byMonth = new Map(
    mergeCurrencies(aggregates, ['sell_out_month']).map((e) => [String(e.group.sell_out_month), e]),
  );
  const axisEnd = Math.max(...years.map((y) => chartMonths(y, today).length));
  return Array.from({ length: axisEnd }, (_, i) => {
    const month = i + 1;
    const values: Record<number, number | null> = {};
    for (const year of years) {
      const key = `${pad(year, 4)}-${pad(month)}`;
      const shown = chartMonths(year, today).includes(key);
      const entry = byMonth.get(key);
      values[year] = !shown ? null : entry ? metricOf(entry, metric, currency) : 0;
    }
    return { month, values };
  });
}
