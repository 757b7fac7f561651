import { PORTAL_DATE_RANGE_YEARS_BACK, PORTAL_SALE_DATE_MONTHS_BACK } from '../constants';
import { isCalendarDay } from '../forms/rules';
import { tableDateField, type TableId } from './tables';

/** Calendar days as YYYY-MM-DD strings; they compare correctly as strings. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day of `now` in a time zone (IANA name), e.g. the location's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return dayOf(get('year'), get('month'), get('day'));
}

/** The browser's (or server's) local calendar day. */
export function localToday(now: Date = new Date()): string {
  return dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * Ours: the time zone of each seeded country. The sale date's "today" is the item location's
 * day (docs/decisions/0011-portal-inventory.md); unknown countries use UTC.
 */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  CN: 'Asia/Shanghai',
};

export function countryTimeZone(country: string): string {
  return COUNTRY_TIME_ZONES[country] ?? 'UTC';
}

/** 002 §5: the first day of the month before `today`'s month. */
export function firstDayOfPreviousMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - PORTAL_SALE_DATE_MONTHS_BACK;
  return month >= 1 ? dayOf(year, month, 1) : dayOf(year - 1, month + 12, 1);
}

export interface SaleDateWindow {
  /** Earliest allowed day: the later of the previous month's first day and the sell-in date. */
  min: string;
  /** Latest allowed day: today. */
  max: string;
  /** 002 §5: the sale date defaults to today. */
  defaultDate: string;
}

/**
 * 002 §5: the sale date is today or earlier, and no earlier than the first day of the previous
 * month, or the sell-in date if that is later. When the sell-in date lies after today the
 * window is empty (min > max).
 */
export function saleDateWindow(today: string, sellInDate?: string | null): SaleDateWindow {
  const monthStart = firstDayOfPreviousMonth(today);
  const min = sellInDate && sellInDate > monthStart ? sellInDate : monthStart;
  return { min, max: today, defaultDate: today };
}

export type SaleDateProblem = 'invalid' | 'future' | 'too_early';

/** Why a sale date is refused, or null when it lies in the window. */
export function saleDateProblem(
  date: string,
  today: string,
  sellInDate?: string | null,
): SaleDateProblem | null {
  if (!isCalendarDay(date)) return 'invalid';
  const window = saleDateWindow(today, sellInDate);
  if (date > window.max) return 'future';
  if (date < window.min) return 'too_early';
  return null;
}

export function isSaleDateAllowed(
  date: string,
  today: string,
  sellInDate?: string | null,
): boolean {
  return saleDateProblem(date, today, sellInDate) === null;
}

/** 002 §3: the date-range filter's values; none means no bound. */
export const DATE_RANGES = [
  'none',
  'currentYear',
  'previousYear',
  'twoYearsAgo',
  'threeYearsAgo',
] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const YEARS_BACK: Record<Exclude<DateRange, 'none'>, number> = {
  currentYear: 0,
  previousYear: 1,
  twoYearsAgo: 2,
  threeYearsAgo: PORTAL_DATE_RANGE_YEARS_BACK,
};

export function isDateRange(value: unknown): value is DateRange {
  return typeof value === 'string' && (DATE_RANGES as readonly string[]).includes(value);
}

/** 002 §7: the inclusive bounds of a date range, Jan 1 to Dec 31 of the chosen year. */
export function dateRangeBounds(
  range: DateRange,
  today: string,
): { gte: string; lte: string } | null {
  if (range === 'none') return null;
  const year = Number(today.slice(0, 4)) - YEARS_BACK[range];
  return { gte: dayOf(year, 1, 1), lte: dayOf(year, 12, 31) };
}

/**
 * 002 §7: a date range as the query parameters the browser sends, `{field}__gte` and
 * `{field}__lte` of the table's date field; {} for none.
 */
export function expandDateRange(
  table: TableId,
  range: DateRange,
  today: string,
): Record<string, string> {
  const bounds = dateRangeBounds(range, today);
  if (!bounds) return {};
  const field = tableDateField(table);
  return { [`${field}__gte`]: bounds.gte, [`${field}__lte`]: bounds.lte };
}
