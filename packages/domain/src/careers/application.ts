import {
  REQUIRED_APPLICATION_FILE_CATEGORIES,
  type ApplicationFileCategory,
} from '../constants/careers';

/** The rules of a job application (001 §5) that the form and the API share. */

/** The required categories (cv, employment-reference, cover-letter) no file has, in that order. */
export function missingFileCategories(
  files: readonly { category: string }[],
): ApplicationFileCategory[] {
  const present = new Set(files.map((f) => f.category));
  return REQUIRED_APPLICATION_FILE_CATEGORIES.filter((c) => !present.has(c));
}

const DE_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** 001 §5: available_from is sent in de-DE format, dd.mm.yyyy. */
export function formatDeDate(day: { year: number; month: number; day: number }): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.day)}.${pad(day.month)}.${day.year}`;
}

/** A real calendar day in dd.mm.yyyy as `yyyy-mm-dd`, or null. */
export function parseDeDate(text: string): string | null {
  const m = DE_DATE.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** 001 §5: available_from (dd.mm.yyyy) may not be before `today` (yyyy-mm-dd). */
export function availableFromAllowed(deDate: string, today: string): boolean {
  const iso = parseDeDate(deDate);
  return iso !== null && iso >= today;
}
