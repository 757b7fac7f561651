import { describe, expect, it } from 'vitest';
import {
  FilterQueryError,
  filterQueryEntries,
  matchesFilterQuery,
  parseFilterQuery,
  validateFilterQuery,
} from './filter-query';
import type { FilterQuery } from './types';

const ring = {
  component: 'product',
  type: 'ring',
  name: 'Aurora Ring',
  filterAlloy: ['white_gold', 'yellow_gold'],
  isLimited: true,
  wizardTags: [],
  price: { EUR: 1200 },
  launch: '2026-10-01 08:00',
};

describe('filter_query', () => {
  it.each<[FilterQuery, boolean]>([
    [{ type: { in: 'ring,bracelet' } }, true],
    [{ type: { in: 'bracelet' } }, false],
    [{ type: { not_in: 'bracelet' } }, true],
    [{ type: { is: 'ring' } }, true],
    [{ isLimited: { is: 'true' } }, true],
    [{ isLimited: { is: 'false' } }, false],
    [{ missing: { is: 'false' } }, true],
    [{ wizardTags: { is: 'empty_array' } }, true],
    [{ filterAlloy: { is: 'not_empty_array' } }, true],
    [{ missing: { is: 'null' } }, true],
    [{ name: { is: 'not_empty' } }, true],
    [{ name: { like: 'Aur*' } }, true],
    [{ name: { like: 'aur*' } }, false],
    [{ name: { not_like: '*Ring' } }, false],
    [{ filterAlloy: { any_in_array: 'rose_gold,yellow_gold' } }, true],
    [{ filterAlloy: { all_in_array: 'white_gold,yellow_gold' } }, true],
    [{ filterAlloy: { all_in_array: 'white_gold,rose_gold' } }, false],
    [{ 'price.EUR': { gt_int: '1000' } }, true],
    [{ 'price.EUR': { lt_int: '1000' } }, false],
    [{ 'price.EUR': { gt_float: '1199.5' } }, true],
    [{ launch: { gt_date: '2026-09-30 00:00' } }, true],
    [{ launch: { lt_date: '2026-09-30 00:00' } }, false],
    [{ type: { in: 'ring' }, isLimited: { is: 'false' } }, false],
    [{ __or: [{ type: { in: 'bracelet' } }, { isLimited: { is: 'true' } }] }, true],
  ])('%j → %s', (filter, expected) => {
    expect(matchesFilterQuery(ring, filter)).toBe(expected);
  });

  it('round-trips through the query string, __or included', () => {
    const filter: FilterQuery = {
      type: { in: 'ring' },
      __or: [{ isLimited: { is: 'true' } }, { 'price.EUR': { lt_int: '500' } }],
    };
    const search = new URLSearchParams(filterQueryEntries(filter));
    expect(search.get('filter_query[__or][1][price.EUR][lt_int]')).toBe('500');
    expect(parseFilterQuery(search)).toEqual(filter);
    expect(parseFilterQuery(new URLSearchParams('page=2'))).toBeUndefined();
  });

  it('rejects unknown operations and malformed keys', () => {
    expect(() => validateFilterQuery({ type: { equals: 'ring' } })).toThrow(FilterQueryError);
    expect(() => parseFilterQuery(new URLSearchParams('filter_query[type]=ring'))).toThrow(
      FilterQueryError,
    );
  });
});
