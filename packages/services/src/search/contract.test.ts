import { beforeAll } from 'vitest';
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
