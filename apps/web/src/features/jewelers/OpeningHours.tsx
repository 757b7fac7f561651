'use client';

import { useSyncExternalStore } from 'react';
import {
  isOpenAt,
  nextOpening,
  todayIn,
  type OpeningInterval,
} from '@maison/domain/opening-hours/hours';
import type { OpeningRow } from './hours';
import styles from './JewelerPage.module.css';

export interface OpeningHoursLabels {
  closed: string;
  today: string;
  openNow: string;
  closedNow: string;
  /** With `{time}` in it. */
  opensToday: string;
  /** With `{day}` and `{time}` in it. */
  opensOn: string;
}

const MINUTE_MS = 60_000;

function subscribe(onMinute: () => void) {
  const timer = setInterval(onMinute, MINUTE_MS);
  return () => clearInterval(timer);
}

/** The current minute in the browser; null in the server HTML and while hydrating. */
function useMinute(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE_MS),
    () => null,
  );
}

/**
 * The week's opening hours. The cached HTML lists every day; once hydrated, the visitor's clock
 * read in the shop's time zone marks today and says whether the shop is open now. The status
 * line keeps its height before that, so nothing moves.
 */
export function OpeningHours({
  rows,
  times,
  timeZone,
  timeLabels,
  labels,
  headingId,
}: {
  rows: OpeningRow[];
  times: OpeningInterval[];
  timeZone: string | null;
  /** Each 'HH:MM' of `times` as the page's language writes it. */
  timeLabels: Record<string, string>;
  labels: OpeningHoursLabels;
  headingId: string;
}) {
  const minute = useMinute();
  const now = minute === null || !timeZone ? null : new Date(minute * MINUTE_MS);
  const today = now && timeZone ? todayIn(now, timeZone) : null;
  let status = '';
  if (now && timeZone && times.length) {
    const open = isOpenAt(times, now, timeZone);
    const next = open ? null : nextOpening(times, now, timeZone);
    const time = next ? (timeLabels[next.opens] ?? next.opens) : '';
    const nextDay = next ? (rows.find((r) => r.weekday === next.weekday)?.day ?? '') : '';
    status = open
      ? labels.openNow
      : [
          labels.closedNow,
          next?.inDays === 0
            ? labels.opensToday.replace('{time}', time)
            : next
              ? labels.opensOn.replace('{day}', nextDay).replace('{time}', time)
              : '',
        ]
          .filter(Boolean)
          .join(' · ');
  }
  return (
    <>
      <p
        className={styles.status}
        data-testid="jeweler-status"
        data-open={status ? String(status === labels.openNow) : undefined}
        aria-live="polite"
      >
        {status || '\u00a0'}
      </p>
      <table className={styles.hours} aria-labelledby={headingId}>
        <tbody>
          {rows.map((row) => {
            const isToday = row.weekday === today;
            return (
              <tr
                key={row.weekday}
                data-weekday={row.weekday}
                aria-current={isToday ? 'date' : undefined}
                className={isToday ? styles.today : undefined}
              >
                <th scope="row">
                  {row.day}
                  {isToday ? <span className="visually-hidden"> ({labels.today})</span> : null}
                </th>
                <td>{row.intervals.length ? row.intervals.join(', ') : labels.closed}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
