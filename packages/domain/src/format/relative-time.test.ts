import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, relativeTime } from './relative-time';

const now = new Date(2026, 2, 15, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const M = 60;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime (001 §9)', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [59, { kind: 'justNow' }],
    [60, { kind: 'ago', unit: 'minute', value: 1 }],
    [59 * M, { kind: 'ago', unit: 'minute', value: 59 }],
    [59 * M + 59, { kind: 'ago', unit: 'minute', value: 59 }],
    [H, { kind: 'ago', unit: 'hour', value: 1 }],
    [23 * H + 59 * M, { kind: 'ago', unit: 'hour', value: 23 }],
    [D, { kind: 'ago', unit: 'day', value: 1 }],
    [6 * D + 23 * H, { kind: 'ago', unit: 'day', value: 6 }],
    [7 * D, { kind: 'date', date: '08.03.2026' }],
    [400 * D, { kind: 'date', date: '08.02.2025' }],
  ])('%i s ago', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toEqual(expected);
  });

  it('reads a time slightly ahead of now (clock skew) as just now', () => {
    expect(relativeTime(ago(-30), now)).toEqual({ kind: 'justNow' });
  });

  it('formats the absolute day and time as dd.mm.yyyy (HH:mm)', () => {
    expect(formatDay(new Date(2026, 0, 5, 7, 3))).toBe('05.01.2026');
    expect(formatDayTime(new Date(2026, 0, 5, 7, 3))).toBe('05.01.2026 07:03');
  });
});
