import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@maison/domain/constants';
import { renderWithIntl } from '../test-utils';
import { RelativeTime } from './RelativeTime';

const NOW = new Date(2026, 2, 15, 12, 0, 0);
const M = 60;
const H = 60 * M;
const D = 24 * H;
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

function shown(seconds: number, locale: Locale) {
  const { unmount } = renderWithIntl(<RelativeTime value={ago(seconds).toISOString()} />, {
    locale,
  });
  const time = screen.getByText((_, element) => element?.tagName === 'TIME');
  const result = {
    text: time.textContent,
    title: time.getAttribute('title'),
    dateTime: time.getAttribute('datetime'),
  };
  unmount();
  return result;
}

describe('RelativeTime (001 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [59, 'gerade eben', 'たった今'],
    [59 * M, 'vor 59 Minuten', '59 分前'],
    [23 * H + 59 * M, 'vor 23 Stunden', '23 時間前'],
    [6 * D + 23 * H, 'vor 6 Tagen', '6 日前'],
    [7 * D, '08.03.2026', '08.03.2026'],
  ])('%i s ago reads "%s" in de and "%s" in ja', (seconds, de, ja) => {
    expect(shown(seconds, 'de').text).toBe(de);
    expect(shown(seconds, 'ja').text).toBe(ja);
  });

  it('one step past each boundary moves to the next unit', () => {
    expect(shown(60, 'de').text).toBe('vor 1 Minute');
    expect(shown(H, 'ja').text).toBe('1 時間前');
    expect(shown(D, 'de').text).toBe('vor 1 Tag');
  });

  it('carries the absolute date and time as title and dateTime', () => {
    const time = shown(5 * M, 'de');
    expect(time.title).toBe('15.03.2026 11:55');
    expect(time.dateTime).toBe(ago(5 * M).toISOString());
  });

  it('shows an unreadable value as it came', () => {
    renderWithIntl(<RelativeTime value="not a date" />, { locale: 'de' });
    expect(screen.getByText('not a date')).toBeTruthy();
  });
});
