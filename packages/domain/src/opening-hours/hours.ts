/**
 * A jeweler's opening times (000 §3 `openingTimes`, shape in docs/content-model.md): intervals
 * per weekday in the shop's local time, read against an instant and the shop's IANA time zone.
 * Local wall time comes from Intl, so daylight-saving changes need no rules of their own.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningInterval {
  weekday: Weekday;
  /** 'HH:MM', 24-hour clock, local time. */
  opens: string;
  /** 'HH:MM'; at or before `opens` it is on the next day (open past midnight). */
  closes: string;
}

type OpeningWeek = Record<Weekday, OpeningInterval[]>;

const MINUTES_PER_DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The interval as minutes after the start of its weekday; the end may pass midnight. */
function span(interval: OpeningInterval): [number, number] {
  const start = minutesOf(interval.opens);
  const end = minutesOf(interval.closes);
  return [start, end > start ? end : end + MINUTES_PER_DAY];
}

/** What is wrong with a stored `openingTimes` value; empty when it is valid. */
export function openingTimesIssues(value: unknown): string[] {
  if (!Array.isArray(value)) return ['openingTimes is not a list'];
  const issues: string[] = [];
  const valid: OpeningInterval[] = [];
  value.forEach((entry: unknown, i) => {
    const e = (entry ?? {}) as Partial<Record<keyof OpeningInterval, unknown>>;
    if (!WEEKDAYS.includes(e.weekday as Weekday)) issues.push(`${i}: unknown weekday`);
    else if (typeof e.opens !== 'string' || !TIME.test(e.opens)) issues.push(`${i}: opens`);
    else if (typeof e.closes !== 'string' || !TIME.test(e.closes)) issues.push(`${i}: closes`);
    else if (e.opens === e.closes) issues.push(`${i}: opens and closes at the same time`);
    else valid.push({ weekday: e.weekday as Weekday, opens: e.opens, closes: e.closes });
  });
  for (const day of Object.values(byWeekday(valid))) {
    for (let i = 1; i < day.length; i++) {
      if (span(day[i]!)[0] < span(day[i - 1]!)[1]) issues.push(`${day[i]!.weekday}: overlapping`);
    }
  }
  return issues;
}

/** The opening times of a stored value, or null when the value is not valid. */
export function parseOpeningTimes(value: unknown): OpeningInterval[] | null {
  return openingTimesIssues(value).length ? null : (value as OpeningInterval[]);
}

/** Every weekday, Monday first, with its intervals in order of opening; closed days empty. */
export function byWeekday(times: readonly OpeningInterval[]): OpeningWeek {
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as OpeningInterval[]])) as OpeningWeek;
  for (const interval of times) week[interval.weekday].push(interval);
  for (const day of WEEKDAYS) week[day].sort((a, b) => span(a)[0] - span(b)[0]);
  return week;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const SHORT_WEEKDAYS: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** The weekday and minutes after midnight of `date` on the wall clocks of `timeZone`. */
export function localTime(date: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    weekday: SHORT_WEEKDAYS[parts.weekday ?? ''] ?? 'mon',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Today's weekday where the shop is. */
export function todayIn(date: Date, timeZone: string): Weekday {
  return localTime(date, timeZone).weekday;
}

const dayAfter = (day: Weekday, n: number): Weekday =>
  WEEKDAYS[(WEEKDAYS.indexOf(day) + n) % WEEKDAYS.length]!;

/** Whether the shop is open at `date`, counting yesterday's intervals that run past midnight. */
export function isOpenAt(times: readonly OpeningInterval[], date: Date, timeZone: string): boolean {
  const { weekday, minutes } = localTime(date, timeZone);
  const yesterday = dayAfter(weekday, WEEKDAYS.length - 1);
  return times.some((interval) => {
    const [start, end] = span(interval);
    if (interval.weekday === weekday) return start <= minutes && minutes < end;
    return interval.weekday === yesterday && minutes < end - MINUTES_PER_DAY;
  });
}

/**
 * The next time the shop opens after `date`: its weekday, opening time and how many days ahead
 * (0 = later today). Null when it never opens.
 */
export function nextOpening(
  times: readonly OpeningInterval[],
  date: Date,
  timeZone: string,
): { weekday: Weekday; opens: string; inDays: number } | null {
  const { weekday, minutes } = localTime(date, timeZone);
  const week = byWeekday(times);
  for (let inDays = 0; inDays <= WEEKDAYS.length; inDays++) {
    const day = dayAfter(weekday, inDays);
    const next = week[day].find((interval) => inDays > 0 || span(interval)[0] > minutes);
    if (next) return { weekday: day, opens: next.opens, inDays };
  }
  return null;
}
