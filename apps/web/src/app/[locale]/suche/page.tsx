import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { readSearchParams } from '@/features/search/params';
import { SearchResultsScreen, searchMetadata } from '@/features/search/SearchResultsScreen';

// The results depend on the query: rendered per request with the proxy's nonce
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/suche'>) {
  return searchMetadata((await params).locale as Locale);
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/suche'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SearchResultsScreen locale={locale} params={readSearchParams(await searchParams)} />;
}
