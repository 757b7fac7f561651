/**
 * Calendar days as the date pickers and the API exchange them: a YYYY-MM-DD string for the day a
 * person picked in their own time zone, and back to a local Date at midnight for the picker.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a Date as YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day (or the date part of an ISO timestamp) as a local Date at midnight, or null. */
export function localDate(day: string | null | undefined): Date | null {
  const match = day ? DAY.exec(day.trim()) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
