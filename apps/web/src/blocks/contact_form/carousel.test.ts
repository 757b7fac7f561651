import { describe, expect, it } from 'vitest';
import { contactSlidesPerView, preselectedProducts } from './carousel';

describe('contact product carousel (001 §2)', () => {
  it.each([
    [320, 1],
    [479, 1],
    [480, 2],
    [889, 2],
    [890, 3],
    [1440, 3],
  ])('shows at %i px %i slides per view', (width, perView) => {
    expect(contactSlidesPerView(width)).toBe(perView);
  });

  it('preselects the ?product= list, trimmed and without duplicates', () => {
    expect(preselectedProducts(' 10-1001, 20-2003 ,,10-1001', null, ['x'])).toEqual([
      '10-1001',
      '20-2003',
    ]);
  });

  it('takes the wishlist with ?wishlistinclude, and ?product= before it', () => {
    expect(preselectedProducts(null, '1', ['30-3005', '10-1001'])).toEqual(['30-3005', '10-1001']);
    expect(preselectedProducts(null, '', ['30-3005'])).toEqual(['30-3005']);
    expect(preselectedProducts('10-1001', '1', ['30-3005'])).toEqual(['10-1001']);
    expect(preselectedProducts(null, null, ['30-3005'])).toEqual([]);
  });
});
