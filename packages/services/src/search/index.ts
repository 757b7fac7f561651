import { createAlgoliaSearchIndex } from './algolia';
import { createLocalSearchIndex } from './local';
import type { SearchIndex } from './types';

export * from './types';
export { searchRecordFromStory } from './records';
export { createSearchIndexer, type SearchIndexer, type SearchIndexerOptions } from './indexer';

/**
 * Algolia when ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are set (ALGOLIA_ADMIN_KEY to index,
 * ALGOLIA_INDEX_PREFIX to share an application between environments), otherwise the embedded
 * index of this process, which the indexer fills at start.
 */
export function createSearchIndex(
  env: Record<string, string | undefined> = process.env,
): SearchIndex {
  const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_PREFIX } = env;
  if (ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY) {
    return createAlgoliaSearchIndex({
      appId: ALGOLIA_APP_ID,
      searchKey: ALGOLIA_SEARCH_KEY,
      adminKey: ALGOLIA_ADMIN_KEY || undefined,
      indexPrefix: ALGOLIA_INDEX_PREFIX ?? '',
    });
  }
  return createLocalSearchIndex();
}
