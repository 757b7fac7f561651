import { defaultContentDir } from '@maison/db';
import { createTestDb, type TestDb } from '@maison/db/testing';
import { ContentStore } from '../content/local/store';
import { createSearchIndexer } from './indexer';
import type { SearchIndex, SearchRecord } from './types';

/** An index that only keeps what a full build hands it. */
function recordingIndex(into: SearchRecord[]): SearchIndex {
  const unused = () => Promise.reject(new Error('not for this index'));
  return {
    search: unused,
    suggest: unused,
    upsert: unused,
    remove: unused,
    replaceAll: async (records) => {
      into.push(...records);
    },
  };
}

/**
 * The search records of the repository's content pack, read as the app reads it: imported into
 * a fresh database, answered by the embedded content service, mapped by the indexer.
 */
export async function contentPackRecords(): Promise<SearchRecord[]> {
  let testDb: TestDb | undefined;
  try {
    testDb = await createTestDb({ contentPacks: [defaultContentDir()] });
    const records: SearchRecord[] = [];
    await createSearchIndexer({
      content: new ContentStore(testDb.db),
      index: recordingIndex(records),
    }).build();
    return records;
  } finally {
    await testDb?.close();
  }
}
