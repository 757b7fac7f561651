import { createSearchIndexer, type SearchIndex, type SearchIndexer } from '@maison/services/search';
import type { ContentDeliveryClient, PublishEvent } from '@maison/services/content/index';
import { LOCALES } from '@maison/domain/constants';

/**
 * The site search of one API process: its index and what keeps the index current. The
 * embedded index is built from published content on first use (a process that never searches
 * pays nothing), and every publish, unpublish or delete through this process updates it
 * (issue 16).
 */
export interface SearchService {
  /** The index, built once before the first answer. */
  ready(): Promise<SearchIndex>;
  /** Applies a content change; before the first build there is nothing to update. */
  apply(event: PublishEvent): Promise<void>;
  /**
   * Reads all published content again: for a change this process did not make (Storyblok's
   * webhook names no uuid; another process's publish). Nothing to do before the first build,
   * or for a hosted index, which the publishing process updates.
   */
  rebuild(): Promise<void>;
}

export function createSearchService(
  index: SearchIndex,
  content: () => ContentDeliveryClient,
  options: { hosted?: boolean } = {},
): SearchService {
  let indexer: SearchIndexer | undefined;
  // A hosted index (Algolia) is shared and already built: a process only sends its changes.
  let built: Promise<SearchIndex> | undefined = options.hosted ? Promise.resolve(index) : undefined;
  const getIndexer = () =>
    (indexer ??= createSearchIndexer({ content: content(), index, locales: LOCALES }));
  return {
    ready() {
      built ??= getIndexer()
        .build()
        .then(() => index)
        .catch((error: unknown) => {
          // A failed build (content service down) is tried again by the next search.
          built = undefined;
          throw error;
        });
      return built;
    },
    async apply(event) {
      if (!built) return;
      await built;
      await getIndexer().apply(event);
    },
    async rebuild() {
      if (!built || options.hosted) return;
      await built;
      await getIndexer().build();
    },
  };
}
