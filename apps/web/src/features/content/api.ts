import { unstable_cache } from 'next/cache';
import { getContentClient } from '@maison/api/content-client';
import {
  CMS_CACHE_TAG,
  CMS_DATASOURCE_PER_PAGE_MAX,
  CONTENT_PAGE_SIZE,
  type Locale,
} from '@maison/domain/constants';
import type { StoriesParams } from '@maison/api/content-client';
import type { ContentReader, LinksMap, Story } from './types';

/** The one place the web reaches the content service (in-process, API_URL or Storyblok). */
function reader(): ContentReader {
  return getContentClient();
}

const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  unstable_cache(fn, ['content', name], { tags: [CMS_CACHE_TAG] });

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
const getAllStories = cached(
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

export interface DatasourceOption {
  value: string;
  /** The entry's name in the requested dimension (language), else its default name. */
  label: string;
}

/**
 * A datasource's entries in a language (001 §7: the countries list), all pages, cached until
 * the next publish.
 */
export const getDatasourceOptions = cached(
  'datasource',
  async (datasource: string, locale: Locale): Promise<DatasourceOption[]> => {
    const client = reader();
    const options: DatasourceOption[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await client.getDatasourceEntries({
        datasource,
        dimension: locale,
        page,
        per_page: CMS_DATASOURCE_PER_PAGE_MAX,
      });
      for (const entry of answer.datasource_entries)
        options.push({ value: entry.value, label: entry.dimension_value || entry.name });
      if (answer.datasource_entries.length < CMS_DATASOURCE_PER_PAGE_MAX) return options;
    }
  },
);
