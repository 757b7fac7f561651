import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_CURRENCIES } from '../constants';
import {
  UnknownCurrencyError,
  centsPerUnit,
  formatCents,
  fromCents,
  isShopCurrency,
  toCents,
} from './money';

const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('shop money (001 §9)', () => {
  it('counts 100 minor units, 1 for JPY and KRW', () => {
    expect(SHOP_CURRENCIES.map((c) => [c, centsPerUnit(c)])).toEqual([
      ['EUR', 100],
      ['CHF', 100],
      ['USD', 100],
      ['JPY', 1],
      ['KRW', 1],
      ['CNY', 100],
    ]);
    expect(centsPerUnit('CAD')).toBe(100);
    expect(() => centsPerUnit('GBP')).toThrow(UnknownCurrencyError);
    expect(() => centsPerUnit('toString')).toThrow(UnknownCurrencyError);
    expect(isShopCurrency('CHF')).toBe(true);
    expect(isShopCurrency('CAD')).toBe(false);
  });

  it('converts major units to minor units and back', () => {
    expect(toCents(1200, 'EUR')).toBe(120000);
    expect(toCents(12.345, 'EUR')).toBe(1235);
    expect(toCents(196000, 'JPY')).toBe(196000);
    expect(fromCents(120050, 'CHF')).toBe(1200.5);
    expect(() => toCents(Number.NaN, 'EUR')).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.constantFrom(...SHOP_CURRENCIES),
        fc.integer({ min: 0, max: 1e12 }),
        (c, cents) => {
          expect(toCents(fromCents(cents, c), c)).toBe(cents);
        },
      ),
    );
  });

  it('formats de-DE without decimals in the currency (reusing formatPrice)', () => {
    expect(normalise(formatCents(125000, 'EUR'))).toBe('1.250 €');
    expect(normalise(formatCents(124950, 'EUR'))).toBe('1.250 €');
    expect(normalise(formatCents(114000, 'CHF'))).toBe('1.140 CHF');
    expect(normalise(formatCents(196000, 'JPY'))).toBe('196.000 ¥');
    expect(normalise(formatCents(1780000, 'KRW'))).toBe('1.780.000 ₩');
    expect(normalise(formatCents(940000, 'CNY'))).toBe('9.400 CN¥');
    expect(normalise(formatCents(131000, 'USD'))).toBe('1.310 $');
  });
});
