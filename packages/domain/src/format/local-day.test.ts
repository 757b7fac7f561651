import { describe, expect, it } from 'vitest';
import { localDate, localDay } from './local-day';

describe('local calendar days', () => {
  it('writes the local day, late in the evening too', () => {
    expect(localDay(new Date(2026, 0, 31))).toBe('2026-01-31');
    expect(localDay(new Date(2027, 2, 10, 23, 30))).toBe('2027-03-10');
  });

  it('reads a day or a timestamp as local midnight', () => {
    const date = localDate('2026-01-31');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 0, 31, 0,
    ]);
    expect(localDate('2026-03-07 10:00')?.getDate()).toBe(7);
    expect(localDay(localDate('2026-12-24')!)).toBe('2026-12-24');
  });

  it('reads nothing from nothing', () => {
    expect(localDate('')).toBeNull();
    expect(localDate(null)).toBeNull();
    expect(localDate('31.01.2026')).toBeNull();
  });
});
