import { WEEKDAYS, type EventDateWindow, type Weekday } from '@maison/domain/forms/rules';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A configured date as YYYY-MM-DD (Storyblok's date fields read "YYYY-MM-DD HH:mm"). */
export function calendarDay(value: string | null | undefined): string | null {
  const match = value ? DAY.exec(value.trim()) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A YYYY-MM-DD day as a local Date (the date picker works in local days). */
export function dayToDate(day: string | null | undefined): Date | undefined {
  const match = day ? DAY.exec(day) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** A local Date as YYYY-MM-DD. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date picker's disabled weekdays, 0 = Sunday … 6 = Saturday. */
export function weekdayNumbers(days: readonly Weekday[] | null | undefined): number[] {
  return (days ?? []).map((day) => WEEKDAYS.indexOf(day)).filter((n) => n >= 0);
}

/** The museum block's window from its fields (001 §5). */
export function eventWindow(block: {
  startDate?: string | null;
  endDate?: string | null;
  excludedWeekdays?: readonly Weekday[] | null;
}): EventDateWindow {
  return {
    startDate: calendarDay(block.startDate),
    endDate: calendarDay(block.endDate),
    excludedWeekdays: [...(block.excludedWeekdays ?? [])],
  };
}
