import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { SubmissionsScreen, submissionsMetadata } from '@/features/forms/SubmissionsScreen';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/formulare'>) {
  return submissionsMetadata((await params).locale as Locale);
}

/** Form submissions for the brand's staff (superusers). */
export default async function FormSubmissionsPage({
  params,
}: PageProps<'/[locale]/portal/formulare'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SubmissionsScreen locale={locale} />;
}
