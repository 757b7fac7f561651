import { describe, expect, it } from 'vitest';
import {
  INVENTORY_AGGREGATE_INCLUDES,
  aggregateGrouping,
  compareAggregateKeys,
  countingCurrency,
  unmatchedIncludes,
  yearDimension,
} from './aggregates';

describe('aggregates rules (docs/portal.md "Aggregates")', () => {
  it('adds currency last when a value is asked, and keeps the order asked once', () => {
    expect(aggregateGrouping(['location', 'product', 'location'], ['count'])).toEqual([
      'location',
      'product',
    ]);
    expect(aggregateGrouping(['location'], ['count', 'total_sell_out_value'])).toEqual([
      'location',
      'currency',
    ]);
    expect(aggregateGrouping(['currency', 'location'], ['total_sell_in_value'])).toEqual([
      'currency',
      'location',
    ]);
  });

  it('year is the sell-out year only when only sold rows count', () => {
    expect(yearDimension(null, true)).toBe('sell_out_year');
    expect(yearDimension('sellOut', undefined)).toBe('sell_out_year');
    expect(yearDimension(null, undefined)).toBe('sell_in_year');
    expect(yearDimension('stock', false)).toBe('sell_in_year');
  });

  it('counts a sold row in its sell-out currency', () => {
    expect(countingCurrency({ sell_in_currency: 'EUR', sell_out_currency: 'CHF' })).toBe('CHF');
    expect(countingCurrency({ sell_in_currency: 'JPY', sell_out_currency: null })).toBe('JPY');
  });

  it('names the includes whose dimension is missing', () => {
    expect(
      unmatchedIncludes(
        ['location_name', 'description_de', 'sale_user_name'],
        INVENTORY_AGGREGATE_INCLUDES,
        ['product'],
      ),
    ).toEqual(['location_name', 'sale_user_name']);
  });

  it('orders numbers by value, texts by code point, null last', () => {
    const keys = [null, 10, 9, null, 2];
    expect(keys.sort(compareAggregateKeys)).toEqual([2, 9, 10, null, null]);
    expect(['2025-10', null, '2025-02', 'Z', 'a'].sort(compareAggregateKeys)).toEqual([
      '2025-02',
      '2025-10',
      'Z',
      'a',
      null,
    ]);
  });
});
