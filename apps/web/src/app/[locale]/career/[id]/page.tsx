import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { careerPosition } from '@/features/careers/api';
import { JobPage, jobMetadata } from '@/features/careers/JobPage';

type Props = PageProps<'/[locale]/career/[id]'>;

// Rendered on a job page's first request and cached like the content pages
// (docs/decisions/0023-cached-pages.md), re-rendered at most once a minute as the feed
// changes (CAREER_PAGES_REVALIDATE_S). Unknown ids never get here: the proxy checks them
// against the open positions and sends them to the localized not-found page.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const position = await careerPosition(id, locale as Locale);
  return position ? jobMetadata(position, locale as Locale) : {};
}

/** 001 §2: `/{locale}/career/{id}`, the job detail page with the application form. */
export default async function CareerPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const position = await careerPosition(id, locale as Locale);
  if (!position) notFound();
  return <JobPage position={position} locale={locale as Locale} />;
}
