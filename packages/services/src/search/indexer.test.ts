import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '@maison/db';
import { createTestDb, type TestDb } from '@maison/db/testing';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { ContentEditor } from '../content/local/editor';
import { ContentStore } from '../content/local/store';
import type { PublishEvent } from '../content/publish-hook';
import { createSearchIndexer, type SearchIndexer } from './indexer';
import { LocalSearchIndex } from './local';

/** The indexer over the embedded content service on PGlite, fed the editor's publish events. */
let testDb: TestDb;
let editor: ContentEditor;
let index: LocalSearchIndex;
let indexer: SearchIndexer;

beforeAll(async () => {
  testDb = await createTestDb({ contentPacks: [defaultContentDir()] });
  editor = new ContentEditor(testDb.db);
  index = new LocalSearchIndex();
  indexer = createSearchIndexer({ content: new ContentStore(testDb.db), index });
}, 120_000);

afterAll(() => testDb.close());

const product = (name: string, name2: string) => ({
  name: `${name} 10-9901`,
  slug: '10-9901-zephyrine',
  content: {
    _uid: 'b9b1f3a0-0000-4000-8000-000000009901',
    component: 'product',
    type: 'ring',
    name,
    name2,
    mpn: '10-9901',
    isLimited: true,
    filterAlloy: ['white_gold'],
    pageSummary: '',
    imageSet: [],
  },
});

const hits = async (query: string, locale: Locale) =>
  (await index.search({ query, locale })).hits.map((h) => h.objectID);

describe('search indexer', () => {
  it('builds every locale from the content service', async () => {
    const { records } = await indexer.build();
    expect(records).toBeGreaterThan(LOCALES.length * 66);
    expect((await index.search({ query: 'Flora', locale: 'ja' })).hits[0]).toMatchObject({
      type: 'product',
      locale: 'ja',
      full_slug: expect.stringMatching(/^[a-z-]+\/10-1001-flora$/),
    });
    expect(await hits('kitchen', 'en')).toEqual([]);
  });

  it('makes a published product findable and forgets it when unpublished', async () => {
    const created = await editor.createStory({
      folder: 'produkte',
      publish: true,
      locales: {
        de: product('Zephyrine', 'Ring in Weißgold'),
        ja: product('ゼフィリーヌ', 'ホワイトゴールドのリング'),
      },
    });
    const uuid = created.story.uuid;
    if (!created.change) throw new Error('a publish answers its change');
    await indexer.apply({ ...created.change, uuid } satisfies PublishEvent);

    expect(await hits('Zephyrine', 'de')).toEqual([`${uuid}:de`]);
    expect(await hits('ゼフィリーヌ', 'ja')).toEqual([`${uuid}:ja`]);
    // Locales without a translation answer the default language, as the site does.
    expect(await hits('zephyrine', 'en')).toEqual([`${uuid}:en`]);
    const [hit] = (await index.search({ query: '10-9901', locale: 'de' })).hits;
    expect(hit).toMatchObject({ metalColor: ['WG'], isLimited: true, productType: 'ring' });

    const unpublished = await editor.unpublishStory(uuid);
    if (!unpublished?.change) throw new Error('unpublishing answers its change');
    await indexer.apply({ ...unpublished.change, uuid });
    for (const locale of LOCALES) expect(await hits('zephyrine', locale)).toEqual([]);
    expect(await hits('ゼフィリーヌ', 'ja')).toEqual([]);
  });

  it('removes a deleted story in every locale', async () => {
    const [flora] = (await index.search({ query: '10-1001', locale: 'de' })).hits;
    if (!flora) throw new Error('Flora is in the pack');
    const change = await editor.deleteStory(flora.uuid);
    if (!change) throw new Error('deleting answers its change');
    await indexer.apply({ ...change, uuid: flora.uuid });
    for (const locale of LOCALES) expect(await hits('10-1001', locale)).toEqual([]);
  });
});
