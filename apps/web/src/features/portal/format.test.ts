import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

// Intl separates the amount from its currency with a no-break space.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('portal formatting (002 §5)', () => {
  it('formats prices de-DE without decimals in the row currency', () => {
    expect(formatPrice(1234567.89, 'EUR')).toBe(nb('1.234.568 €'));
    expect(formatPrice(2500, 'CHF')).toBe(nb('2.500 CHF'));
    expect(formatPrice(480000, 'JPY')).toBe(nb('480.000 ¥'));
    expect(formatPrice(99.4, 'USD')).toBe(nb('99 $'));
  });

  it('uses EUR when the row has no currency', () => {
    expect(formatPrice(1500, null)).toBe(nb('1.500 €'));
    expect(formatPrice(1500, '')).toBe(nb('1.500 €'));
  });

  it('shows prices of zero or empty as blank', () => {
    expect(formatPrice(0, 'EUR')).toBe('');
    expect(formatPrice(null, 'EUR')).toBe('');
    expect(formatPrice(undefined, 'EUR')).toBe('');
    expect(formatPrice('', 'EUR')).toBe('');
    expect(formatPrice('0.00', 'EUR')).toBe('');
  });

  it('keeps an unknown currency code readable', () => {
    expect(formatPrice(10, 'GOLD')).toContain('GOLD');
  });

  it('shows dates as dd.mm.yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate('2026-03-07T23:10:00Z')).toBe('07.03.2026');
    expect(formatDate(null)).toBe('');
  });
});
