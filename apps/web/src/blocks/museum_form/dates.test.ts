import { describe, expect, it } from 'vitest';
import { calendarDay, eventWindow, weekdayNumbers } from './dates';

describe('museum dates', () => {
  it('reads configured days, also in the "YYYY-MM-DD HH:mm" form', () => {
    expect(calendarDay('2026-12-01')).toBe('2026-12-01');
    expect(calendarDay('2026-12-01 00:00')).toBe('2026-12-01');
    expect(calendarDay('')).toBeNull();
    expect(calendarDay('soon')).toBeNull();
  });

  it('numbers the excluded weekdays for the date picker (0 = Sunday)', () => {
    expect(weekdayNumbers(['sunday', 'monday', 'saturday'])).toEqual([0, 1, 6]);
    expect(weekdayNumbers(null)).toEqual([]);
  });

  it('builds the window of the block', () => {
    expect(
      eventWindow({ startDate: '2026-12-01 00:00', endDate: '', excludedWeekdays: ['monday'] }),
    ).toEqual({ startDate: '2026-12-01', endDate: null, excludedWeekdays: ['monday'] });
  });
});
