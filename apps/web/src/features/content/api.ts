import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { getContentClient } from '@maison/api/content-client';
import {
  CMS_CACHE_TAG,
  CMS_DATASOURCE_PER_PAGE_MAX,
  CONTENT_PAGE_SIZE,
  type Locale,
} from '@maison/domain/constants';
import { LINKS_TAG, datasourceTag, listTag, storyTag } from '@maison/domain/content-tags';
import type { StoriesParams } from '@maison/api/content-client';
import type { ContentReader, LinksMap, Story } from './types';

/** The one place the web reaches the content service (in-process, API_URL or Storyblok). */
function reader(): ContentReader {
  return getContentClient();
}

type Version = 'published' | 'draft';

/** Draft mode (the editor's preview, /api/preview): drafts, read per request. */
async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (a build step, the sitemap's generation): published content.
    return false;
  }
}

/**
 * A content read cached until a publish expires one of its tags (decision 0023): the read's own
 * tags from its arguments, and the catch-all `cms`. A page rendered from it carries the same
 * tags, so it is re-rendered exactly when something it shows changed. In preview the read
 * takes drafts and skips the cache.
 */
const cached =
  <A extends unknown[], R>(
    name: string,
    tagsOf: (args: NoInfer<A>) => string[],
    fn: (version: Version, ...args: A) => Promise<R>,
  ) =>
  async (...args: A): Promise<R> => {
    if (await previewing()) return fn('draft', ...args);
    const published = (...a: A) => fn('published', ...a);
    const tags = [...tagsOf(args), CMS_CACHE_TAG];
    return unstable_cache(published, ['content', name], { tags })(...args);
  };

/** Every story link with its alternates (one call, cached until the next publish). */
export const getLinks = cached(
  'links',
  () => [LINKS_TAG],
  async (version: Version): Promise<LinksMap> => {
    const { links } = await reader().getLinks({ version });
    return links;
  },
);

/** One published story in a locale by its (German) full slug, or null. */
export const getStory = cached(
  'story',
  ([fullSlug, locale]) => [storyTag(fullSlug, locale)],
  async (version: Version, fullSlug: string, locale: Locale): Promise<Story | null> => {
    const answer = await reader().getStory(fullSlug, {
      version,
      language: locale,
    });
    return answer?.story ?? null;
  },
);

/** All published stories matching the parameters, 100 per page until a short page (000 §9). */
const getAllStories = cached(
  'all-stories',
  ([locale, params]) => [listTag(params.content_type, locale)],
  async (
    version: Version,
    locale: Locale,
    params: StoriesParams & { content_type: string },
  ): Promise<Story[]> => {
    const client = reader();
    const stories: Story[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await client.getStories({
        version,
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
  ([datasource]) => [datasourceTag(datasource)],
  async (_version: Version, datasource: string, locale: Locale): Promise<DatasourceOption[]> => {
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
