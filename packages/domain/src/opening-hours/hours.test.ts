import { describe, expect, it } from 'vitest';
import {
  byWeekday,
  isOpenAt,
  nextOpening,
  openingTimesIssues,
  parseOpeningTimes,
  todayIn,
  type OpeningInterval,
} from './hours';

const week = (
  days: OpeningInterval['weekday'][],
  ...intervals: [string, string][]
): OpeningInterval[] =>
  days.flatMap((weekday) => intervals.map(([opens, closes]) => ({ weekday, opens, closes })));

const EUROPE = [
  ...week(['mon', 'tue', 'wed', 'thu', 'fri'], ['10:00', '19:00']),
  ...week(['sat'], ['10:00', '18:00']),
];
const LUNCH = week(['mon', 'tue', 'wed', 'thu', 'fri'], ['09:30', '12:30'], ['14:00', '18:30']);
const GULF = [
  ...week(['mon', 'tue', 'wed', 'thu', 'sun'], ['10:00', '23:00']),
  ...week(['fri', 'sat'], ['10:00', '01:00']),
];
const at = (iso: string) => new Date(iso);

describe('parseOpeningTimes', () => {
  it('accepts the content shape, several intervals a day and intervals past midnight', () => {
    expect(parseOpeningTimes(EUROPE)).toEqual(EUROPE);
    expect(parseOpeningTimes(LUNCH)).toEqual(LUNCH);
    expect(parseOpeningTimes(GULF)).toEqual(GULF);
    expect(parseOpeningTimes([])).toEqual([]);
  });

  it.each([
    ['not a list', { mon: '10-19' }],
    ['an unknown weekday', [{ weekday: 'monday', opens: '10:00', closes: '19:00' }]],
    ['an hour past 23', [{ weekday: 'mon', opens: '10:00', closes: '24:00' }]],
    ['a time without minutes', [{ weekday: 'mon', opens: '10', closes: '19:00' }]],
    ['opening and closing at once', [{ weekday: 'mon', opens: '10:00', closes: '10:00' }]],
    ['overlapping intervals', week(['mon'], ['10:00', '14:00'], ['13:00', '19:00'])],
    ['a legacy rich text', { type: 'doc', content: [] }],
  ])('rejects %s', (_, value) => {
    expect(parseOpeningTimes(value)).toBeNull();
    expect(openingTimesIssues(value).length).toBeGreaterThan(0);
  });
});

describe('byWeekday', () => {
  it('lists every weekday from Monday, closed days empty, intervals by opening time', () => {
    const days = byWeekday([
      ...week(['mon'], ['14:00', '18:30']),
      ...week(['mon'], ['09:30', '12:30']),
    ]);
    expect(Object.keys(days)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(days.mon.map((i) => i.opens)).toEqual(['09:30', '14:00']);
    expect(days.sun).toEqual([]);
  });
});

describe('todayIn', () => {
  it("is the shop's weekday, not the visitor's", () => {
    const instant = at('2026-06-01T23:30:00Z'); // a Monday in UTC
    expect(todayIn(instant, 'UTC')).toBe('mon');
    expect(todayIn(instant, 'Asia/Tokyo')).toBe('tue');
    expect(todayIn(instant, 'America/New_York')).toBe('mon');
    expect(todayIn(at('2026-06-01T09:00:00Z'), 'Pacific/Honolulu')).toBe('sun');
  });
});

describe('isOpenAt', () => {
  it('opens at the opening minute and closes at the closing minute, local time', () => {
    // Wednesday 2026-06-03; Berlin is UTC+2 in summer.
    expect(isOpenAt(EUROPE, at('2026-06-03T07:59:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isOpenAt(EUROPE, at('2026-06-03T08:00:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isOpenAt(EUROPE, at('2026-06-03T16:59:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isOpenAt(EUROPE, at('2026-06-03T17:00:00Z'), 'Europe/Berlin')).toBe(false);
  });

  it('is closed on a day without intervals and during a lunch break', () => {
    expect(isOpenAt(EUROPE, at('2026-06-07T10:00:00Z'), 'Europe/Berlin')).toBe(false); // Sunday
    // Zurich is UTC+2 in summer: 12:00 is before the break, 13:00 in it, 14:00 after it.
    expect(isOpenAt(LUNCH, at('2026-06-03T10:00:00Z'), 'Europe/Zurich')).toBe(true);
    expect(isOpenAt(LUNCH, at('2026-06-03T11:00:00Z'), 'Europe/Zurich')).toBe(false);
    expect(isOpenAt(LUNCH, at('2026-06-03T12:00:00Z'), 'Europe/Zurich')).toBe(true);
  });

  it('follows the spring daylight-saving change (Europe, 29 March 2026)', () => {
    const sunday = week(['sun'], ['10:00', '18:00']);
    // 08:30 UTC is 10:30 CEST after the change (it would be 09:30 on winter time).
    expect(isOpenAt(sunday, at('2026-03-29T08:30:00Z'), 'Europe/Berlin')).toBe(true);
    // A week earlier the same instant is 09:30 CET: still closed.
    expect(isOpenAt(sunday, at('2026-03-22T08:30:00Z'), 'Europe/Berlin')).toBe(false);
  });

  it('follows the autumn daylight-saving change (Europe 25 October, New York 1 November 2026)', () => {
    const sunday = week(['sun'], ['10:00', '18:00']);
    // 08:30 UTC is 09:30 CET after the change (it was 10:30 CEST a week earlier).
    expect(isOpenAt(sunday, at('2026-10-25T08:30:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isOpenAt(sunday, at('2026-10-18T08:30:00Z'), 'Europe/Berlin')).toBe(true);
    // 14:30 UTC is 09:30 EST after the change, 10:30 EDT before.
    expect(isOpenAt(sunday, at('2026-11-01T14:30:00Z'), 'America/New_York')).toBe(false);
    expect(isOpenAt(sunday, at('2026-10-25T14:30:00Z'), 'America/New_York')).toBe(true);
  });

  it('keeps an interval past midnight open into the next day, up to its closing time', () => {
    // Dubai is UTC+4 without daylight saving. Friday 2026-06-05 10:00–01:00.
    expect(isOpenAt(GULF, at('2026-06-05T19:59:00Z'), 'Asia/Dubai')).toBe(true); // Fri 23:59
    expect(isOpenAt(GULF, at('2026-06-05T20:30:00Z'), 'Asia/Dubai')).toBe(true); // Sat 00:30
    expect(isOpenAt(GULF, at('2026-06-05T21:00:00Z'), 'Asia/Dubai')).toBe(false); // Sat 01:00
    // Sunday 00:30 after Saturday's late opening; Monday 00:30 after Sunday's 23:00 close.
    expect(isOpenAt(GULF, at('2026-06-06T20:30:00Z'), 'Asia/Dubai')).toBe(true);
    expect(isOpenAt(GULF, at('2026-06-07T20:30:00Z'), 'Asia/Dubai')).toBe(false);
  });

  it('wraps Sunday night into Monday morning', () => {
    const late = week(['sun'], ['20:00', '02:00']);
    expect(isOpenAt(late, at('2026-06-08T01:30:00Z'), 'UTC')).toBe(true); // Mon 01:30
    expect(isOpenAt(late, at('2026-06-08T02:00:00Z'), 'UTC')).toBe(false);
  });
});

describe('nextOpening', () => {
  it('is later today before opening and during a lunch break', () => {
    expect(nextOpening(LUNCH, at('2026-06-03T05:00:00Z'), 'Europe/Zurich')).toEqual({
      weekday: 'wed',
      opens: '09:30',
      inDays: 0,
    });
    expect(nextOpening(LUNCH, at('2026-06-03T11:00:00Z'), 'Europe/Zurich')).toEqual({
      weekday: 'wed',
      opens: '14:00',
      inDays: 0,
    });
  });

  it('skips closed days and wraps around the week', () => {
    // Saturday 19:00 in Berlin: the next opening is Monday.
    expect(nextOpening(EUROPE, at('2026-06-06T17:00:00Z'), 'Europe/Berlin')).toEqual({
      weekday: 'mon',
      opens: '10:00',
      inDays: 2,
    });
    // The only day is today and it has closed: a week ahead.
    const mondays = week(['mon'], ['10:00', '12:00']);
    expect(nextOpening(mondays, at('2026-06-01T13:00:00Z'), 'UTC')).toEqual({
      weekday: 'mon',
      opens: '10:00',
      inDays: 7,
    });
  });

  it('is null for a shop that never opens', () => {
    expect(nextOpening([], at('2026-06-01T13:00:00Z'), 'UTC')).toBeNull();
  });
});
