import {
  byWeekday,
  WEEKDAYS,
  type OpeningInterval,
  type Weekday,
} from '@maison/domain/opening-hours/hours';

export interface OpeningRow {
  weekday: Weekday;
  /** The weekday's name in the page's language. */
  day: string;
  /** The day's intervals, times as the language writes them ("10:00–19:00", "오전 10:00–오후 7:00"). */
  intervals: string[];
}

// 1 January 2024 was a Monday: the reference week for weekday names.
const REFERENCE_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

function weekdayNames(lang: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => [day, format.format(REFERENCE_MONDAY + i * DAY_MS)]),
  ) as Record<Weekday, string>;
}

/** 'HH:MM' as the language shows a time of day. */
export function timeLabel(lang: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(lang, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** Every weekday, Monday first, with its intervals written for `lang`; closed days empty. */
export function openingRows(lang: string, times: readonly OpeningInterval[]): OpeningRow[] {
  const names = weekdayNames(lang);
  const week = byWeekday(times);
  return WEEKDAYS.map((weekday) => ({
    weekday,
    day: names[weekday],
    intervals: week[weekday].map((i) => `${timeLabel(lang, i.opens)}–${timeLabel(lang, i.closes)}`),
  }));
}
