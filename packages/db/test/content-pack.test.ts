import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and,
  asc,
  cms_assets,
  cms_datasource_entries,
  cms_stories,
  eq,
  exportContentPack,
  importContentPack,
  type PackStory,
} from '../src';
import { createTestDb, type TestDb } from '../src/testing';

const FIXTURES = fileURLToPath(new URL('../../api/test/fixtures/content', import.meta.url));

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('content pack', () => {
  it('imports idempotently', async () => {
    const first = await importContentPack(testDb.db, FIXTURES);
    expect(first).toMatchObject({ stories: 2, folders: 1, assets: 1 });
    const snapshot = async () => ({
      stories: await testDb.db.select().from(cms_stories).orderBy(asc(cms_stories.id)),
      assets: await testDb.db.select().from(cms_assets),
      entries: await testDb.db
        .select()
        .from(cms_datasource_entries)
        .orderBy(asc(cms_datasource_entries.id)),
    });
    const before = await snapshot();
    // The pack's own datasources (datasources/*.json) beside the generated countries.
    expect(before.entries.find((e) => e.value === 'yellow_gold')).toMatchObject({
      name: 'Gelbgold',
      dimension_values: { ja: 'イエローゴールド' },
      position: 0,
    });
    // 000 §3: the countries carry alpha-3 and the numeric id beside the names (decision 0038).
    expect(before.entries.find((e) => e.value === 'DE')?.dimension_values).toEqual({
      de: 'Deutschland',
      en: 'Germany',
      ja: 'ドイツ',
      ko: '독일',
      'zh-hans': '德国',
      alpha3: 'DEU',
      id: '276',
    });
    expect(await importContentPack(testDb.db, FIXTURES)).toEqual(first);
    expect(await snapshot()).toEqual(before);
  });

  it('exports the stories byte for byte as imported', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'maison-export-'));
    expect(await exportContentPack(testDb.db, out)).toBe(2);
    const stories = path.join(FIXTURES, 'stories');
    expect(files(path.join(out, 'stories'))).toEqual(files(stories));
    for (const file of files(stories)) {
      expect(readFileSync(path.join(out, 'stories', file), 'utf8')).toBe(
        readFileSync(path.join(stories, file), 'utf8'),
      );
    }
  });
});

describe('a story on its folder’s path', () => {
  it('imports `newsletter` beside `newsletter/bestaetigung`, twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maison-pack-'));
    mkdirSync(path.join(dir, 'stories', 'newsletter'), { recursive: true });
    const story = (uuid: string, fullSlug: string, slug: string): PackStory => ({
      uuid,
      full_slug: fullSlug,
      is_startpage: false,
      position: 0,
      tag_list: [],
      published_at: '2026-10-01T08:00:00.000Z',
      locales: { de: { name: slug, slug, content: { _uid: uuid, component: 'page' } } },
    });
    writeFileSync(
      path.join(dir, 'stories', 'newsletter.json'),
      JSON.stringify(story('6b000000-0000-4000-8000-000000000001', 'newsletter', 'newsletter')),
    );
    writeFileSync(
      path.join(dir, 'stories', 'newsletter', 'bestaetigung.json'),
      JSON.stringify(
        story('6b000000-0000-4000-8000-000000000002', 'newsletter/bestaetigung', 'bestaetigung'),
      ),
    );
    const first = await importContentPack(testDb.db, dir);
    expect(first).toMatchObject({ stories: 2, folders: 1 });
    expect(await importContentPack(testDb.db, dir)).toEqual(first);
    const rows = await testDb.db
      .select()
      .from(cms_stories)
      .where(eq(cms_stories.full_slug, 'newsletter'));
    expect(rows.map((r) => r.is_folder).sort()).toEqual([false, true]);
    const folder = rows.find((r) => r.is_folder);
    const [child] = await testDb.db
      .select()
      .from(cms_stories)
      .where(eq(cms_stories.full_slug, 'newsletter/bestaetigung'));
    expect(child?.parent_id).toBe(folder?.id);
    // Two stories (or two folders) still cannot share a path.
    await expect(
      testDb.db.insert(cms_stories).values({
        uuid: '6b000000-0000-4000-8000-000000000003',
        full_slug: 'newsletter',
        slug: 'newsletter',
        draft: {},
      }),
    ).rejects.toThrow();
    const folders = await testDb.db
      .select()
      .from(cms_stories)
      .where(and(eq(cms_stories.full_slug, 'newsletter'), eq(cms_stories.is_folder, true)));
    expect(folders).toHaveLength(1);
  });
});
