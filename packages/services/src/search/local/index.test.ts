import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../types';
import { LocalSearchIndex } from '.';

const product = (mpn: string, name: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: `${mpn}:en`,
  uuid: mpn,
  locale: 'en',
  type: 'product',
  full_slug: `products/${mpn}`,
  name,
  name2: '',
  pageSummary: '',
  mpn,
  metalColor: [],
  isLimited: false,
  ...extra,
});

async function indexOf(records: SearchRecord[]) {
  const index = new LocalSearchIndex();
  await index.replaceAll(records);
  return index;
}

const ids = async (index: LocalSearchIndex, query: string, locale: SearchRecord['locale'] = 'en') =>
  (await index.search({ query, locale })).hits.map((h) => h.objectID);

describe('embedded search index', () => {
  it('puts the exact article number first, whatever the score of the others', async () => {
    const index = await indexOf([
      product('10-10011', 'Aurora', { pageSummary: '10-1001 10-1001 10-1001' }),
      product('10-1001', 'Flora'),
    ]);
    expect(await ids(index, '10-1001')).toEqual(['10-1001:en', '10-10011:en']);
  });

  it('keeps locales apart', async () => {
    const index = await indexOf([
      product('10-1001', 'Flora'),
      { ...product('10-1001', 'Flora'), objectID: '10-1001:de', locale: 'de' },
    ]);
    expect(await ids(index, 'flora', 'de')).toEqual(['10-1001:de']);
    expect(await ids(index, 'flora', 'ja')).toEqual([]);
  });

  it('finds a product by the kind words of its locale only through its type', async () => {
    const index = await indexOf([
      product('20-2001', 'Ondine', { productType: 'bracelet' }),
      product('10-1001', 'Flora', { productType: 'ring' }),
    ]);
    expect(await ids(index, 'bangle')).toEqual(['20-2001:en']);
  });

  it('requires every word, the last one as a prefix', async () => {
    const index = await indexOf([
      product('10-1001', 'Flora', { name2: 'Ring in yellow gold' }),
      product('10-1002', 'Celeste', { name2: 'Ring in white gold' }),
    ]);
    expect(await ids(index, 'ring yel')).toEqual(['10-1001:en']);
    expect(await ids(index, 'ring ye gold')).toEqual([]);
  });

  it('allows one typo in long words and none in short ones', async () => {
    const index = await indexOf([product('10-1001', 'Flora', { name2: 'bracelet with charm' })]);
    expect(await ids(index, 'braclet')).toEqual(['10-1001:en']);
    expect(await ids(index, 'brazelet')).toEqual(['10-1001:en']);
    expect(await ids(index, 'brcelt')).toEqual([]);
    expect(await ids(index, 'charn')).toEqual(['10-1001:en']);
    expect(await ids(index, 'wuth bracelet')).toEqual([]);
  });

  it('escapes content in highlights', async () => {
    const index = await indexOf([product('10-1001', '<b>Flora</b> & Co')]);
    const [hit] = (await index.search({ query: 'flora', locale: 'en' })).hits;
    expect(hit?._highlightResult.name?.value).toBe('&lt;b&gt;<em>Flora</em>&lt;/b&gt; &amp; Co');
  });

  it('replaces a record on upsert, ignores unknown removals, and starts over on replaceAll', async () => {
    const index = await indexOf([product('10-1001', 'Flora')]);
    await index.upsert([product('10-1001', 'Aurelia')]);
    expect(await ids(index, 'flora')).toEqual([]);
    expect(await ids(index, 'aurelia')).toEqual(['10-1001:en']);
    await index.remove(['unknown:en', 'unknown:xx']);
    await index.replaceAll([product('10-1002', 'Mira')]);
    expect(await ids(index, 'aurelia')).toEqual([]);
    expect(await ids(index, 'mira')).toEqual(['10-1002:en']);
  });
});
