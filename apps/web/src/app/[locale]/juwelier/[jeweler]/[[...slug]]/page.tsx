import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { StoryPage } from '@/features/content/StoryPage';
import { micrositeJeweler, micrositeStory } from '@/features/microsite/microsite';
import { storyMetadata } from '@/features/seo/metadata';

type Props = PageProps<'/[locale]/juwelier/[jeweler]/[[...slug]]'>;

// Rendered per request from cached content ('cms' tag): a notFound() in an on-demand static
// render answers an empty body in Next 16.4 (docs/decisions/0006-dynamic-content-routes.md).
export const dynamic = 'force-dynamic';

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
