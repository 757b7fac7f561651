import { DEFAULT_CURRENCY, VISITOR_CURRENCY, type Locale } from '../constants';

/** A product's prices in major units per currency; empty or missing means price on request. */
export type PriceTable = Partial<Record<string, number | string | null>>;

/** The visitor's currency for a locale (001 §9: EUR by default). */
export function visitorCurrency(locale: string): string {
  return VISITOR_CURRENCY[locale as Locale] ?? DEFAULT_CURRENCY;
}

/** 000 §3, 001 §9: de-DE format without decimals, e.g. "1.250 €" or "190.000 ¥". */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The product's amount in the currency, or null when it is on request. */
export function priceIn(prices: PriceTable | null | undefined, currency: string): number | null {
  const raw = prices?.[currency];
  if (raw === null || raw === undefined || raw === '') return null;
  const amount = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
