import { describe, expect, it } from 'vitest';
import { shopNextPath } from './next';

describe('after choosing a location', () => {
  it('returns to the shop page the user came from', () => {
    expect(shopNextPath('/shop/warenkorb')).toBe('/shop/warenkorb');
    expect(shopNextPath('/ja/shop/warenkorb')).toBe('/shop/warenkorb');
    expect(shopNextPath('/shop?filter=ring')).toBe('/shop?filter=ring');
  });

  it('goes to /shop for anything else', () => {
    for (const next of [
      null,
      '',
      'https://evil.test/shop',
      '//evil.test/shop',
      '/portal/stock',
      '/shopping',
      '/shop/standort',
      '/en/shop/standort?next=/shop',
    ])
      expect(shopNextPath(next)).toBe('/shop');
  });
});
