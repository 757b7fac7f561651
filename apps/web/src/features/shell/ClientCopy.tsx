import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@maison/domain/constants';
import { clientMessages } from './clientMessages';

/**
 * Gives the client components below the shared client copy and these namespaces: a page carries
 * in its payload only the copy its own client components read (clientMessages.ts).
 */
export async function ClientCopy({
  locale,
  namespaces = [],
  children,
}: {
  locale: Locale;
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
