import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import type { Locale } from '@maison/domain/constants';
import { StyleGuide } from '@/features/styleguide/StyleGuide';

/**
 * The UI kit's style guide. Real deployments (MAISON_ENV=production) answer 404; the page is
 * prerendered, so the variable must be set when building as well as when running.
 */
export default function StyleGuidePage({ params }: { params: Promise<{ locale: string }> }) {
  if (process.env.MAISON_ENV === 'production') notFound();
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  return <StyleGuide />;
}
