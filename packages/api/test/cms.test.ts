import { cpSync, mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContentPack, users, type PackStory } from '@maison/db';
import type { Story } from '@maison/services/content/types';
import { createApp, issueAccessToken } from '../src';
import { captureLogger, createTestDb, type TestDb } from './helpers';

process.env.CONTENT_PREVIEW_SECRET = 'preview-secret-for-tests';

const FIXTURES = fileURLToPath(new URL('./fixtures/content', import.meta.url));
const PRODUCTS = 30;

/** The fixture pack plus 30 products, enough to page through. */
function buildPack(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'maison-pack-'));
  cpSync(FIXTURES, dir, { recursive: true });
  mkdirSync(path.join(dir, 'stories', 'produkte'), { recursive: true });
  for (let i = 1; i <= PRODUCTS; i++) {
    const type = i % 2 ? 'ring' : 'bracelet';
    const mpn = `${type === 'ring' ? 10 : 20}-${String(1000 + i)}`;
    const content = (lang: string) => ({
      component: 'product',
      _uid: `p${i}-${lang}`,
      type,
      name: `${lang === 'de' ? 'Produkt' : 'Product'} ${i}`,
      mpn,
      price: { EUR: i * 100 },
      filterAlloy: i % 3 === 0 ? ['white_gold', 'yellow_gold'] : ['white_gold'],
      isLimited: i === 7,
    });
    const story: PackStory = {
      uuid: `0b7c5a52-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      full_slug: `produkte/${mpn}`,
      is_startpage: false,
      position: i,
      tag_list: [],
      published_at: '2026-10-01T08:00:00.000Z',
      locales: {
        de: { name: `Produkt ${i}`, slug: mpn, content: content('de') },
        en: { name: `Product ${i}`, slug: `${mpn}-en`, content: content('en') },
      },
    };
    writeFileSync(path.join(dir, 'stories', 'produkte', `${mpn}.json`), JSON.stringify(story));
  }
  return dir;
}

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await importContentPack(testDb.db, buildPack());
  app = createApp({
    db: testDb.db,
    logger: captureLogger().logger,
    publishHook: { changed: async () => {} },
  });
  for (const u of await testDb.db.select().from(users)) {
    tokens[(u.email ?? String(u.username)).split('@')[0] as string] = await issueAccessToken(u);
  }
});
afterAll(() => testDb.close());

const get = (url: string, init?: RequestInit) => app.request(url, init);
const json = async <T>(res: Response) => (await res.json()) as T;
type StoriesBody = { stories: Story[]; cv: number; rels: Story[]; links: unknown[] };

describe('cdn/stories', () => {
  it('pages with total and per-page headers, a short last page and the default of 25', async () => {
    const first = await get('/api/cms/v2/cdn/stories?content_type=product');
    expect(first.status).toBe(200);
    expect(first.headers.get('total')).toBe(String(PRODUCTS));
    expect(first.headers.get('per-page')).toBe('25');
    const body = await json<StoriesBody>(first);
    expect(body.stories).toHaveLength(25);
    expect(Object.keys(body)).toEqual(['stories', 'cv', 'rels', 'links']);
    const last = await get('/api/cms/v2/cdn/stories?content_type=product&per_page=25&page=2');
    expect((await json<StoriesBody>(last)).stories).toHaveLength(5);
    const past = await get('/api/cms/v2/cdn/stories?content_type=product&page=9');
    expect((await json<StoriesBody>(past)).stories).toHaveLength(0);
  });

  it('clamps per_page to 100', async () => {
    const res = await get('/api/cms/v2/cdn/stories?per_page=500');
    expect(res.headers.get('per-page')).toBe('100');
    expect((await json<StoriesBody>(res)).stories).toHaveLength(PRODUCTS + 2);
  });

  it('answers 422 in Storyblok shape for bad parameters', async () => {
    const res = await get('/api/cms/v2/cdn/stories?page=0');
    expect(res.status).toBe(422);
    expect(await json<{ error: string }>(res)).toHaveProperty('error');
    const op = await get('/api/cms/v2/cdn/stories?filter_query[type][nope]=x');
    expect(op.status).toBe(422);
  });

  it('filters by content_type, starts_with and by_slugs', async () => {
    const pages = await json<StoriesBody>(await get('/api/cms/v2/cdn/stories?content_type=page'));
    expect(pages.stories.map((s) => s.full_slug).sort()).toEqual(['home', 'schmuck/ringe']);
    const jewellery = await json<StoriesBody>(
      await get('/api/cms/v2/cdn/stories?starts_with=schmuck/'),
    );
    expect(jewellery.stories.map((s) => s.full_slug)).toEqual(['schmuck/ringe']);
    const some = await json<StoriesBody>(
      await get('/api/cms/v2/cdn/stories?by_slugs=home,produkte/10-1001,schmuck/*'),
    );
    expect(some.stories.map((s) => s.full_slug).sort()).toEqual([
      'home',
      'produkte/10-1001',
      'schmuck/ringe',
    ]);
  });

  it('evaluates filter_query operations', async () => {
    const count = async (query: string) =>
      Number(
        (await get(`/api/cms/v2/cdn/stories?content_type=product&${query}`)).headers.get('total'),
      );
    expect(await count('filter_query[type][in]=ring')).toBe(15);
    expect(await count('filter_query[type][in]=ring,bracelet')).toBe(30);
    expect(await count('filter_query[isLimited][is]=true')).toBe(1);
    expect(await count('filter_query[filterAlloy][any_in_array]=yellow_gold')).toBe(10);
    expect(await count('filter_query[name][like]=Produkt 1*')).toBe(11);
    expect(
      await count(
        'filter_query[type][in]=ring&filter_query[filterAlloy][all_in_array]=white_gold,yellow_gold',
      ),
    ).toBe(5);
    expect(
      await count(
        'filter_query[__or][0][isLimited][is]=true&filter_query[__or][1][mpn][in]=20-1002',
      ),
    ).toBe(2);
  });

  it('sorts by content fields', async () => {
    const body = await json<StoriesBody>(
      await get(
        '/api/cms/v2/cdn/stories?content_type=product&sort_by=content.price.EUR:desc:int&per_page=2',
      ),
    );
    expect(body.stories.map((s) => s.content.mpn)).toEqual(['20-1030', '10-1029']);
  });

  it('answers each language with its translation and translated slugs', async () => {
    const names: Record<string, string> = {
      de: 'Ringe',
      en: 'Rings',
      ja: 'リング',
      ko: '반지',
      'zh-hans': '戒指',
    };
    for (const [language, name] of Object.entries(names)) {
      const res = await get(`/api/cms/v2/cdn/stories/schmuck/ringe?language=${language}`);
      const { story } = await json<{ story: Story }>(res);
      expect(story.name).toBe(name);
      expect(story.content.seo_title).toBe(name);
      expect(story.full_slug).toBe('schmuck/ringe');
      expect(story.lang).toBe(language === 'de' ? 'default' : language);
      expect(story.translated_slugs).toContainEqual({
        path: 'jewellery/rings',
        name: 'Rings',
        lang: 'en',
        published: true,
      });
    }
  });

  it('localizes empty asset alt texts from the asset library', async () => {
    const alt = async (language: string) => {
      const { story } = await json<{ story: Story }>(
        await get(`/api/cms/v2/cdn/stories/home?language=${language}`),
      );
      return (story.content.body as { imageDesktop: { alt: string } }[])[0]?.imageDesktop.alt;
    };
    expect(await alt('de')).toBe('Ring in Weißgold');
    expect(await alt('ja')).toBe('ホワイトゴールドのリング');
    expect(await alt('ko')).toBe('Ring in Weißgold');
  });

  it('answers 404 in Storyblok shape for a missing story', async () => {
    const res = await get('/api/cms/v2/cdn/stories/schmuck/nichts');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'This record could not be found' });
  });

  it('refuses drafts without the preview secret and serves them with it', async () => {
    const refused = await get('/api/cms/v2/cdn/stories?version=draft');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Unauthorized' });
    expect((await get('/api/cms/v2/cdn/stories?version=draft&token=wrong')).status).toBe(401);
    const ok = await get('/api/cms/v2/cdn/stories?version=draft&token=preview-secret-for-tests');
    expect(ok.status).toBe(200);
    const header = await get('/api/cms/v2/cdn/stories/home?version=draft', {
      headers: { Authorization: 'Token preview-secret-for-tests' },
    });
    expect(header.status).toBe(200);
  });
});

describe('cdn/links and datasource_entries', () => {
  it('lists stories and folders with translated alternates', async () => {
    const { links } = await json<{ links: Record<string, Record<string, unknown>> }>(
      await get('/api/cms/v2/cdn/links'),
    );
    const rings = Object.values(links).find((l) => l.slug === 'schmuck/ringe');
    expect(rings).toMatchObject({ is_folder: false, published: true, real_path: '/schmuck/ringe' });
    expect(rings?.alternates).toContainEqual({
      path: 'jewellery/rings',
      name: 'Rings',
      lang: 'en',
      published: true,
      translated_slug: 'rings',
    });
    const folder = Object.values(links).find((l) => l.slug === 'schmuck');
    expect(folder).toMatchObject({ is_folder: true });
    expect(rings?.parent_id).toBe(folder?.id);
  });

  it('answers countries per dimension', async () => {
    const entries = async (query: string) => {
      const res = await get(
        `/api/cms/v2/cdn/datasource_entries?datasource=countries&per_page=1000${query}`,
      );
      expect(Number(res.headers.get('total'))).toBeGreaterThan(240);
      const body = await json<{
        datasource_entries: { value: string; name: string; dimension_value: string | null }[];
      }>(res);
      return body.datasource_entries.find((e) => e.value === 'DE');
    };
    expect(await entries('')).toMatchObject({ name: 'Deutschland', dimension_value: null });
    expect((await entries('&dimension=en'))?.dimension_value).toBe('Germany');
    expect((await entries('&dimension=ja'))?.dimension_value).toBe('ドイツ');
    expect((await entries('&dimension=zh-hans'))?.dimension_value).toBe('德国');
  });
});

describe('assets', () => {
  it('serves bytes with type, immutable caching and an ETag that answers 304', async () => {
    const res = await get('/api/cms/v2/a/101/10-1021-main.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('<svg');
    const etag = res.headers.get('etag') as string;
    const again = await get('/api/cms/v2/a/101/10-1021-main.svg', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect((await get('/api/cms/v2/a/101/other.svg')).status).toBe(404);
  });
});
