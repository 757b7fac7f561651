import { unstable_cache } from 'next/cache';
import { getContentClient } from '@maison/api/content-client';
import { CONTENT_PAGE_SIZE, type Locale } from '@maison/domain/constants';
import type { StoriesParams } from '@maison/services/content/types';
import type { ContentReader, LinksMap, Story } from './types';

/** Cache tag of everything read from the content service; publishing revalidates it. */
export const CMS_TAG = 'cms';

/** The one place the web reaches the content service (in-process, API_URL or Storyblok). */
function reader(): ContentReader {
  return getContentClient();
}

const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  unstable_cache(fn, ['content', name], { tags: [CMS_TAG] });

/** Every story link with its alternates (one call, cached until the next publish). */
export const getLinks = cached('links', async (): Promise<LinksMap> => {
  const { links } = await reader().getLinks({ version: 'published' });
  return links;
});

/** One published story in a locale by its (German) full slug, or null. */
export const getStory = cached(
  'story',
  async (fullSlug: string, locale: Locale): Promise<Story | null> => {
    const answer = await reader().getStory(fullSlug, {
      version: 'published',
      language: locale,
    });
    return answer?.story ?? null;
  },
);

/** All published stories matching the parameters, 100 per page until a short page (000 §9). */
export const getAllStories = cached(
  'all-stories',
  async (locale: Locale, params: StoriesParams): Promise<Story[]> => {
    const client = reader();
    const stories: Story[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await client.getStories({
        version: 'published',
        ...params,
        language: locale,
        page,
        per_page: CONTENT_PAGE_SIZE,
      });
      stories.push(...answer.stories);
      if (answer.stories.length < CONTENT_PAGE_SIZE) return stories;
    }
  },
);

/** All published products of a locale (000 §7: 100 per page until a short page). */
export function getProducts(locale: Locale): Promise<Story[]> {
  return getAllStories(locale, { content_type: 'product' });
}
