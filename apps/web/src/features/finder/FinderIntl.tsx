import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@maison/domain/constants';
import { clientMessages } from '@/features/shell/clientMessages';

/** The spec's keys of the `jeweler` namespace the finder shows (000 §4, 001 §8). */
const JEWELER_KEYS = ['location-error', 'placeholder-no-result'] as const;

/**
 * The finder's client copy: only pages with the finder carry it, and of the `jeweler` namespace
 * (the jeweler page's copy) only the two spec keys the finder shows.
 */
export async function FinderIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [shared, all] = await Promise.all([
    clientMessages(locale, ['jewelerFinder']),
    getMessages({ locale }),
  ]);
  const jeweler = (all.jeweler ?? {}) as Record<string, unknown>;
  const messages = {
    ...shared,
    jeweler: Object.fromEntries(JEWELER_KEYS.map((key) => [key, jeweler[key]])),
  };
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
