import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { pathInOtherLocale, storyByPath } from '@/features/content/story';
import { StoryPage } from '@/features/content/StoryPage';
import { storyMetadata } from '@/features/seo/metadata';

// Rendered per request from cached content ('cms' tag): a notFound() in an on-demand static
// render answers an empty body in Next 16.4 (docs/decisions/0006-dynamic-content-routes.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const story = await storyByPath(locale as Locale, slug);
  return story ? storyMetadata(story, locale as Locale, await getLinks()) : {};
}

export default async function ContentPage({ params }: PageProps<'/[locale]/[...slug]'>) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const story = await storyByPath(locale as Locale, slug);
  if (story) return <StoryPage story={story} locale={locale as Locale} />;
  const elsewhere = await pathInOtherLocale(locale as Locale, slug);
  if (elsewhere) redirect(elsewhere);
  notFound();
}
