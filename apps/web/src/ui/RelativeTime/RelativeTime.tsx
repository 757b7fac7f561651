'use client';

import { useLocale, useNow, useTranslations } from 'next-intl';
import { formatDayTime, relativeTime } from '@maison/domain/format/relative-time';

/** The words move on while the page stays open: minutes are the finest unit shown. */
const REFRESH_MS = 60_000;

/**
 * A time shown to a person (001 §9): "just now", minutes, hours, days, then dd.mm.yyyy, with
 * the absolute date and time as the `<time>`'s title and machine-readable `dateTime`.
 */
export function RelativeTime({ value, className }: { value: string | Date; className?: string }) {
  const t = useTranslations('ui.relativeTime');
  const locale = useLocale();
  const now = useNow({ updateInterval: REFRESH_MS });
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return <>{String(value)}</>;
  const shown = relativeTime(date, now);
  const text =
    shown.kind === 'justNow'
      ? t('justNow')
      : shown.kind === 'ago'
        ? new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
            -shown.value,
            shown.unit,
          )
        : shown.date;
  return (
    // The server's clock and the browser's differ by the time the page took to arrive.
    <time
      className={className}
      dateTime={date.toISOString()}
      title={formatDayTime(date)}
      suppressHydrationWarning
    >
      {text}
    </time>
  );
}
