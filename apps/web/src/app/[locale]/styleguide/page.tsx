import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { StyleGuideScreen } from '@/features/styleguide/StyleGuideScreen';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

/**
 * The UI kit's style guide. Real deployments (MAISON_ENV=production) answer 404.
 */
export default async function StyleGuidePage({ params }: { params: Promise<{ locale: string }> }) {
  if (process.env.MAISON_ENV === 'production') notFound();
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <StyleGuideScreen locale={locale as Locale} />;
}
