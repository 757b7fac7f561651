import { EXPORT_MAX_ROWS } from '@maison/domain';

/**
 * The row limit of an export: EXPORT_MAX_ROWS, or the EXPORT_MAX_ROWS environment setting
 * (a positive integer; tests set it low to see the refusal). Read per request.
 */
export function exportLimit(): number {
  const configured = Number(process.env.EXPORT_MAX_ROWS);
  return Number.isInteger(configured) && configured > 0 ? configured : EXPORT_MAX_ROWS;
}
