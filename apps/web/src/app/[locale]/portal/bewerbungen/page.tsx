import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { ApplicationsScreen, applicationsMetadata } from '@/features/careers/ApplicationsScreen';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/bewerbungen'>) {
  return applicationsMetadata((await params).locale as Locale);
}

/** Job applications for the brand's staff (superusers). */
export default async function CareerApplicationsPage({
  params,
}: PageProps<'/[locale]/portal/bewerbungen'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ApplicationsScreen locale={locale} />;
}
