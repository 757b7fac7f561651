import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@maison/domain/constants';
import type { SearchRecord } from '../types';
import batchResponse from './fixtures/batch-response.json';
import operationResponse from './fixtures/operation-response.json';
import searchResponse from './fixtures/search-response.json';
import settingsResponse from './fixtures/settings-response.json';
import taskResponse from './fixtures/task-response.json';
import { recordingRequester, type RecordedCall } from './fake-api';
import {
  HIGHLIGHT_POST,
  HIGHLIGHT_PRE,
  HIGHLIGHTED,
  createAlgoliaSearchIndex,
  indexSettings,
} from '.';

/** The adapter against Algolia's recorded answers (fixtures/README.md): exact requests out. */

function answer(call: RecordedCall) {
  if (call.path === '/1/indexes/*/queries') return { body: searchResponse };
  if (call.path.endsWith('/batch')) return { body: batchResponse };
  if (call.path.endsWith('/settings')) return { body: settingsResponse };
  if (call.path.endsWith('/operation')) return { body: operationResponse };
  if (call.path.includes('/task/')) return { body: taskResponse };
  return { status: 404, body: { message: 'Not found', status: 404 } };
}

function setup(adminKey: string | null = 'admin-key') {
  const { requester, calls } = recordingRequester(answer);
  const index = createAlgoliaSearchIndex({
    appId: 'TESTAPP',
    searchKey: 'search-key',
    adminKey: adminKey ?? undefined,
    indexPrefix: 'stage_',
    requester,
  });
  return { index, calls };
}

const flora: SearchRecord = {
  objectID: '3a073eb4-2cac-435b-aa3a-43c551b7b7aa:de',
  uuid: '3a073eb4-2cac-435b-aa3a-43c551b7b7aa',
  locale: 'de',
  type: 'product',
  full_slug: 'produkte/10-1001-flora',
  name: 'Flora',
  name2: 'Ring in Gelbgold',
  pageSummary: '',
  image_set: [],
  mpn: '10-1001',
  metalColor: ['GG'],
  isLimited: false,
  productType: 'ring',
};

const highlightTags = { highlightPreTag: HIGHLIGHT_PRE, highlightPostTag: HIGHLIGHT_POST };

afterEach(() => vi.restoreAllMocks());

describe('Algolia adapter: queries', () => {
  it('sends one query with paging, filters and the type facet, with the search key', async () => {
    const { index, calls } = setup();
    await index.search({
      query: 'ring',
      locale: 'de',
      filters: { metalColor: 'WG', isLimited: false, productType: 'ring' },
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/1/indexes/*/queries',
        apiKey: 'search-key',
        body: {
          requests: [
            {
              indexName: 'stage_maison_de',
              query: 'ring',
              page: 0,
              hitsPerPage: 80,
              filters: 'metalColor:"WG" AND isLimited:false AND productType:"ring"',
              facets: ['type'],
              attributesToHighlight: HIGHLIGHTED,
              ...highlightTags,
            },
          ],
        },
      },
    ]);
  });

  it('asks a second, hit-less query for the type counts when the type is filtered', async () => {
    const { index, calls } = setup();
    await index.search({
      query: 'ring',
      locale: 'ja',
      page: 2,
      hitsPerPage: 500,
      filters: { type: 'product', metalColor: 'GG' },
    });
    const body = calls[0]?.body as { requests: Record<string, unknown>[] };
    expect(body.requests).toEqual([
      expect.objectContaining({
        indexName: 'stage_maison_ja',
        page: 2,
        hitsPerPage: 80,
        filters: 'type:"product" AND metalColor:"GG"',
      }),
      {
        indexName: 'stage_maison_ja',
        query: 'ring',
        page: 0,
        hitsPerPage: 0,
        filters: 'metalColor:"GG"',
        facets: ['type'],
        attributesToHighlight: [],
        ...highlightTags,
      },
    ]);
  });

  it("answers Algolia's hits as records with escaped <em> highlights and the facets", async () => {
    const { index } = setup();
    const response = await index.search({ query: 'ring', locale: 'de' });
    expect(response).toMatchObject({
      nbHits: 25,
      page: 0,
      nbPages: 1,
      hitsPerPage: 80,
      query: 'ring',
      processingTimeMS: 2,
      facets: { type: { product: 24, page: 1 } },
    });
    const [hit] = response.hits;
    expect(hit).not.toHaveProperty('_rankingInfo');
    expect(hit).toMatchObject({ objectID: flora.objectID, mpn: '10-1001', metalColor: ['GG'] });
    expect(hit?._highlightResult.name2).toEqual({
      value: '<em>Ring</em> in Gelbgold mit Emaille in Mohnrot &amp; &lt;Brillant&gt;',
      matchLevel: 'full',
      matchedWords: ['ring'],
    });
  });

  it('sends nothing for an empty query and cuts a long one', async () => {
    const { index, calls } = setup();
    expect((await index.search({ query: '   ', locale: 'de' })).nbHits).toBe(0);
    expect(await index.suggest({ query: '', locale: 'de' })).toEqual([]);
    expect(calls).toEqual([]);
    await index.search({ query: 'x'.repeat(1000), locale: 'de' });
    const body = calls[0]?.body as { requests: { query: string }[] };
    expect(body.requests[0]?.query).toHaveLength(200);
  });

  it('asks five suggestions with only name, title, path and type', async () => {
    const { index, calls } = setup();
    const suggestions = await index.suggest({ query: 'rin', locale: 'ko' });
    expect(calls[0]?.body).toEqual({
      requests: [
        {
          indexName: 'stage_maison_ko',
          query: 'rin',
          hitsPerPage: 5,
          attributesToRetrieve: ['name', 'pageTitle', 'full_slug', 'type'],
          attributesToHighlight: [],
        },
      ],
    });
    expect(suggestions).toEqual([
      {
        objectID: flora.objectID,
        name: 'Flora',
        full_slug: 'produkte/10-1001-flora',
        type: 'product',
      },
    ]);
  });
});

describe('Algolia adapter: indexing', () => {
  it('saves records per locale index with the admin key, with the kind words', async () => {
    const { index, calls } = setup();
    await index.upsert([flora, { ...flora, objectID: `${flora.uuid}:en`, locale: 'en' }]);
    expect(calls.map((c) => [c.method, c.path, c.apiKey])).toEqual([
      ['POST', '/1/indexes/stage_maison_de/batch', 'admin-key'],
      ['POST', '/1/indexes/stage_maison_en/batch', 'admin-key'],
    ]);
    expect(calls[0]?.body).toEqual({
      requests: [
        { action: 'addObject', body: { ...flora, kinds: ['Ring', 'Ringe', 'Fingerring'] } },
      ],
    });
  });

  it('deletes records by objectID from their locale index', async () => {
    const { index, calls } = setup();
    await index.remove(['a:de', 'b:de', 'a:zh-hans']);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/1/indexes/stage_maison_de/batch',
        apiKey: 'admin-key',
        body: {
          requests: [
            { action: 'deleteObject', body: { objectID: 'a:de' } },
            { action: 'deleteObject', body: { objectID: 'b:de' } },
          ],
        },
      },
      expect.objectContaining({
        path: '/1/indexes/stage_maison_zh-hans/batch',
        body: { requests: [{ action: 'deleteObject', body: { objectID: 'a:zh-hans' } }] },
      }),
    ]);
  });

  it('rebuilds each locale index: settings, then a temporary index moved over it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { index, calls } = setup();
    await index.replaceAll([flora]);
    const de = calls.filter((c) => c.path.startsWith('/1/indexes/stage_maison_de'));
    expect(de.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /1/indexes/stage_maison_de/settings',
      'GET /1/indexes/stage_maison_de/task/1514562690002',
      'POST /1/indexes/stage_maison_de/operation',
      'POST /1/indexes/stage_maison_de_tmp_100000/batch',
      'GET /1/indexes/stage_maison_de_tmp_100000/task/1514562690001',
      'GET /1/indexes/stage_maison_de_tmp_100000/task/1514562690003',
      'POST /1/indexes/stage_maison_de/operation',
      'GET /1/indexes/stage_maison_de_tmp_100000/task/1514562690003',
      'POST /1/indexes/stage_maison_de_tmp_100000/operation',
      'GET /1/indexes/stage_maison_de_tmp_100000/task/1514562690003',
    ]);
    expect(de[0]?.body).toEqual(indexSettings('de'));
    expect(de[2]?.body).toEqual({
      operation: 'copy',
      destination: 'stage_maison_de_tmp_100000',
      scope: ['settings', 'rules', 'synonyms'],
    });
    expect(de[3]?.body).toEqual({
      requests: [
        { action: 'addObject', body: { ...flora, kinds: ['Ring', 'Ringe', 'Fingerring'] } },
      ],
    });
    expect(de[8]?.body).toEqual({ operation: 'move', destination: 'stage_maison_de' });
    // Every locale is rebuilt, an empty one too (its records are gone).
    const settings = calls.filter((c) => c.path.endsWith('/settings')).map((c) => c.path);
    expect(settings).toEqual(LOCALES.map((l) => `/1/indexes/stage_maison_${l}/settings`));
  });

  it('refuses to write without the admin key', async () => {
    const { index, calls } = setup(null);
    await expect(index.upsert([flora])).rejects.toThrow(/ALGOLIA_ADMIN_KEY/);
    expect(calls).toEqual([]);
  });
});
