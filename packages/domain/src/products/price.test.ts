import { describe, expect, it } from 'vitest';
import { formatPrice, priceIn, visitorCurrency } from './price';

// Intl separates amount and symbol with a no-break space.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('prices (000 §3, 001 §9)', () => {
  it('formats de-DE without decimals', () => {
    expect(normalise(formatPrice(1250, 'EUR'))).toBe('1.250 €');
    expect(normalise(formatPrice(1249.6, 'EUR'))).toBe('1.250 €');
    expect(normalise(formatPrice(190000, 'JPY'))).toBe('190.000 ¥');
    expect(normalise(formatPrice(2500000, 'KRW'))).toBe('2.500.000 ₩');
    expect(normalise(formatPrice(9800, 'CNY'))).toBe('9.800 CN¥');
  });

  it('picks the visitor currency per locale, EUR by default', () => {
    expect(visitorCurrency('de')).toBe('EUR');
    expect(visitorCurrency('en')).toBe('EUR');
    expect(visitorCurrency('ja')).toBe('JPY');
    expect(visitorCurrency('ko')).toBe('KRW');
    expect(visitorCurrency('zh-hans')).toBe('CNY');
    expect(visitorCurrency('fr')).toBe('EUR');
  });

  it('treats empty prices as on request', () => {
    expect(priceIn({ EUR: 1200 }, 'EUR')).toBe(1200);
    expect(priceIn({ EUR: '1200' }, 'EUR')).toBe(1200);
    expect(priceIn({ EUR: '' }, 'EUR')).toBeNull();
    expect(priceIn({ EUR: 1200 }, 'JPY')).toBeNull();
    expect(priceIn(undefined, 'EUR')).toBeNull();
  });
});
