import { describe, expect, it } from 'vitest';
import { JEWELER_PIN_DISTANCE, JEWELER_RESULTS_INITIAL } from '../constants/jewelers';
import {
  filterByTypes,
  hasHiddenResults,
  isJewelerType,
  isPinned,
  orderJewelerResults,
  visibleResults,
  type JewelerType,
  type RankedJeweler,
} from './results';

const r = (name: string, type: JewelerType, distanceToUser: number | null): RankedJeweler => ({
  name,
  type,
  distanceToUser,
});
const names = (list: RankedJeweler[]) => list.map((x) => x.name);

describe('pinning (000 §4)', () => {
  it('pins boutiques and lounges within the pin distance, inclusive', () => {
    expect(isPinned(r('a', 'boutique', JEWELER_PIN_DISTANCE))).toBe(true);
    expect(isPinned(r('a', 'lounge', 10))).toBe(true);
    expect(isPinned(r('a', 'boutique', JEWELER_PIN_DISTANCE + 0.1))).toBe(false);
    expect(isPinned(r('a', 'jeweler', 1))).toBe(false);
    expect(isPinned(r('a', 'boutique', null))).toBe(false);
  });
});

describe('orderJewelerResults (000 §4)', () => {
  it('puts pinned boutiques and lounges first, then everything by distance', () => {
    const list = [
      r('near jeweler', 'jeweler', 1),
      r('far boutique', 'boutique', 2500),
      r('lounge', 'lounge', 300),
      r('boutique', 'boutique', 40),
      r('mid jeweler', 'jeweler', 50),
    ];
    expect(names(orderJewelerResults(list, 'de'))).toEqual([
      'boutique',
      'lounge',
      'near jeweler',
      'mid jeweler',
      'far boutique',
    ]);
  });

  it('keeps the input order of equal distances (stable)', () => {
    const list = [
      r('b', 'jeweler', 5),
      r('a', 'jeweler', 5),
      r('c', 'boutique', 5),
      r('d', 'lounge', 5),
    ];
    expect(names(orderJewelerResults(list, 'de'))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('orders by name in the locale without a position', () => {
    const list = [
      r('Zeller', 'boutique', null),
      r('Ärger', 'jeweler', null),
      r('Berg', 'lounge', null),
    ];
    expect(names(orderJewelerResults(list, 'de'))).toEqual(['Ärger', 'Berg', 'Zeller']);
  });

  it('does not change its input', () => {
    const list = [r('b', 'jeweler', 2), r('a', 'jeweler', 1)];
    orderJewelerResults(list, 'en');
    expect(names(list)).toEqual(['b', 'a']);
  });
});

describe('tabs (000 §2, §4)', () => {
  const list = [r('a', 'boutique', 1), r('b', 'lounge', 2), r('c', 'jeweler', 3)];
  it('shows all three types by default', () => {
    expect(names(filterByTypes(list))).toEqual(['a', 'b', 'c']);
  });
  it('shows only the active types', () => {
    expect(names(filterByTypes(list, ['jeweler']))).toEqual(['c']);
    expect(names(filterByTypes(list, ['boutique', 'lounge']))).toEqual(['a', 'b']);
    expect(filterByTypes(list, [])).toEqual([]);
  });
  it('knows the types', () => {
    expect(isJewelerType('lounge')).toBe(true);
    expect(isJewelerType('shop')).toBe(false);
  });
});

describe('the first-3 rule (000 §4)', () => {
  const list = ['a', 'b', 'c', 'd', 'e'];
  it('shows the first 3 until show all', () => {
    expect(JEWELER_RESULTS_INITIAL).toBe(3);
    expect(visibleResults(list, false)).toEqual(['a', 'b', 'c']);
    expect(visibleResults(list, true)).toEqual(list);
    expect(hasHiddenResults(list)).toBe(true);
    expect(hasHiddenResults(['a', 'b', 'c'])).toBe(false);
  });
});
