import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rereadPublishedContent } from '../src/app';
import { contentPackWorld, type ContentApp, type ContentPackWorld } from './content-pack-world';
import { jsonRequest } from './helpers';

/** Issue 16: the search API over the real content pack, the embedded index. */
let world: ContentPackWorld;
let app: ContentApp;

beforeAll(async () => {
  world = await contentPackWorld();
  app = world.app;
}, 120_000);
afterAll(() => world.testDb.close());

/** Publishes a new ring through `through`'s management API, as a superuser. */
function publishRing(through: ContentApp, name: string, mpn: string, extra = {}) {
  return world.publish(through, {
    folder: 'produkte',
    de: {
      name: `${name} ${mpn}`,
      slug: `${mpn}-${name.toLowerCase()}`,
      content: {
        component: 'product',
        _uid: name.toLowerCase(),
        type: 'ring',
        name,
        mpn,
        pageSummary: 'Neu in der Kollektion.',
        body: [],
        ...extra,
      },
    },
  });
}

interface Hit {
  objectID: string;
  type: string;
  name?: string;
  full_slug: string;
  mpn?: string;
  productType?: string;
  metalColor: string[];
  _highlightResult: Record<string, { value: string }>;
}
interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  facets: { type: Record<string, number> };
}

const search = async (query: string) => {
  const res = await app.request(`/api/v1/search/?${query}`);
  return { res, body: (await res.json()) as Result & Record<string, string[]> };
};

describe('GET /api/v1/search/', () => {
  it("answers Algolia's shape with 80 hits per page by default", async () => {
    const { res, body } = await search('q=ring&locale=de');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ page: 0, hitsPerPage: 80, query: 'ring' });
    expect(body.nbHits).toBeGreaterThan(0);
    expect(body.hits.length).toBeLessThanOrEqual(80);
    expect(body.hits.find((hit) => hit.type === 'product')!.productType).toBe('ring');
    expect(body.facets.type.product).toBeGreaterThan(0);
  });

  it('finds rings in Japanese and an article number first, with marked matches', async () => {
    const ja = (await search(`q=${encodeURIComponent('リング')}&locale=ja`)).body;
    // The rings' collection page may come first; the first product is a ring.
    expect(ja.hits.find((hit) => hit.type === 'product')!.productType).toBe('ring');
    const mpn = (await search('q=10-1001&locale=de')).body;
    expect(mpn.hits[0]!.mpn).toBe('10-1001');
    expect(mpn.hits[0]!.full_slug).toBe('produkte/10-1001-flora');
    expect(mpn.hits[0]!._highlightResult.mpn?.value).toBe('<em>10-1001</em>');
  });

  it('finds German compounds by their last part: "gold" finds "Gelbgold"', async () => {
    const { body } = await search('q=gold&locale=de&type=product');
    const yellow = (await search('q=gelbgold&locale=de&type=product')).body;
    expect(yellow.nbHits).toBeGreaterThan(0);
    expect(body.nbHits).toBeGreaterThanOrEqual(yellow.nbHits);
    expect(body.hits.map((hit) => hit.objectID)).toEqual(
      expect.arrayContaining(yellow.hits.map((hit) => hit.objectID)),
    );
  });

  it('narrows by the global filters and pages', async () => {
    const all = (await search('q=gold&locale=en')).body;
    const rings = (await search('q=gold&locale=en&type=product&productType=ring&metalColor=WG'))
      .body;
    expect(rings.nbHits).toBeLessThan(all.nbHits);
    for (const hit of rings.hits) {
      expect(hit).toMatchObject({ type: 'product', productType: 'ring' });
      expect(hit.metalColor).toContain('WG');
    }
    const second = (await search('q=gold&locale=en&hitsPerPage=2&page=1')).body;
    expect(second).toMatchObject({ page: 1, hitsPerPage: 2 });
    expect(second.hits).toHaveLength(2);
  });

  it('cuts an over-long query instead of refusing it', async () => {
    const { res, body } = await search(`q=${'ring '.repeat(300)}&locale=de`);
    expect(res.status).toBe(200);
    expect(body.query.length).toBeGreaterThan(190);
    expect(body.query.length).toBeLessThanOrEqual(200);
  });

  it('answers no hits for an empty query', async () => {
    const { res, body } = await search('q=&locale=de');
    expect(res.status).toBe(200);
    expect(body.nbHits).toBe(0);
  });

  it.each([
    ['locale=fr&q=x', 'locale'],
    ['q=x', 'locale'],
    ['q=x&locale=de&type=watch', 'type'],
    ['q=x&locale=de&metalColor=RG', 'metalColor'],
    ['q=x&locale=de&isLimited=yes', 'isLimited'],
    ['q=x&locale=de&productType=brooch', 'productType'],
    ['q=x&locale=de&hitsPerPage=81', 'hitsPerPage'],
    ['q=x&locale=de&page=-1', 'page'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const { res, body } = await search(query);
    expect(res.status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field]![0]).toEqual(expect.any(String));
  });
});

describe('GET /api/v1/search/suggestions/', () => {
  it('answers at most five, with name and full_slug', async () => {
    const res = await app.request('/api/v1/search/suggestions/?q=ri&locale=en');
    expect(res.status).toBe(200);
    const { hits } = (await res.json()) as { hits: Hit[] };
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    for (const hit of hits)
      expect(hit).toEqual(
        expect.objectContaining({ name: expect.any(String), full_slug: expect.any(String) }),
      );
  });

  it('answers 400 for an unknown locale', async () => {
    const res = await app.request('/api/v1/search/suggestions/?q=ri&locale=xx');
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual(['locale']);
  });
});

describe('publishing', () => {
  it('makes a new product findable, and unpublishing removes it', async () => {
    const find = async () => (await search('q=Zephyrine&locale=de')).body.nbHits;
    expect(await find()).toBe(0);
    const created = await publishRing(app, 'Zephyrine', '10-9999', {
      name2: 'Ring in Weißgold',
      filterAlloy: ['white_gold'],
    });
    expect(created.status).toBe(201);
    expect(await find()).toBe(1);
    const { story } = (await created.json()) as { story: { uuid: string } };
    const unpublished = await app.request(
      `/api/v1/cms/stories/${story.uuid}/unpublish/`,
      jsonRequest('POST', {}, world.admin),
    );
    expect(unpublished.status).toBe(200);
    expect(await find()).toBe(0);
  });
});

describe("another process's publish", () => {
  it('reaches this index when the webhook has it read the content again', async () => {
    const other = world.anotherProcess();
    const find = async () => (await search('q=Morwenna&locale=de')).body.nbHits;
    expect(await find()).toBe(0);
    const created = await publishRing(other, 'Morwenna', '10-9998');
    expect(created.status).toBe(201);
    expect(await find()).toBe(0);
    await rereadPublishedContent(app);
    expect(await find()).toBe(1);
  });
});
