import {
  RELATIVE_TIME_DAYS_UNDER_S,
  RELATIVE_TIME_HOURS_UNDER_S,
  RELATIVE_TIME_JUST_NOW_UNDER_S,
  RELATIVE_TIME_MINUTES_UNDER_S,
} from '../constants/format';

/** What a time shown to a person reads as (001 §9); the words come from the locale. */
export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'ago'; unit: 'minute' | 'hour' | 'day'; value: number }
  | { kind: 'date'; date: string };

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy of a moment in the runtime's time zone (001 §9: dates dd.mm.yyyy). */
export function formatDay(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** dd.mm.yyyy HH:mm in the runtime's time zone: the absolute time beside a relative one. */
export function formatDayTime(date: Date): string {
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * 001 §9: just now under a minute, whole minutes under an hour, whole hours under 24 h, whole
 * days under 7, then the date. A time a little ahead of `now` (clock skew) is "just now".
 */
export function relativeTime(then: Date, now: Date): RelativeTime {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < RELATIVE_TIME_JUST_NOW_UNDER_S) return { kind: 'justNow' };
  if (seconds < RELATIVE_TIME_MINUTES_UNDER_S)
    return { kind: 'ago', unit: 'minute', value: Math.floor(seconds / MINUTE_S) };
  if (seconds < RELATIVE_TIME_HOURS_UNDER_S)
    return { kind: 'ago', unit: 'hour', value: Math.floor(seconds / HOUR_S) };
  if (seconds < RELATIVE_TIME_DAYS_UNDER_S)
    return { kind: 'ago', unit: 'day', value: Math.floor(seconds / DAY_S) };
  return { kind: 'date', date: formatDay(then) };
}
