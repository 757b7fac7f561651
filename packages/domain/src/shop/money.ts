import { CURRENCY_MINOR_UNITS, SHOP_CURRENCIES, type ShopCurrency } from '../constants';
import { formatPrice } from '../products/price';

/**
 * Money in the shop (001 §9): the commerce API counts minor units (`*_cents`): 100 per unit for
 * EUR, USD, CAD, CHF, CNY and 1 for JPY, KRW (CURRENCY_MINOR_UNITS). Unknown currencies throw:
 * an order amount must never be guessed.
 */

export class UnknownCurrencyError extends Error {
  constructor(readonly currency: unknown) {
    super(`Unknown currency ${JSON.stringify(currency)}`);
    this.name = 'UnknownCurrencyError';
  }
}

export function isShopCurrency(value: unknown): value is ShopCurrency {
  return typeof value === 'string' && (SHOP_CURRENCIES as readonly string[]).includes(value);
}

/** Minor units per major unit of a currency (001 §9). */
export function centsPerUnit(currency: string): number {
  const units = Object.hasOwn(CURRENCY_MINOR_UNITS, currency)
    ? CURRENCY_MINOR_UNITS[currency]
    : undefined;
  if (units === undefined) throw new UnknownCurrencyError(currency);
  return units;
}

/** A major-unit amount in minor units, rounded to the nearest minor unit. */
export function toCents(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(amount * centsPerUnit(currency));
}

/** Minor units as a major-unit amount. */
export function fromCents(cents: number, currency: string): number {
  return cents / centsPerUnit(currency);
}

/** 001 §9: an amount in minor units, de-DE, without decimals ("1.250 €", "196.000 ¥"). */
export function formatCents(cents: number, currency: string): string {
  return formatPrice(fromCents(cents, currency), currency);
}
