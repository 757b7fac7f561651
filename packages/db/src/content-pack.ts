import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FormatConfig } from 'oxfmt';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/domain';
import { replaceCareerPositions, type NewCareerPosition } from './careers';
import { countryList } from './countries';
import type { Db } from './database';
import { findRepoRoot } from './paths';
import {
  cms_assets,
  cms_datasource_entries,
  cms_datasources,
  cms_stories,
  type CmsLocaleMap,
} from './schema';

/** One file under content/stories/ (docs/content-model.md). */
export interface PackStory {
  uuid: string;
  full_slug: string;
  is_startpage: boolean;
  position: number;
  tag_list: string[];
  published_at: string | null;
  locales: CmsLocaleMap;
}

interface PackAsset {
  id: number;
  file: string;
  alt?: Partial<Record<Locale, string>>;
  title?: string;
}

/** content/folders.json: folder path → per-locale folder slug. */
type PackFolders = Record<string, Partial<Record<Locale, string>>>;

export interface ContentImportSummary {
  stories: number;
  folders: number;
  assets: number;
  datasourceEntries: number;
  careerPositions: number;
}

export function defaultContentDir(): string {
  return path.join(findRepoRoot(), 'content');
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const COUNTRIES_DATASOURCE = 'countries';
/**
 * The countries datasource's dimensions besides the locales' names: the alpha-3 code and the
 * ISO numeric id (000 §3), read like a language: `dimension=alpha3` (decision 0038).
 */
const COUNTRY_CODE_DIMENSIONS = ['alpha3', 'id'] as const;

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

async function listJson(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Folders have no uuid in the pack; derive a stable one from the path. */
function folderUuid(fullSlug: string): string {
  const hex = createHash('sha1').update(`folder:${fullSlug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function parentOf(fullSlug: string): string | null {
  const cut = fullSlug.lastIndexOf('/');
  return cut > 0 ? fullSlug.slice(0, cut) : null;
}

const lastSegment = (fullSlug: string) => fullSlug.slice(fullSlug.lastIndexOf('/') + 1);

async function importFolders(
  db: Db,
  paths: Set<string>,
  names: PackFolders,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Shallow first, so every parent exists before its children.
  const ordered = [...paths].sort(
    (a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1),
  );
  for (const fullSlug of ordered) {
    const segment = lastSegment(fullSlug);
    const locales: CmsLocaleMap = {};
    for (const locale of LOCALES) {
      const slug = names[fullSlug]?.[locale] ?? segment;
      locales[locale] = { name: slug, slug, content: {} };
    }
    const parent = parentOf(fullSlug);
    const values = {
      uuid: folderUuid(fullSlug),
      full_slug: fullSlug,
      slug: segment,
      parent_id: parent ? (ids.get(parent) ?? null) : null,
      is_folder: true,
      draft: locales,
      published: locales,
    };
    const [row] = await db
      .insert(cms_stories)
      .values(values)
      .onConflictDoUpdate({
        // The folders' partial unique index: a story may share the folder's path.
        target: cms_stories.full_slug,
        targetWhere: sql`${cms_stories.is_folder}`,
        set: {
          draft: locales,
          published: locales,
          parent_id: values.parent_id,
          updated_at: sql`now()`,
        },
        setWhere: sql`${cms_stories.published}::text is distinct from excluded.published::text`,
      })
      .returning({ id: cms_stories.id });
    const id =
      row?.id ??
      (
        await db
          .select({ id: cms_stories.id })
          .from(cms_stories)
          .where(and(eq(cms_stories.full_slug, fullSlug), eq(cms_stories.is_folder, true)))
      )[0]?.id;
    if (id === undefined) throw new Error(`Folder ${fullSlug} was not stored`);
    ids.set(fullSlug, id);
  }
  return ids;
}

async function importStories(
  db: Db,
  stories: PackStory[],
  folderIds: Map<string, number>,
): Promise<void> {
  for (const story of stories) {
    const main = story.locales[DEFAULT_LOCALE];
    if (!main) throw new Error(`${story.full_slug}: the ${DEFAULT_LOCALE} version is missing`);
    const parent = parentOf(story.full_slug);
    const publishedAt = story.published_at ? new Date(story.published_at) : new Date();
    const values = {
      uuid: story.uuid,
      full_slug: story.full_slug,
      slug: main.slug,
      parent_id: parent ? (folderIds.get(parent) ?? null) : null,
      is_startpage: story.is_startpage,
      position: story.position,
      tag_list: story.tag_list,
      component: typeof main.content.component === 'string' ? main.content.component : null,
      published_at: publishedAt,
      first_published_at: publishedAt,
      published: story.locales,
      draft: story.locales,
    };
    const { uuid: _uuid, first_published_at: _first, ...changes } = values;
    await db
      .insert(cms_stories)
      .values(values)
      .onConflictDoUpdate({
        target: cms_stories.uuid,
        set: { ...changes, updated_at: sql`now()` },
        // Unchanged stories keep updated_at, so a re-import leaves the cache version alone.
        setWhere: sql`(${cms_stories.published}::text, ${cms_stories.full_slug}, ${cms_stories.position}, ${cms_stories.is_startpage}, ${cms_stories.tag_list}, ${cms_stories.published_at})
          is distinct from (excluded.published::text, excluded.full_slug, excluded.position, excluded.is_startpage, excluded.tag_list, excluded.published_at)`,
      });
  }
}

async function importAssets(db: Db, dir: string): Promise<number> {
  const indexFile = path.join(dir, 'assets', 'index.json');
  if (!(await exists(indexFile))) return 0;
  const assets = await readJson<PackAsset[]>(indexFile);
  for (const asset of assets) {
    const bytes = await readFile(path.join(dir, 'assets', asset.file));
    const ext = path.extname(asset.file).toLowerCase();
    const values = {
      id: asset.id,
      filename: path.basename(asset.file),
      content_type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      bytes,
      alt: asset.alt ?? {},
      title: asset.title ?? '',
      sha1: createHash('sha1').update(bytes).digest('hex'),
    };
    const { id: _id, ...changes } = values;
    await db
      .insert(cms_assets)
      .values(values)
      .onConflictDoUpdate({
        target: cms_assets.id,
        set: { ...changes, updated_at: sql`now()` },
        setWhere: sql`(${cms_assets.sha1}, ${cms_assets.filename}, ${cms_assets.alt}, ${cms_assets.title})
          is distinct from (excluded.sha1, excluded.filename, excluded.alt, excluded.title)`,
      });
  }
  return assets.length;
}

/**
 * The `countries` datasource (000 §3): alpha-2 values, the name per locale dimension, and the
 * alpha-3 code and numeric id as dimensions of their own.
 */
async function importCountries(db: Db): Promise<number> {
  return upsertDatasource(
    db,
    {
      slug: COUNTRIES_DATASOURCE,
      name: 'Countries',
      entries: countryList().map((country) => ({
        value: country.alpha2,
        name: country.names[DEFAULT_LOCALE],
        dimension_values: {
          ...country.names,
          alpha3: country.alpha3,
          id: String(country.id),
        },
      })),
    },
    [...LOCALES, ...COUNTRY_CODE_DIMENSIONS],
  );
}

/** A datasource file of the pack (`datasources/<slug>.json`), e.g. the wizard tags (001 §3). */
interface PackDatasource {
  slug: string;
  name: string;
  entries: { value: string; name: string; dimension_values: Record<string, string> }[];
}

/** The pack's datasources besides the generated countries; returns their entry count. */
async function importPackDatasources(db: Db, dir: string): Promise<number> {
  const files = await listJson(path.join(dir, 'datasources'));
  let count = 0;
  for (const file of files) count += await upsertDatasource(db, await readJson(file));
  return count;
}

/** Upserts a datasource and its entries in their order; returns the entry count. */
async function upsertDatasource(
  db: Db,
  source: PackDatasource,
  dimensions: readonly string[] = LOCALES,
): Promise<number> {
  const [datasource] = await db
    .insert(cms_datasources)
    .values({ slug: source.slug, name: source.name, dimensions: [...dimensions] })
    .onConflictDoUpdate({ target: cms_datasources.slug, set: { dimensions: [...dimensions] } })
    .returning({ id: cms_datasources.id });
  if (!datasource) throw new Error(`The ${source.slug} datasource was not stored`);
  const rows = source.entries.map((entry, position) => ({
    datasource_id: datasource.id,
    value: entry.value,
    name: entry.name,
    dimension_values: entry.dimension_values,
    position,
  }));
  await db
    .insert(cms_datasource_entries)
    .values(rows)
    .onConflictDoUpdate({
      target: [cms_datasource_entries.datasource_id, cms_datasource_entries.value],
      set: {
        name: sql`excluded.name`,
        dimension_values: sql`excluded.dimension_values`,
        position: sql`excluded.position`,
      },
    });
  return rows.length;
}

/**
 * Upserts the pack in `dir` (default content/): folders, published stories, assets, the
 * countries datasource and the pack's datasources (`datasources/*.json`). Idempotent; stories missing from the pack are left in place.
 */
export async function importContentPack(
  db: Db,
  dir = defaultContentDir(),
): Promise<ContentImportSummary> {
  const storiesDir = path.join(dir, 'stories');
  const stories = await Promise.all(
    (await listJson(storiesDir)).map((f) => readJson<PackStory>(f)),
  );
  const foldersFile = path.join(dir, 'folders.json');
  const folderNames = (await exists(foldersFile)) ? await readJson<PackFolders>(foldersFile) : {};
  const folderPaths = new Set<string>();
  for (const story of stories) {
    for (let p = parentOf(story.full_slug); p; p = parentOf(p)) folderPaths.add(p);
  }
  return db.transaction(async (tx) => {
    const folderIds = await importFolders(tx as unknown as Db, folderPaths, folderNames);
    await importStories(tx as unknown as Db, stories, folderIds);
    const assets = await importAssets(tx as unknown as Db, dir);
    const datasourceEntries =
      (await importCountries(tx as unknown as Db)) +
      (await importPackDatasources(tx as unknown as Db, dir));
    const careerPositions = await importCareerPositions(tx as unknown as Db, dir);
    return {
      stories: stories.length,
      folders: folderPaths.size,
      assets,
      datasourceEntries,
      careerPositions,
    };
  });
}

/** The open positions of the embedded jobs port (content/careers/positions.json, decision 0034). */
async function importCareerPositions(db: Db, dir: string): Promise<number> {
  const file = path.join(dir, 'careers', 'positions.json');
  if (!(await exists(file))) return 0;
  const positions =
    await readJson<(Omit<NewCareerPosition, 'created_at'> & { created_at: string })[]>(file);
  await replaceCareerPositions(
    db,
    positions.map((p) => ({ ...p, created_at: new Date(p.created_at) })),
  );
  return positions.length;
}

let formatOptions: Promise<FormatConfig> | undefined;

/**
 * A story as its pack file: JSON as the repository's formatter writes it (.oxfmtrc.json), so an
 * import → export round trip is identical and the format check passes. The pack's own Node
 * scripts do the same in content/format-json.mjs; they cannot load this TypeScript, and that
 * file finds .oxfmtrc.json beside itself, which a bundled server has no path to.
 */
export async function formatPackStory(story: PackStory): Promise<string> {
  const { format } = await import('oxfmt');
  // Read once per process: an export formats every published story.
  formatOptions ??= readJson<FormatConfig>(path.join(findRepoRoot(), '.oxfmtrc.json'));
  const options = await formatOptions;
  const { code, errors } = await format('story.json', JSON.stringify(story, null, 2), options);
  if (errors[0]) throw new Error(`content pack: ${errors[0].message}`);
  return code;
}

/** Writes every published story to `<dir>/stories/<full_slug>.json`; returns the count. */
export async function exportContentPack(db: Db, dir = defaultContentDir()): Promise<number> {
  const rows = await db
    .select()
    .from(cms_stories)
    .where(and(eq(cms_stories.is_folder, false), isNotNull(cms_stories.published)))
    .orderBy(asc(cms_stories.full_slug));
  for (const row of rows) {
    const story: PackStory = {
      uuid: row.uuid,
      full_slug: row.full_slug,
      is_startpage: row.is_startpage,
      position: row.position,
      tag_list: row.tag_list,
      published_at: row.published_at ? row.published_at.toISOString() : null,
      locales: row.published ?? {},
    };
    const file = path.join(dir, 'stories', `${row.full_slug}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await formatPackStory(story));
  }
  return rows.length;
}
