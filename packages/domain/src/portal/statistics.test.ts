import { describe, expect, it } from 'vitest';
import {
  chartBounds,
  chartMonths,
  chartYears,
  dominantCurrency,
  mergeCurrencies,
  monthlyChartQuery,
  monthlyRows,
  rankingQuery,
  timeframeBounds,
  topRanking,
  yearBounds,
  yearlyChartQuery,
  yearlyRows,
  type AggregateLike,
} from './statistics';

const agg = (group: AggregateLike['group'], count: number, value?: number): AggregateLike => ({
  group,
  metrics: value === undefined ? { count } : { count, total_sell_out_value: value },
});

describe('statistics timeframes (002 §9)', () => {
  it('bounds this year, last year and the year before; the current year ends today', () => {
    const today = '2026-05-17';
    expect(timeframeBounds('thisYear', today)).toEqual({ gte: '2026-01-01', lte: '2026-05-17' });
    expect(timeframeBounds('lastYear', today)).toEqual({ gte: '2025-01-01', lte: '2025-12-31' });
    expect(timeframeBounds('yearBefore', today)).toEqual({ gte: '2024-01-01', lte: '2024-12-31' });
  });

  it('on a leap day and on 1 January the year is capped to that very day', () => {
    expect(timeframeBounds('thisYear', '2024-02-29')).toEqual({
      gte: '2024-01-01',
      lte: '2024-02-29',
    });
    expect(timeframeBounds('lastYear', '2024-02-29')).toEqual({
      gte: '2023-01-01',
      lte: '2023-12-31',
    });
    expect(timeframeBounds('thisYear', '2027-01-01')).toEqual({
      gte: '2027-01-01',
      lte: '2027-01-01',
    });
    expect(timeframeBounds('lastYear', '2027-01-01')).toEqual({
      gte: '2026-01-01',
      lte: '2026-12-31',
    });
    expect(yearBounds(2028, '2027-12-31')).toBeNull();
    expect(yearBounds(2027, '2027-12-31')).toEqual({ gte: '2027-01-01', lte: '2027-12-31' });
  });

  it('shows this year and last year yearly, this year monthly, three years in comparison', () => {
    const today = '2026-05-17';
    expect(chartYears('yearly', 'currentYear', today)).toEqual([2025, 2026]);
    expect(chartYears('monthly', 'currentYear', today)).toEqual([2026]);
    expect(chartYears('yearly', 'comparison', today)).toEqual([2024, 2025, 2026]);
    expect(chartYears('monthly', 'comparison', today)).toEqual([2024, 2025, 2026]);
    expect(chartBounds([2024, 2025, 2026], today)).toEqual({
      gte: '2024-01-01',
      lte: '2026-05-17',
    });
  });

  it('runs the month series to the current month, full past years, nothing to come', () => {
    expect(chartMonths(2026, '2026-03-31')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(chartMonths(2027, '2027-01-01')).toEqual(['2027-01']);
    expect(chartMonths(2025, '2026-03-31')).toHaveLength(12);
    expect(chartMonths(2025, '2026-03-31').at(-1)).toBe('2025-12');
    expect(chartMonths(2027, '2026-03-31')).toEqual([]);
  });
});

describe('statistics queries (docs/portal.md "Statistics")', () => {
  const filters = { locations: [1, 4], articleType: 'ring' };

  it('asks the yearly bars by store and year from January 1 of the first year shown', () => {
    const q = yearlyChartQuery(filters, 'currentYear', '2026-05-17');
    expect(q.getAll('location__in')).toEqual(['1', '4']);
    expect(Object.fromEntries([...q].filter(([k]) => k !== 'location__in'))).toEqual({
      article_type: 'ring',
      sell_out_date__isnull: 'false',
      sell_out_date__gte: '2025-01-01',
      sell_out_date__lte: '2026-05-17',
      metrics: 'count,total_sell_out_value',
      aggregate_by: 'location,sell_out_year',
      include: 'location_name',
    });
    expect(yearlyChartQuery(filters, 'comparison', '2026-05-17').get('sell_out_date__gte')).toBe(
      '2024-01-01',
    );
  });

  it('asks the monthly lines by month; none as the article type is no filter', () => {
    const q = monthlyChartQuery(
      { locations: [1], articleType: 'none' },
      'comparison',
      '2026-05-17',
    );
    expect(q.get('aggregate_by')).toBe('sell_out_month');
    expect(q.has('article_type')).toBe(false);
    expect(q.has('include')).toBe(false);
    expect(q.get('sell_out_date__gte')).toBe('2024-01-01');
    expect(monthlyChartQuery(filters, 'currentYear', '2026-05-17').get('sell_out_date__gte')).toBe(
      '2026-01-01',
    );
  });

  it('asks each ranking for its timeframe with the includes of its dimension', () => {
    const articles = rankingQuery(filters, 'product', 'lastYear', '2026-05-17');
    expect(articles.get('aggregate_by')).toBe('product');
    expect(articles.get('include')).toBe('description_de,description_en');
    expect(articles.get('sell_out_date__gte')).toBe('2025-01-01');
    expect(articles.get('sell_out_date__lte')).toBe('2025-12-31');
    expect(rankingQuery(filters, 'sale_user', 'thisYear', '2026-05-17').get('include')).toBe(
      'sale_user_name',
    );
    expect(rankingQuery(filters, 'location', 'yearBefore', '2026-05-17').get('include')).toBe(
      'location_name',
    );
  });
});

describe('per-currency groups', () => {
  const answer = [
    agg({ location: 1, currency: 'EUR', location_name: 'Wien' }, 3, 3000),
    agg({ location: 1, currency: 'CHF', location_name: 'Wien' }, 1, 900),
    agg({ location: 4, currency: 'CHF', location_name: 'Zürich' }, 5, 7000),
  ];

  it('adds counts over currencies and keeps the values apart', () => {
    const merged = mergeCurrencies(answer, ['location']);
    expect(merged.map((m) => [m.key, m.count, m.values])).toEqual([
      ['1', 4, { EUR: 3000, CHF: 900 }],
      ['4', 5, { CHF: 7000 }],
    ]);
  });

  it('shows values in the currency with the most sell-outs; EUR wins a tie', () => {
    expect(dominantCurrency(answer)).toBe('CHF');
    expect(dominantCurrency([agg({ currency: 'USD' }, 2, 1), agg({ currency: 'EUR' }, 2, 1)])).toBe(
      'EUR',
    );
    expect(dominantCurrency([agg({ currency: 'USD' }, 2, 1), agg({ currency: 'JPY' }, 2, 1)])).toBe(
      'JPY',
    );
    expect(dominantCurrency([])).toBeNull();
  });

  it('keeps a null sale user as a group of its own', () => {
    const merged = mergeCurrencies(
      [
        agg({ sale_user: null, currency: 'EUR' }, 2, 10),
        agg({ sale_user: 3, currency: 'EUR' }, 1, 5),
        agg({ sale_user: null, currency: 'CHF' }, 1, 7),
      ],
      ['sale_user'],
    );
    expect(merged.map((m) => [m.key, m.count])).toEqual([
      ['null', 3],
      ['3', 1],
    ]);
  });
});

describe('top-4 rankings (002 §9)', () => {
  const stores = mergeCurrencies(
    [
      agg({ location: 1, location_name: 'Anna', currency: 'EUR' }, 5, 500),
      agg({ location: 2, location_name: 'Berta', currency: 'EUR' }, 9, 100),
      agg({ location: 3, location_name: 'Clara', currency: 'EUR' }, 5, 900),
      agg({ location: 4, location_name: 'Dora', currency: 'EUR' }, 2, 50),
      agg({ location: 5, location_name: 'Emma', currency: 'EUR' }, 5, 300),
      agg({ location: 6, location_name: 'Frida', currency: 'CHF' }, 1, 99_999),
    ],
    ['location'],
  );
  const label = (e: (typeof stores)[number]) => String(e.group.location_name);

  it('ranks by count, cuts at 4, orders ties by name and lets them share a rank', () => {
    const top = topRanking(stores, 'count', 'EUR', label);
    expect(top.map((r) => [r.rank, label(r.entry), r.value])).toEqual([
      [1, 'Berta', 9],
      [2, 'Anna', 5],
      [2, 'Clara', 5],
      [2, 'Emma', 5],
    ]);
  });

  it('ranks by value in one currency and leaves out groups without a value there', () => {
    const top = topRanking(stores, 'value', 'EUR', label);
    expect(top.map((r) => [r.rank, label(r.entry), r.value])).toEqual([
      [1, 'Clara', 900],
      [2, 'Anna', 500],
      [3, 'Emma', 300],
      [4, 'Berta', 100],
    ]);
    expect(topRanking(stores, 'value', 'CHF', label).map((r) => label(r.entry))).toEqual(['Frida']);
    expect(topRanking([], 'count', null, label)).toEqual([]);
  });
});

describe('chart rows', () => {
  it('pivots the yearly answer per store, a figure for every year shown', () => {
    const rows = yearlyRows(
      [
        agg({ location: 2, sell_out_year: 2026, location_name: 'Zürich', currency: 'CHF' }, 4, 40),
        agg({ location: 1, sell_out_year: 2025, location_name: 'Wien', currency: 'EUR' }, 3, 30),
        agg({ location: 1, sell_out_year: 2026, location_name: 'Wien', currency: 'EUR' }, 1, 10),
        agg({ location: 1, sell_out_year: 2026, location_name: 'Wien', currency: 'CHF' }, 2, 20),
        agg({ location: 1, sell_out_year: 2023, location_name: 'Wien', currency: 'EUR' }, 9, 9),
      ],
      [2025, 2026],
      'count',
      null,
    );
    expect(rows).toEqual([
      { key: '1', label: 'Wien', values: { 2025: 3, 2026: 3 } },
      { key: '2', label: 'Zürich', values: { 2025: 0, 2026: 4 } },
    ]);
  });

  it('ends the current year line at today’s month; past years run the full year', () => {
    const answer = [
      agg({ sell_out_month: '2025-02', currency: 'EUR' }, 2, 200),
      agg({ sell_out_month: '2025-12', currency: 'EUR' }, 1, 100),
      agg({ sell_out_month: '2026-03', currency: 'EUR' }, 4, 400),
      agg({ sell_out_month: '2026-03', currency: 'CHF' }, 1, 50),
    ];
    const single = monthlyRows(answer, [2026], '2026-03-05', 'count', null);
    expect(single.map((r) => [r.month, r.values[2026]])).toEqual([
      [1, 0],
      [2, 0],
      [3, 5],
    ]);
    const both = monthlyRows(answer, [2025, 2026], '2026-03-05', 'value', 'EUR');
    expect(both).toHaveLength(12);
    expect(both[1]!.values).toEqual({ 2025: 200, 2026: 0 });
    expect(both[2]!.values).toEqual({ 2025: 0, 2026: 400 });
    expect(both[3]!.values).toEqual({ 2025: 0, 2026: null });
    expect(both[11]!.values).toEqual({ 2025: 100, 2026: null });
  });
});
