import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { MailboxScreen } from '@/features/mailbox/MailboxScreen';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

export const metadata = { title: 'Mailbox', robots: { index: false } };

/** The development mailbox; real deployments (MAISON_ENV=production) answer 404. */
export default async function MailboxPage({ params }: PageProps<'/[locale]/mailbox'>) {
  if (process.env.MAISON_ENV === 'production') notFound();
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <MailboxScreen locale={locale} />;
}
