import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { OpeningInterval } from '@maison/domain/opening-hours/hours';
import { openingRows, timeLabel } from './hours';
import { OpeningHours, type OpeningHoursLabels } from './OpeningHours';

const TIMES: OpeningInterval[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((weekday) => ({
    weekday,
    opens: '10:00',
    closes: '19:00',
  })),
  { weekday: 'sat', opens: '10:00', closes: '18:00' },
];
const LABELS: OpeningHoursLabels = {
  closed: 'Closed',
  today: 'today',
  openNow: 'Open now',
  closedNow: 'Closed now',
  opensToday: 'opens today at {time}',
  opensOn: 'opens {day} at {time}',
};

function hours(timeZone: string | null = 'Europe/Berlin') {
  return (
    <OpeningHours
      rows={openingRows('en', TIMES)}
      times={TIMES}
      timeZone={timeZone}
      timeLabels={{ '10:00': timeLabel('en', '10:00') }}
      labels={LABELS}
      headingId="hours"
    />
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const row = (weekday: string) => document.querySelector(`tr[data-weekday="${weekday}"]`);

describe('OpeningHours', () => {
  it('lists every day in the server HTML, without a today or a status', () => {
    vi.setSystemTime(new Date('2026-06-03T10:00:00Z'));
    const html = renderToString(hours());
    for (const day of ['Monday', 'Saturday', 'Sunday']) expect(html).toContain(day);
    expect(html).toContain('10:00 AM–7:00 PM');
    expect(html).not.toContain('aria-current');
    expect(html).not.toContain('Open now');
  });

  it("marks today and says open now by the shop's clock", () => {
    vi.setSystemTime(new Date('2026-06-03T10:00:00Z')); // Wednesday, 12:00 in Berlin
    render(hours());
    expect(row('wed')?.getAttribute('aria-current')).toBe('date');
    expect(row('tue')?.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByTestId('jeweler-status').textContent).toBe('Open now');
    expect(row('sun')?.textContent).toContain('Closed');
  });

  it('takes today from the shop, not from the visitor', () => {
    // Wednesday 23:30 UTC is already Thursday 08:30 in Tokyo: closed, opens at 10:00.
    vi.setSystemTime(new Date('2026-06-03T23:30:00Z'));
    render(hours('Asia/Tokyo'));
    expect(row('thu')?.getAttribute('aria-current')).toBe('date');
    expect(screen.getByTestId('jeweler-status').textContent).toBe(
      'Closed now · opens today at 10:00 AM',
    );
  });

  it('names the next opening day when closed over the weekend', () => {
    vi.setSystemTime(new Date('2026-06-06T17:30:00Z')); // Saturday 19:30 in Berlin
    render(hours());
    expect(row('sat')?.getAttribute('aria-current')).toBe('date');
    expect(screen.getByTestId('jeweler-status').textContent).toBe(
      'Closed now · opens Monday at 10:00 AM',
    );
  });

  it('shows no status without a known time zone', () => {
    vi.setSystemTime(new Date('2026-06-03T10:00:00Z'));
    render(hours(null));
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(screen.getByTestId('jeweler-status').textContent).toBe('\u00a0');
  });
});
