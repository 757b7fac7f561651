/**
 * CSV for spreadsheet users (RFC 4180): every cell quoted, CRLF line ends, a UTF-8 byte order
 * mark so Excel reads the umlauts and CJK text. Cells a spreadsheet would read as a formula
 * (starting with = + - @, tab or carriage return) get a leading apostrophe (OWASP CSV injection).
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One value as cell text: empty for null, true/false, JSON for lists and objects. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A quoted, formula-safe cell. */
function csvCell(value: unknown): string {
  const text = cellText(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
