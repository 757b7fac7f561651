import { DEFAULT_CURRENCY } from '@maison/domain/constants';

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string): Intl.NumberFormat {
  let format = priceFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('de-DE', {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
    } catch {
      // An unknown currency code: the house currency's format, with the code in front.
      format = priceFormat(DEFAULT_CURRENCY);
    }
    priceFormats.set(currency, format);
  }
  return format;
}

/**
 * A sell-in or sell-out price as the tables show it (002 §5): de-DE grouping, no decimals, in
 * the row's currency (EUR when it has none); zero or empty prices are blank.
 */
export function formatPrice(value: number | string | null | undefined, currency?: string | null) {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount === 0) return '';
  const code = currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
  const format = priceFormat(code);
  if (format.resolvedOptions().currency !== code) return `${code} ${format.format(amount)}`;
  return format.format(amount);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD date (or an ISO timestamp's date part) as dd.mm.yyyy; '' for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  return `${match[3]}.${match[2]}.${match[1]}`;
}

const countFormat = new Intl.NumberFormat('de-DE');

/** A number with de-DE grouping (number cells, counts in the totals footer). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}
