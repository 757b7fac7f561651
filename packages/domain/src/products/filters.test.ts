import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER_GROUPS,
  filterGroupValues,
  filtersFromQuery,
  filtersToQuery,
  matchesFilters,
  toggleFilterItem,
} from './filters';

const whiteNarrow = { filterAlloy: ['white_gold'], filterRingWidth: 'narrow', isLimited: true };
const bothWide = { filterAlloy: ['white_gold', 'yellow_gold'], filterRingWidth: 'wide' };

describe('product filters (000 §3)', () => {
  const empty = filtersFromQuery(new URLSearchParams(), 'ring', DEFAULT_FILTER_GROUPS.ring);

  it('matches everything without active items', () => {
    expect(empty).toHaveLength(7);
    expect(empty[0]).toEqual({
      productType: 'ring',
      groupId: 'alloy',
      type: 'multi',
      activeItemIDs: [],
    });
    expect(matchesFilters(whiteNarrow, empty)).toBe(true);
  });

  it('ORs inside a group and ANDs across groups', () => {
    const yellow = toggleFilterItem(empty, 'alloy', 'yellow_gold');
    expect(matchesFilters(whiteNarrow, yellow)).toBe(false);
    expect(matchesFilters(bothWide, yellow)).toBe(true);
    const yellowOrWhite = toggleFilterItem(yellow, 'alloy', 'white_gold');
    expect(matchesFilters(whiteNarrow, yellowOrWhite)).toBe(true);
    const narrow = toggleFilterItem(yellowOrWhite, 'ringWidth', 'narrow');
    expect(matchesFilters(whiteNarrow, narrow)).toBe(true);
    expect(matchesFilters(bothWide, narrow)).toBe(false);
  });

  it('needs true for boolean groups', () => {
    const limited = toggleFilterItem(empty, 'isLimited', 'true');
    expect(limited.find((f) => f.groupId === 'isLimited')?.type).toBe('boolean');
    expect(matchesFilters(whiteNarrow, limited)).toBe(true);
    expect(matchesFilters(bothWide, limited)).toBe(false);
  });

  it('toggles items off again', () => {
    const on = toggleFilterItem(empty, 'alloy', 'white_gold');
    expect(toggleFilterItem(on, 'alloy', 'white_gold')).toEqual(empty);
  });

  it('round-trips through the URL query and keeps other parameters', () => {
    const state = toggleFilterItem(
      toggleFilterItem(empty, 'alloy', 'white_gold'),
      'isLimited',
      'true',
    );
    const query = filtersToQuery(state, new URLSearchParams('utm=x'));
    expect(query.toString()).toBe('utm=x&alloy=white_gold&isLimited=true');
    expect(filtersFromQuery(query, 'ring', DEFAULT_FILTER_GROUPS.ring)).toEqual(state);
  });

  it('ignores unknown groups in the query', () => {
    expect(filtersFromQuery(new URLSearchParams('nope=1'), 'ring', ['nope'])).toEqual([]);
  });

  it('offers clasp values found on the products', () => {
    const products = [
      { filterBraceletClasp: 'flexible_gold' },
      { filterBraceletClasp: 'mariella_clasp' },
      {},
    ];
    expect(filterGroupValues('braceletClasp', products)).toEqual([
      'flexible_gold',
      'mariella_clasp',
    ]);
    expect(filterGroupValues('alloy', products)).toEqual(['white_gold', 'yellow_gold']);
  });
});
