import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asc,
  cms_assets,
  cms_datasource_entries,
  cms_stories,
  exportContentPack,
  importContentPack,
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
