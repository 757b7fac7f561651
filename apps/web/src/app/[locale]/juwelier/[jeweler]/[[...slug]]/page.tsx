import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { isMicrositeHome, localizedHref } from '@/features/content/links';
import { StoryPage } from '@/features/content/StoryPage';
import { micrositeJeweler, micrositeStory } from '@/features/microsite/microsite';
import { storyMetadata } from '@/features/seo/metadata';

type Props = PageProps<'/[locale]/juwelier/[jeweler]/[[...slug]]'>;

// Rendered on a path's first request, then served from Next's cache until a publish expires its
// content tag (docs/decisions/0023-cached-pages.md); unknown paths never get here, the proxy
// sends them to the not-found page.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, jeweler, slug = [] } = await params;
  const story = await micrositeStory(locale as Locale, jeweler, slug);
  return story ? storyMetadata(story, locale as Locale, await getLinks(), jeweler) : {};
}

/** A jeweler microsite page (000 §1, §2): microsite channel, links under the microsite prefix. */
export default async function MicrositePage({ params }: Props) {
  const { locale, jeweler, slug = [] } = await params;
  setRequestLocale(locale as Locale);
  const story = await micrositeStory(locale as Locale, jeweler, slug);
  if (!story) notFound();
  // The jeweler's own story is the microsite's start page: one address for it (issue 24).
  if (slug.length > 0 && isMicrositeHome(story.full_slug, jeweler)) {
    permanentRedirect(localizedHref('', locale as Locale, jeweler));
  }
  return (
    <StoryPage
      story={story}
      locale={locale as Locale}
      channel="microsite"
      microsite={jeweler}
      jeweler={await micrositeJeweler(locale as Locale, jeweler)}
    />
  );
}
