import { createLocalSearchIndex } from './local';
import type { SearchIndex } from './types';

export * from './types';
export { searchRecordFromStory } from './records';
export { createSearchIndexer, type SearchIndexer, type SearchIndexerOptions } from './indexer';

/** The embedded index. */
export function createSearchIndex(): SearchIndex {
  return createLocalSearchIndex();
}
