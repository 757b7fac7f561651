import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, deliveryTimeWeeks, isDeliveryDateAllowed, minimumDeliveryDate } from './delivery';

const day = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('delivery dates (001 §5)', () => {
  it('the minimum is today plus delivery_time weeks', () => {
    expect(minimumDeliveryDate('2027-03-01', 0)).toBe('2027-03-01');
    expect(minimumDeliveryDate('2027-03-01', 4)).toBe('2027-03-29');
    expect(minimumDeliveryDate('2027-12-20', 2)).toBe('2028-01-03');
    expect(minimumDeliveryDate('2028-02-22', 1)).toBe('2028-02-29');
    expect(() => minimumDeliveryDate('2027-03-01', -1)).toThrow(RangeError);
    expect(() => minimumDeliveryDate('2027-02-30', 1)).toThrow(RangeError);
  });

  it('allows the minimum and later, refuses earlier days and non-days', () => {
    expect(isDeliveryDateAllowed('2027-03-29', '2027-03-01', 4)).toBe(true);
    expect(isDeliveryDateAllowed('2027-03-28', '2027-03-01', 4)).toBe(false);
    expect(isDeliveryDateAllowed('29.03.2027', '2027-03-01', 4)).toBe(false);
    expect(isDeliveryDateAllowed('2027-02-31', '2027-01-01', 0)).toBe(false);
  });

  it('a date is allowed exactly when it is at least 7 × weeks days after today', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 52 }),
        fc.integer({ min: -400, max: 400 }),
        (today, weeks, offset) => {
          const date = addDays(today, offset);
          expect(isDeliveryDateAllowed(date, today, weeks)).toBe(offset >= weeks * 7);
        },
      ),
    );
  });

  it('reads delivery_time from SKU metadata', () => {
    expect(deliveryTimeWeeks({ delivery_time: 6 })).toBe(6);
    expect(deliveryTimeWeeks({ delivery_time: '3' })).toBe(3);
    expect(deliveryTimeWeeks({ delivery_time: 2.5 })).toBeNull();
    expect(deliveryTimeWeeks({ delivery_time: -1 })).toBeNull();
    expect(deliveryTimeWeeks({ delivery_time: '' })).toBeNull();
    expect(deliveryTimeWeeks({})).toBeNull();
    expect(deliveryTimeWeeks(null)).toBeNull();
  });
});
