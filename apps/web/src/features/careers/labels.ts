/**
 * The words of a position's codes (department, office, employment type, schedule, seniority) in
 * the visitor's language. Personio's feed may name codes we have no message for: they are shown
 * as received.
 */
export type CareerLabelGroup =
  | 'departments'
  | 'offices'
  | 'employmentTypes'
  | 'schedules'
  | 'seniorities';

interface Translator {
  (key: string): string;
  has(key: string): boolean;
}

export function careerLabel(t: Translator, group: CareerLabelGroup, code: string): string {
  const key = `${group}.${code}`;
  return code && t.has(key) ? t(key) : code;
}

/** The values of one field in the order they first appear, each once. */
export function distinct<T>(items: readonly T[], field: (item: T) => string): string[] {
  return [...new Set(items.map(field).filter(Boolean))];
}

const MEGABYTE = 1_000_000;

/** A file's size in MB with one decimal in the visitor's locale (the limit is stated in MB). */
export function megabytes(
  format: { number(value: number, options?: { maximumFractionDigits?: number }): string },
  bytes: number,
): string {
  return format.number(Math.max(0.1, bytes / MEGABYTE), { maximumFractionDigits: 1 });
}
