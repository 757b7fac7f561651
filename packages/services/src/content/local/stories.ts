import type { CmsLocaleMap, CmsLocaleVersion, CmsStory } from '@maison/db';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/domain';
import type { ContentVersion, Story, StoryContent } from '../types';

/** How the content store (store.ts) turns a stored row into Storyblok's story. */

/** Where content's Asset objects point, `/api/cms/v2/a/<id>/<file name>`: the id. */
const ASSET_ID = /^\/api\/cms\/v2\/a\/(\d+)\//;

type Row = CmsStory;
/** The folders by id (a story's path runs through them). */
export type Folders = Map<number, Row>;
/** Each asset's alt text per language, by asset id. */
export type AssetAlts = Map<number, Partial<Record<Locale, string>>>;

function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** Storyblok answers unknown languages with the default one. */
export function localeOf(language: string | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function versionMap(row: Row, version: ContentVersion): CmsLocaleMap | null {
  return version === 'draft' ? row.draft : row.published;
}

export function inLocale(map: CmsLocaleMap, locale: Locale): CmsLocaleVersion {
  const found = map[locale] ?? map[DEFAULT_LOCALE];
  if (!found) throw new Error('A stored story lacks its default-language version');
  return found;
}

export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

interface SortSpec {
  field: string;
  desc: boolean;
  numeric: boolean;
}

function parseSort(sortBy: string | undefined): SortSpec {
  const [field = 'position', dir = 'asc', type = ''] = (sortBy ?? '').split(':');
  return { field: field || 'position', desc: dir === 'desc', numeric: /^(int|float)$/.test(type) };
}

function sortValue(story: Story, field: string): unknown {
  let value: unknown = story;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function compareValues(a: unknown, b: unknown, numeric: boolean): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (numeric || (typeof a === 'number' && typeof b === 'number')) return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : 1;
}

/** Walks content, visiting every block object (anything with a `component`). */
export function eachBlock(node: unknown, visit: (block: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachBlock(item, visit);
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (typeof record.component === 'string') visit(record);
    for (const value of Object.values(record)) eachBlock(value, visit);
  }
}

/** Storyblok's default: Asset objects carry the library's alt text unless the field sets one. */
function localizeAssets(node: unknown, alts: AssetAlts, locale: Locale): unknown {
  if (Array.isArray(node)) return node.map((item) => localizeAssets(item, alts, locale));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = localizeAssets(value, alts, locale);
  const match = typeof record.filename === 'string' ? ASSET_ID.exec(record.filename) : null;
  if (match && !record.alt) {
    const alt = alts.get(Number(match[1]));
    if (alt) out.alt = alt[locale] ?? alt[DEFAULT_LOCALE] ?? '';
  }
  return out;
}

/** Storyblok's sort_by (`field:asc|desc[:int|float]`, content fields as `content.x`), ties by id. */
export function sortStories(stories: Story[], sortBy: string | undefined): void {
  const sort = parseSort(sortBy);
  stories.sort((a, b) => {
    const order = compareValues(sortValue(a, sort.field), sortValue(b, sort.field), sort.numeric);
    return (sort.desc ? -order : order) || a.id - b.id;
  });
}

/** The row's path in `locale`: translated folder slugs and the row's translated slug. */
export function translatedPath(
  row: Row,
  locale: Locale,
  folders: Folders,
  version: ContentVersion,
): string {
  const segments: string[] = [];
  let current: Row | undefined = row;
  while (current) {
    const map = versionMap(current, version) ?? current.draft;
    segments.unshift(map[locale]?.slug ?? map[DEFAULT_LOCALE]?.slug ?? current.slug);
    current = current.parent_id === null ? undefined : folders.get(current.parent_id);
  }
  // A folder's start page keeps Storyblok's trailing slash (`schmuck/`).
  return row.full_slug.endsWith('/') ? `${segments.join('/')}/` : segments.join('/');
}

export function toStory(
  row: Row,
  locale: Locale,
  version: ContentVersion,
  folders: Folders,
  alts: AssetAlts,
): Story {
  const map = versionMap(row, version) ?? row.draft;
  const current = inLocale(map, locale);
  return {
    id: row.id,
    uuid: row.uuid,
    name: current.name,
    slug: current.slug,
    full_slug: row.full_slug,
    default_full_slug: row.full_slug,
    content: localizeAssets(current.content, alts, locale) as StoryContent,
    created_at: row.created_at.toISOString(),
    published_at: iso(row.published_at),
    first_published_at: iso(row.first_published_at),
    updated_at: row.updated_at.toISOString(),
    lang: locale === DEFAULT_LOCALE ? 'default' : locale,
    translated_slugs: LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((lang) => ({
      path: translatedPath(row, lang, folders, version),
      name: map[lang]?.name ?? null,
      lang,
      published: row.published ? row.published[lang] !== undefined : false,
    })),
    alternates: [],
    position: row.position,
    is_startpage: row.is_startpage,
    parent_id: row.parent_id,
    group_id: row.uuid,
    tag_list: row.tag_list,
    sort_by_date: null,
  };
}
