import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TABLE_IDS } from './tables';
import {
  DATE_RANGES,
  dateRangeBounds,
  expandDateRange,
  firstDayOfPreviousMonth,
  isSaleDateAllowed,
  saleDateProblem,
  saleDateWindow,
  todayIn,
} from './dates';

/** Calendar days between 1970 and 2199 as YYYY-MM-DD. */
const day = fc
  .date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('sale-date window (002 §5)', () => {
  it('starts on the first day of the previous month, also across a year', () => {
    expect(firstDayOfPreviousMonth('2026-03-15')).toBe('2026-02-01');
    expect(firstDayOfPreviousMonth('2026-01-01')).toBe('2025-12-01');
    expect(firstDayOfPreviousMonth('2026-12-31')).toBe('2026-11-01');
  });

  it('defaults to today, ends today, and starts at the later sell-in date', () => {
    expect(saleDateWindow('2026-03-15')).toEqual({
      min: '2026-02-01',
      max: '2026-03-15',
      defaultDate: '2026-03-15',
    });
    expect(saleDateWindow('2026-03-15', '2026-03-02').min).toBe('2026-03-02');
    expect(saleDateWindow('2026-03-15', '2024-07-01').min).toBe('2026-02-01');
  });

  it('refuses future dates, dates before the window and malformed dates', () => {
    expect(saleDateProblem('2026-03-16', '2026-03-15')).toBe('future');
    expect(saleDateProblem('2026-01-31', '2026-03-15')).toBe('too_early');
    expect(saleDateProblem('2026-03-01', '2026-03-15', '2026-03-02')).toBe('too_early');
    expect(saleDateProblem('2026-02-30', '2026-03-15')).toBe('invalid');
    expect(saleDateProblem('15.03.2026', '2026-03-15')).toBe('invalid');
    expect(isSaleDateAllowed('2026-02-01', '2026-03-15')).toBe(true);
    expect(isSaleDateAllowed('2026-03-15', '2026-03-15', '2026-03-15')).toBe(true);
  });

  it('accepts exactly the days from max(previous month start, sell-in) to today', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: -80, max: 80 }), (today, sellIn, offset) => {
        const date = addDays(today, offset);
        const start = firstDayOfPreviousMonth(today);
        const min = sellIn > start ? sellIn : start;
        expect(isSaleDateAllowed(date, today, sellIn)).toBe(date <= today && date >= min);
        expect(isSaleDateAllowed(date, today)).toBe(date <= today && date >= start);
      }),
    );
  });

  it('the default (today) is allowed unless the sell-in date lies after today', () => {
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), (today, sellIn) => {
        const window = saleDateWindow(today, sellIn);
        expect(isSaleDateAllowed(window.defaultDate, today, sellIn)).toBe(
          sellIn === null || sellIn <= today,
        );
        expect(window.min <= today || (sellIn !== null && sellIn > today)).toBe(true);
      }),
    );
  });
});

describe('todayIn', () => {
  it('gives the calendar day of the time zone', () => {
    const now = new Date('2026-03-15T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-15');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-03-16');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-03-16');
    expect(todayIn('America/New_York', now)).toBe('2026-03-15');
  });
});

describe('date_range expansion (002 §5, 002 §7)', () => {
  it('covers Jan 1 to Dec 31 of the current year and the three before', () => {
    expect(dateRangeBounds('currentYear', '2026-06-30')).toEqual({
      gte: '2026-01-01',
      lte: '2026-12-31',
    });
    expect(dateRangeBounds('previousYear', '2026-06-30')?.gte).toBe('2025-01-01');
    expect(dateRangeBounds('twoYearsAgo', '2026-06-30')?.lte).toBe('2024-12-31');
    expect(dateRangeBounds('threeYearsAgo', '2026-01-01')).toEqual({
      gte: '2023-01-01',
      lte: '2023-12-31',
    });
    expect(dateRangeBounds('none', '2026-06-30')).toBeNull();
  });

  it('bounds sell_out_date for sellOut, else sell_in_date (open orders too)', () => {
    expect(expandDateRange('sellOut', 'currentYear', '2026-05-01')).toEqual({
      sell_out_date__gte: '2026-01-01',
      sell_out_date__lte: '2026-12-31',
    });
    expect(Object.keys(expandDateRange('stock', 'previousYear', '2026-05-01'))).toEqual([
      'sell_in_date__gte',
      'sell_in_date__lte',
    ]);
    expect(expandDateRange('openOrders', 'previousYear', '2026-05-01')).toEqual({
      sell_in_date__gte: '2025-01-01',
      sell_in_date__lte: '2025-12-31',
    });
    expect(expandDateRange('sellIn', 'none', '2026-05-01')).toEqual({});
  });

  it('always yields one whole year not after the current one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLE_IDS),
        fc.constantFrom(...DATE_RANGES),
        day,
        (table, range, today) => {
          const expanded = Object.values(expandDateRange(table, range, today));
          if (range === 'none') {
            expect(expanded).toEqual([]);
            return;
          }
          const [gte, lte] = expanded as [string, string];
          expect(gte.slice(0, 4)).toBe(lte.slice(0, 4));
          expect(gte.slice(4)).toBe('-01-01');
          expect(lte.slice(4)).toBe('-12-31');
          const back = Number(today.slice(0, 4)) - Number(gte.slice(0, 4));
          expect(back).toBe(DATE_RANGES.indexOf(range) - 1);
        },
      ),
    );
  });
});
