import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '.';
import { LocalSearchIndex } from './local';
import type { SearchRecord } from './types';

describe('createSearchIndex', () => {
  it('is the embedded index without Algolia keys', () => {
    expect(createSearchIndex({})).toBeInstanceOf(LocalSearchIndex);
    expect(createSearchIndex({ ALGOLIA_APP_ID: 'APP' })).toBeInstanceOf(LocalSearchIndex);
  });

  it('is Algolia with an application id and a search key (writes need the admin key)', async () => {
    const index = createSearchIndex({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key' });
    expect(index).not.toBeInstanceOf(LocalSearchIndex);
    const record: SearchRecord = {
      objectID: 'a:de',
      uuid: 'a',
      locale: 'de',
      type: 'page',
      full_slug: 'a',
      pageTitle: 'A',
      pageSummary: '',
      metalColor: [],
      isLimited: false,
    };
    await expect(index.upsert([record])).rejects.toThrow(/ALGOLIA_ADMIN_KEY/);
  });
});
