import { DAYS_PER_WEEK } from '../constants';
import { isCalendarDay } from '../forms/rules';

/**
 * 001 §3, 001 §5: a SKU's metadata names its delivery_time in weeks; a requested delivery date
 * must not be earlier than today plus that many weeks. Days are YYYY-MM-DD; "today" is the
 * caller's (the location's) calendar day.
 */

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Reads delivery_time from SKU metadata: a whole number of weeks ≥ 0, else null. */
export function deliveryTimeWeeks(
  metadata: Record<string, unknown> | null | undefined,
): number | null {
  const raw = metadata?.delivery_time;
  const weeks = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof weeks === 'number' && Number.isInteger(weeks) && weeks >= 0 ? weeks : null;
}

/** 001 §5: the earliest delivery date: today plus delivery_time weeks. */
export function minimumDeliveryDate(today: string, weeks: number): string {
  if (!Number.isInteger(weeks) || weeks < 0) throw new RangeError(`Not a delivery time: ${weeks}`);
  return addDays(today, weeks * DAYS_PER_WEEK);
}

/** 001 §5: a requested date is allowed when it is a calendar day on or after the minimum. */
export function isDeliveryDateAllowed(date: string, today: string, weeks: number): boolean {
  return isCalendarDay(date) && date >= minimumDeliveryDate(today, weeks);
}
