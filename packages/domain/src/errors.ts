/**
 * Error bodies of the API, shaped like Django REST framework's so the spec's clients read them
 * unchanged (000 §7, 000 §8, 002 §8): either a detail message or per-field message lists.
 */

/** Field name (nested paths joined with '.') to its messages; whole-body errors use NON_FIELD_ERRORS. */
export type FieldErrors = Record<string, string[]>;

export interface DetailError {
  detail: string;
  /** A machine-readable reason where the contract names one (e.g. the shop's, docs/shop.md). */
  code?: string;
}

export type ApiErrorBody = FieldErrors | DetailError;

export const NON_FIELD_ERRORS = 'non_field_errors';

export function isDetailError(body: unknown): body is DetailError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { detail?: unknown }).detail === 'string'
  );
}
