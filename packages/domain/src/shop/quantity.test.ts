import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HINT_TOO_LARGE_QUANTITY } from '../constants';
import {
  cartLineQuantityOptions,
  defaultServiceQuantity,
  isQuantityAllowed,
  isQuantityStep,
  serviceQuantityOptions,
} from './quantity';

describe('service quantity options (001 §5)', () => {
  it('runs from orderQuantity in steps of orderQuantity up to maxQuantity', () => {
    expect(serviceQuantityOptions({ orderQuantity: 5, maxQuantity: 20 }, 0)).toEqual([
      { quantity: 5, available: true, hint: null },
      { quantity: 10, available: true, hint: null },
      { quantity: 15, available: true, hint: null },
      { quantity: 20, available: true, hint: null },
    ]);
    expect(
      serviceQuantityOptions({ orderQuantity: 3, maxQuantity: 10 }, 0).map((o) => o.quantity),
    ).toEqual([3, 6, 9]);
    expect(serviceQuantityOptions({ orderQuantity: 5, maxQuantity: 4 }, 0)).toEqual([]);
  });

  it('marks options over maxQuantity with what is in the cart as unavailable', () => {
    const options = serviceQuantityOptions({ orderQuantity: 5, maxQuantity: 20 }, 10);
    expect(options.filter((o) => o.available).map((o) => o.quantity)).toEqual([5, 10]);
    expect(options.filter((o) => !o.available)).toEqual([
      { quantity: 15, available: false, hint: HINT_TOO_LARGE_QUANTITY },
      { quantity: 20, available: false, hint: HINT_TOO_LARGE_QUANTITY },
    ]);
    expect(defaultServiceQuantity({ orderQuantity: 5, maxQuantity: 20 }, 20)).toBeNull();
    expect(defaultServiceQuantity({ orderQuantity: 5, maxQuantity: 20 }, 0)).toBe(5);
  });

  it('a cart line may keep its own quantity', () => {
    const options = cartLineQuantityOptions({ orderQuantity: 5, maxQuantity: 20 }, 15, 20);
    expect(options.filter((o) => o.available).map((o) => o.quantity)).toEqual([5, 10, 15]);
  });

  it('an option is available exactly when cart + option ≤ max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (orderQuantity, maxQuantity, inCart) => {
          const options = serviceQuantityOptions({ orderQuantity, maxQuantity }, inCart);
          expect(options.length).toBe(Math.floor(maxQuantity / orderQuantity));
          options.forEach((o, i) => {
            expect(o.quantity).toBe(orderQuantity * (i + 1));
            expect(o.available).toBe(inCart + o.quantity <= maxQuantity);
            expect(o.hint === null).toBe(o.available);
          });
        },
      ),
    );
  });

  it('refuses quantities off the steps and bad rules', () => {
    expect(isQuantityAllowed({ orderQuantity: 5, maxQuantity: 20 }, 7, 0)).toBe(false);
    expect(isQuantityStep({ orderQuantity: 5, maxQuantity: 20 }, 7)).toBe(false);
    expect(isQuantityStep({ orderQuantity: 5, maxQuantity: 20 }, 25)).toBe(true);
    expect(isQuantityAllowed({ orderQuantity: 5, maxQuantity: 20 }, 0, 0)).toBe(false);
    expect(() => serviceQuantityOptions({ orderQuantity: 0, maxQuantity: 20 }, 0)).toThrow(
      RangeError,
    );
    expect(() => serviceQuantityOptions({ orderQuantity: 1.5, maxQuantity: 20 }, 0)).toThrow(
      RangeError,
    );
  });
});
