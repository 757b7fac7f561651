import { CURRENCY_MINOR_UNITS, DEFAULT_CURRENCY } from '../constants';

/**
 * 002 §5: prices are stored as integers of the currency's minor unit (100 per unit for EUR,
 * USD, CAD, CHF, CNY; 1 for JPY, KRW) and answered in major units.
 */

/** Minor units per major unit; unknown currencies count in hundredths. */
export function minorUnits(currency: string | null | undefined): number {
  return CURRENCY_MINOR_UNITS[currency ?? DEFAULT_CURRENCY] ?? 100;
}

/** A major-unit amount as minor units (rounded to the nearest minor unit). */
export function toMinorUnits(amount: number, currency: string | null | undefined): number {
  return Math.round(amount * minorUnits(currency));
}

/** Minor units as a major-unit amount; null stays null. */
export function toMajorUnits(
  minor: number | null | undefined,
  currency: string | null | undefined,
): number | null {
  if (minor === null || minor === undefined) return null;
  return minor / minorUnits(currency);
}

/** 002 §5: prices of zero or empty are shown blank. */
export function isBlankPrice(value: number | string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  return Number(value) === 0;
}
