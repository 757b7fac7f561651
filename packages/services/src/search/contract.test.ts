import { beforeAll } from 'vitest';
import { createAlgoliaSearchIndex } from './algolia';
import { fakeAlgoliaApi } from './algolia/fake-api';
import { describeSearchContract } from './contract';
import { LocalSearchIndex } from './local';
import { contentPackRecords } from './testing';
import type { SearchRecord } from './types';

let records: SearchRecord[] = [];
beforeAll(async () => {
  records = await contentPackRecords();
}, 120_000);

describeSearchContract(
  'embedded index',
  () => records,
  async (all) => {
    const index = new LocalSearchIndex();
    await index.replaceAll(all);
    return index;
  },
);

describeSearchContract(
  'Algolia adapter over a fake REST API on the embedded index',
  () => records,
  async (all) => {
    const api = fakeAlgoliaApi('test_');
    const index = createAlgoliaSearchIndex({
      appId: 'TESTAPP',
      searchKey: 'search-key',
      adminKey: 'admin-key',
      indexPrefix: 'test_',
      requester: api.requester,
    });
    await index.replaceAll(all);
    return index;
  },
);
