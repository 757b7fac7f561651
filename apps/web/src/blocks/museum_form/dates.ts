import { WEEKDAYS, type EventDateWindow, type Weekday } from '@maison/domain/forms/rules';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A configured date as YYYY-MM-DD (Storyblok's date fields read "YYYY-MM-DD HH:mm"). */
export function calendarDay(value: string | null | undefined): string | null {
  const match = value ? DAY.exec(value.trim()) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
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
