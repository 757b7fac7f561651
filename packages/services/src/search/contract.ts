import { beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_HITS_PER_PAGE,
  SEARCH_HITS_PER_PAGE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGESTIONS,
  type Locale,
} from '@maison/domain/constants';
import { matchesFilters } from './shared';
import type { SearchFilters, SearchIndex, SearchRecord, SearchResponse } from './types';

/**
 * The behaviour both search implementations promise (issue 16 acceptance), run on the records
 * of the real content pack. `records()` gives them (loaded once by the caller); `makeIndex`
 * builds an implementation holding them.
 */
export function describeSearchContract(
  name: string,
  records: () => SearchRecord[],
  makeIndex: (records: SearchRecord[]) => Promise<SearchIndex>,
): void {
  describe(`search contract: ${name}`, () => {
    let index: SearchIndex;
    beforeAll(async () => {
      index = await makeIndex(records());
    });

    const search = (query: string, locale: Locale, filters?: SearchFilters) =>
      index.search({ query, locale, filters });
    const products = (response: SearchResponse) =>
      response.hits.filter((h) => h.type === 'product');
    const recordsOf = (locale: Locale, test: (r: SearchRecord) => boolean) =>
      records().filter((r) => r.locale === locale && test(r));

    /** Every ring of the locale, and the rings before any other product. */
    function expectKindFirst(response: SearchResponse, locale: Locale, kind: string) {
      const found = products(response).map((h) => h.productType);
      const all = recordsOf(locale, (r) => r.productType === kind).length;
      expect(all).toBeGreaterThan(0);
      expect(found.slice(0, all)).toEqual(Array.from({ length: all }, () => kind));
    }

    it.each([
      ['ja', 'リング'],
      ['ja', '指輪'],
      ['ko', '반지'],
      ['zh-hans', '戒指'],
      ['de', 'Ringe'],
      ['en', 'rings'],
    ] as const)('%s %s finds the rings first', async (locale, query) => {
      expectKindFirst(await search(query, locale), locale, 'ring');
    });

    it('en "braclet" (a typo) finds the bracelets', async () => {
      expectKindFirst(await search('braclet', 'en'), 'en', 'bracelet');
    });

    it.each(['Armbänder', 'armband', 'Armband'])('de "%s" finds the bracelets', async (query) => {
      expectKindFirst(await search(query, 'de'), 'de', 'bracelet');
    });

    it('an article number finds its product first, its prefix the products it begins', async () => {
      const product = recordsOf('de', (r) => r.mpn === '10-1001')[0];
      expect(product).toBeDefined();
      const exact = await search('10-1001', 'de');
      expect(exact.hits[0]?.objectID).toBe(product?.objectID);
      expect(exact.hits[0]?._highlightResult.mpn?.value).toBe('<em>10-1001</em>');
      const prefix = await search('10-10', 'de');
      const expected = recordsOf('de', (r) => r.mpn?.startsWith('10-10') ?? false);
      expect(prefix.hits.map((h) => h.mpn).sort()).toEqual(expected.map((r) => r.mpn).sort());
    });

    it.each([
      ['de', 'Wien'],
      ['ja', 'Tokyo'],
      ['en', 'Hamburg'],
      ['ko', 'Seoul'],
    ] as const)("%s: a jeweler's city %s finds that jeweler first", async (locale, city) => {
      const response = await search(city, locale);
      expect(response.hits[0]).toMatchObject({ type: 'jeweler', city });
    });

    it('filters narrow the hits and the counts equal a brute-force filter', async () => {
      const cases: [string, Locale, SearchFilters][] = [
        ['gold', 'de', { type: 'product' }],
        ['gold', 'de', { metalColor: 'WG' }],
        ['gold', 'en', { metalColor: 'GG', productType: 'ring' }],
        ['gold', 'en', { isLimited: true }],
        ['ゴールド', 'ja', { type: 'product', productType: 'necklace', metalColor: 'WG' }],
        ['Pforzheim', 'de', { type: 'page' }],
      ];
      for (const [query, locale, filters] of cases) {
        const all = await search(query, locale);
        const filtered = await search(query, locale, filters);
        const ids = new Set(all.hits.map((h) => h.objectID));
        const expected = records().filter((r) => ids.has(r.objectID) && matchesFilters(r, filters));
        expect(filtered.nbHits, `${query} ${JSON.stringify(filters)}`).toBe(expected.length);
        expect(filtered.nbHits).toBeLessThan(all.nbHits);
        expect(filtered.hits.map((h) => h.objectID).sort()).toEqual(
          expected.map((r) => r.objectID).sort(),
        );
        const byType: Record<string, number> = {};
        for (const r of records()) {
          if (ids.has(r.objectID) && matchesFilters(r, filters, { withType: false })) {
            byType[r.type] = (byType[r.type] ?? 0) + 1;
          }
        }
        expect(filtered.facets.type).toEqual(byType);
      }
    });

    it('pages 80 hits at a time and never more', async () => {
      const first = await index.search({ query: 'gold', locale: 'de' });
      expect(first.hitsPerPage).toBe(SEARCH_HITS_PER_PAGE);
      const small = await index.search({ query: 'gold', locale: 'de', hitsPerPage: 5, page: 1 });
      expect(small).toMatchObject({ page: 1, hitsPerPage: 5, nbHits: first.nbHits });
      expect(small.nbPages).toBe(Math.ceil(first.nbHits / 5));
      expect(small.hits.map((h) => h.objectID)).toEqual(
        first.hits.slice(5, 10).map((h) => h.objectID),
      );
      const big = await index.search({ query: 'gold', locale: 'de', hitsPerPage: 500 });
      expect(big.hitsPerPage).toBe(SEARCH_HITS_PER_PAGE_MAX);
      const past = await index.search({ query: 'gold', locale: 'de', page: 99 });
      expect(past.hits).toEqual([]);
      expect(past.nbHits).toBe(first.nbHits);
    });

    it('answers an empty query with no hits and a long one without failing', async () => {
      expect(await search('  ', 'de')).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
      const long = await search(`ring ${'x'.repeat(SEARCH_QUERY_MAX_LENGTH * 5)}`, 'en');
      expect(long.query.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
      expect(await index.suggest({ query: '', locale: 'de' })).toEqual([]);
    });

    it('highlights HTML-escaped with <em> around the matches', async () => {
      const [hit] = (await search('Flora', 'en')).hits;
      expect(hit?._highlightResult.name).toEqual({
        value: '<em>Flora</em>',
        matchLevel: 'full',
        matchedWords: ['flora'],
      });
    });

    it('suggests at most five hits with name and path, the last word as a prefix', async () => {
      const suggestions = await index.suggest({ query: 'rin', locale: 'de' });
      expect(suggestions.length).toBe(SEARCH_SUGGESTIONS);
      for (const s of suggestions) {
        expect(s.name).not.toBe('');
        expect(s.full_slug).not.toMatch(/^\//);
      }
      const ja = await index.suggest({ query: 'リン', locale: 'ja' });
      expect(ja.length).toBeGreaterThan(0);
      expect(ja.length).toBeLessThanOrEqual(SEARCH_SUGGESTIONS);
    });

    it('upserts and removes records', async () => {
      const base = records().find((r) => r.locale === 'en' && r.type === 'product');
      if (!base) throw new Error('no product');
      const extra: SearchRecord = {
        ...base,
        objectID: 'contract-extra:en',
        uuid: 'contract-extra',
        name: 'Zephyrine',
        mpn: '10-9999',
      };
      await index.upsert([extra]);
      expect((await search('zephyrine', 'en')).hits.map((h) => h.objectID)).toEqual([
        'contract-extra:en',
      ]);
      await index.upsert([{ ...extra, name: 'Zephyra' }]);
      expect((await search('zephyrine', 'en')).nbHits).toBe(0);
      expect((await search('zephyra', 'en')).nbHits).toBe(1);
      await index.remove(['contract-extra:en']);
      expect((await search('zephyra', 'en')).nbHits).toBe(0);
    });
  });
}
