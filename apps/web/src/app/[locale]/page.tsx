import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { getLinks, getStory } from '@/features/content/api';
import { HOME_SLUG } from '@/features/content/links';
import { StoryPage } from '@/features/content/StoryPage';
import { storyMetadata } from '@/features/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const story = await getStory(HOME_SLUG, locale as Locale);
  return story ? storyMetadata(story, locale as Locale, await getLinks()) : {};
}

/** The start page from the story `home`. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const story = await getStory(HOME_SLUG, locale as Locale);
  if (!story) notFound();
  return <StoryPage story={story} locale={locale as Locale} />;
}
