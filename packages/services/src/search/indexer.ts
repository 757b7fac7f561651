import { LOCALES, type Locale } from '@maison/domain/constants';
import { allStories } from '../content/all-stories';
import type { PublishEvent } from '../content/publish-hook';
import type { ContentDeliveryClient } from '../content/types';
import { SEARCH_CONTENT_TYPES, searchRecordFromStory } from './records';
import type { SearchIndex, SearchRecord } from './types';

export interface SearchIndexerOptions {
  /** The content port (published version), or anything that answers getStories alike. */
  content: Pick<ContentDeliveryClient, 'getStories'>;
  index: SearchIndex;
  locales?: readonly Locale[];
}

export interface SearchIndexer {
  /** Reads every product, jeweler and page in every locale and replaces the index with them. */
  build(): Promise<{ records: number }>;
  /**
   * Brings one story's records up to date after a publish, unpublish or delete: upserted in
   * each locale the content service still answers it in, removed from the others.
   */
  apply(event: PublishEvent): Promise<void>;
}

/**
 * Keeps the search index in step with the content service (issue 16, 001 §7): a full build at
 * start, paging 100 stories at a time until a page is short, and one story on each publish
 * event (the events that revalidate pages).
 */
export function createSearchIndexer(options: SearchIndexerOptions): SearchIndexer {
  const { content, index } = options;
  const locales = options.locales ?? LOCALES;

  async function recordsOf(locale: Locale, contentType: string): Promise<SearchRecord[]> {
    const stories = await allStories(content, contentType, locale);
    return stories.flatMap((story) => searchRecordFromStory(story, locale) ?? []);
  }

  return {
    async build() {
      const records: SearchRecord[] = [];
      for (const locale of locales) {
        for (const contentType of SEARCH_CONTENT_TYPES) {
          records.push(...(await recordsOf(locale, contentType)));
        }
      }
      await index.replaceAll(records);
      return { records: records.length };
    },

    async apply(event) {
      const upserts: SearchRecord[] = [];
      const removals: string[] = [];
      for (const locale of locales) {
        const { stories } =
          event.action === 'deleted'
            ? { stories: [] }
            : await content.getStories({ by_uuids: event.uuid, language: locale, per_page: 1 });
        const story = stories.find((s) => s.uuid === event.uuid);
        const record = story ? searchRecordFromStory(story, locale) : null;
        if (record) upserts.push(record);
        else removals.push(`${event.uuid}:${locale}`);
      }
      if (removals.length) await index.remove(removals);
      if (upserts.length) await index.upsert(upserts);
    },
  };
}
