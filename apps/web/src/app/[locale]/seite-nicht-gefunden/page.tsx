import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { NotFoundView } from '@/features/errors/NotFoundView';

// The localized 404 page, rendered once per locale: the proxy rewrites every unknown page path
// here with status 404 (docs/decisions/0023), so it is the same cached HTML for every visitor.
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/seite-nicht-gefunden'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'errors' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function NotFoundPage({
  params,
}: PageProps<'/[locale]/seite-nicht-gefunden'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <NotFoundView />;
}
