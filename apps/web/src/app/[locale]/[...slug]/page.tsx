import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { pathInOtherLocale, storyByPath } from '@/features/content/story';
import { StoryPage } from '@/features/content/StoryPage';
import { jewelerDescription } from '@/features/jewelers/description';
import { storyMetadata } from '@/features/seo/metadata';

// Rendered on a path's first request, then served from Next's cache until a publish expires its
// content tag (docs/decisions/0023-cached-pages.md); unknown paths never get here, the proxy
// sends them to the not-found page.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const story = await storyByPath(locale as Locale, slug);
  if (!story) return {};
  const fallback = await jewelerDescription(story, locale as Locale);
  return storyMetadata(story, locale as Locale, await getLinks(), null, fallback);
}

export default async function ContentPage({ params }: PageProps<'/[locale]/[...slug]'>) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const story = await storyByPath(locale as Locale, slug);
  if (story) return <StoryPage story={story} locale={locale as Locale} />;
  // The proxy redirects another locale's path with its query first; with Storyblok, whose
  // stories the proxy does not know, only this redirect runs, and it cannot see the query.
  const elsewhere = await pathInOtherLocale(locale as Locale, slug);
  if (elsewhere) redirect(elsewhere);
  notFound();
}
