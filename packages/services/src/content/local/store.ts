import {
  and,
  asc,
  cms_assets,
  cms_datasource_entries,
  cms_datasources,
  cms_stories,
  eq,
  getTableColumns,
  inArray,
  or,
  sql,
  type CmsLocaleMap,
  type Db,
} from '@maison/db';
import {
  CMS_DATASOURCE_PER_PAGE_MAX,
  CMS_PER_PAGE_DEFAULT,
  CMS_PER_PAGE_MAX,
  CMS_RELATIONS_MAX,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
} from '@maison/domain';
import { matchesFilterQuery, validateFilterQuery } from '../filter-query';
import type {
  ContentVersion,
  DatasourceEntriesParams,
  DatasourceEntriesResult,
  Link,
  LinksBody,
  LinksParams,
  StoriesParams,
  StoriesResult,
  Story,
  StoryBody,
  StoryParams,
} from '../types';
import {
  eachBlock,
  inLocale,
  iso,
  localeOf,
  sortStories,
  toStory,
  translatedPath,
  versionMap,
  type AssetAlts,
  type Folders,
} from './stories';

function likePrefix(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** A by_slugs / excluding_slugs list as SQL: exact slugs, `*` as a wildcard. */
function slugCondition(list: string) {
  const conditions = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((slug) =>
      slug.includes('*')
        ? sql`${cms_stories.full_slug} like ${likePrefix(slug).replace(/\*/g, '%')}`
        : eq(cms_stories.full_slug, slug),
    );
  return conditions.length ? or(...conditions) : sql`false`;
}

/**
 * The embedded content service's engine, which the /api/cms/v2/cdn routes call. Simple filters
 * (version, content_type, starts_with, by_slugs, tags) run in SQL; filter_query, sorting and
 * paging run in memory over the matching rows, which is fine for the few hundred stories of
 * this site but not for tens of thousands (use Storyblok, the real adapter, there).
 */

/**
 * A story's columns with each locale's version cut to its name and slug: the links list needs
 * no content, and reading every story's content (5 MB with 300 jewelers) made it take 0.4 s.
 */
const withoutContent = <T extends CmsLocaleMap | null>(
  column: typeof cms_stories.draft | typeof cms_stories.published,
) =>
  sql<T>`(select json_object_agg(v.key, v.value::jsonb - 'content') from json_each(${column}) v)`;
const LINK_COLUMNS = {
  ...getTableColumns(cms_stories),
  draft: withoutContent<CmsLocaleMap>(cms_stories.draft),
  published: withoutContent<CmsLocaleMap | null>(cms_stories.published),
};

/**
 * Link lists per database and query, with the stamp of the stories they were built from. Building
 * one reads every story's JSON (about 0.2 s on the embedded database, blocking its process), and
 * the proxy asks for it every KNOWN_PATHS_TTL_MS although it rarely changes.
 */
const linkLists = new WeakMap<Db, Map<string, { stamp: string; body: LinksBody }>>();
/** Queries (version and starts_with) kept per database; the proxy asks for one. */
const LINK_LISTS_KEPT = 16;

export class ContentStore {
  constructor(private readonly db: Db) {}

  /**
   * Changes whenever a story or folder is created, changed or deleted: every write sets
   * updated_at, a delete changes the count. The sum rather than the newest time, so a write
   * stamped by a clock behind another process's still changes it.
   */
  private async storiesStamp(): Promise<string> {
    const [row] = await this.db
      .select({
        count: sql<string>`count(*)`,
        sum: sql<string | null>`sum(extract(epoch from ${cms_stories.updated_at}))`,
      })
      .from(cms_stories);
    return `${row?.count}:${row?.sum}`;
  }

  /** Storyblok's cache version: the newest change, in Unix seconds. */
  async cacheVersion(): Promise<number> {
    const [row] = await this.db
      .select({
        cv: sql<string | null>`extract(epoch from max(${cms_stories.updated_at}))::bigint`,
      })
      .from(cms_stories);
    return Number(row?.cv ?? 0);
  }

  private async folders(): Promise<Folders> {
    const rows = await this.db.select().from(cms_stories).where(eq(cms_stories.is_folder, true));
    return new Map(rows.map((r) => [r.id, r]));
  }

  private async assetAlts(): Promise<AssetAlts> {
    const rows = await this.db.select({ id: cms_assets.id, alt: cms_assets.alt }).from(cms_assets);
    return new Map(rows.map((r) => [r.id, r.alt]));
  }

  private versionCondition(version: ContentVersion) {
    return version === 'draft' ? undefined : sql`${cms_stories.published} is not null`;
  }

  /** Stories named by resolve_relations (`component.field`) in `stories`, for `rels`. */
  private async relations(
    stories: Story[],
    resolve: string | undefined,
    locale: Locale,
    version: ContentVersion,
    folders: Folders,
    alts: AssetAlts,
  ): Promise<Story[]> {
    if (!resolve) return [];
    const wanted = new Set(resolve.split(',').map((s) => s.trim()));
    const uuids = new Set<string>();
    for (const story of stories) {
      eachBlock(story.content, (block) => {
        for (const [field, value] of Object.entries(block)) {
          if (!wanted.has(`${String(block.component)}.${field}`)) continue;
          for (const uuid of Array.isArray(value) ? value : [value]) {
            if (typeof uuid === 'string') uuids.add(uuid);
          }
        }
      });
    }
    if (!uuids.size) return [];
    const rows = await this.db
      .select()
      .from(cms_stories)
      .where(
        and(
          inArray(cms_stories.uuid, [...uuids].slice(0, CMS_RELATIONS_MAX)),
          this.versionCondition(version),
        ),
      );
    return rows.map((row) => toStory(row, locale, version, folders, alts));
  }

  async getStories(params: StoriesParams): Promise<StoriesResult> {
    const version = params.version ?? 'published';
    const locale = localeOf(params.language);
    if (params.filter_query) validateFilterQuery(params.filter_query);
    const conditions = [eq(cms_stories.is_folder, false), this.versionCondition(version)];
    if (params.content_type) conditions.push(eq(cms_stories.component, params.content_type));
    if (params.starts_with) {
      conditions.push(sql`${cms_stories.full_slug} like ${`${likePrefix(params.starts_with)}%`}`);
    }
    if (params.by_slugs) conditions.push(slugCondition(params.by_slugs));
    if (params.excluding_slugs)
      conditions.push(sql`not (${slugCondition(params.excluding_slugs)})`);
    if (params.by_uuids) conditions.push(inArray(cms_stories.uuid, params.by_uuids.split(',')));
    if (params.with_tag) {
      const tags = params.with_tag.split(',').map((tag) => sql`${tag}`);
      conditions.push(sql`${cms_stories.tag_list} && array[${sql.join(tags, sql`, `)}]::text[]`);
    }
    if (params.is_startpage !== undefined) {
      conditions.push(eq(cms_stories.is_startpage, params.is_startpage));
    }
    const [rows, folders, alts, cv] = await Promise.all([
      this.db
        .select()
        .from(cms_stories)
        .where(and(...conditions))
        .orderBy(asc(cms_stories.id)),
      this.folders(),
      this.assetAlts(),
      this.cacheVersion(),
    ]);
    let stories = rows.map((row) => toStory(row, locale, version, folders, alts));
    if (params.filter_query) {
      const filter = params.filter_query;
      stories = stories.filter((s) => matchesFilterQuery(s.content, filter));
    }
    sortStories(stories, params.sort_by);
    const perPage = Math.min(
      Math.max(params.per_page ?? CMS_PER_PAGE_DEFAULT, 1),
      CMS_PER_PAGE_MAX,
    );
    const page = Math.max(params.page ?? 1, 1);
    const slice = stories.slice((page - 1) * perPage, page * perPage);
    const rels = await this.relations(
      slice,
      params.resolve_relations,
      locale,
      version,
      folders,
      alts,
    );
    return { stories: slice, cv, rels, links: [], total: stories.length, perPage };
  }

  async getStory(fullSlug: string, params: StoryParams = {}): Promise<StoryBody | null> {
    const version = params.version ?? 'published';
    const locale = localeOf(params.language);
    const [row] = await this.db
      .select()
      .from(cms_stories)
      .where(
        and(
          eq(cms_stories.full_slug, fullSlug),
          eq(cms_stories.is_folder, false),
          this.versionCondition(version),
        ),
      );
    if (!row) return null;
    const [folders, alts, cv] = await Promise.all([
      this.folders(),
      this.assetAlts(),
      this.cacheVersion(),
    ]);
    const story = toStory(row, locale, version, folders, alts);
    const rels = await this.relations(
      [story],
      params.resolve_relations,
      locale,
      version,
      folders,
      alts,
    );
    return { story, cv, rels, links: [] };
  }

  /** Every story's link: names and slugs per locale, never the content (below). */
  async getLinks(params: LinksParams = {}): Promise<LinksBody> {
    const version = params.version ?? 'published';
    // Stamped before reading: a write between the two makes the next call build the list again.
    const stamp = await this.storiesStamp();
    const key = `${version}\n${params.starts_with ?? ''}`;
    let lists = linkLists.get(this.db);
    if (!lists) linkLists.set(this.db, (lists = new Map()));
    const kept = lists.get(key);
    if (kept?.stamp === stamp) return kept.body;
    const body = await this.buildLinks(version, params.starts_with);
    if (lists.size >= LINK_LISTS_KEPT) lists.clear();
    lists.set(key, { stamp, body });
    return body;
  }

  private async buildLinks(
    version: ContentVersion,
    startsWith: string | undefined,
  ): Promise<LinksBody> {
    const conditions = [
      version === 'draft'
        ? undefined
        : or(eq(cms_stories.is_folder, true), sql`${cms_stories.published} is not null`),
    ];
    if (startsWith) {
      conditions.push(sql`${cms_stories.full_slug} like ${`${likePrefix(startsWith)}%`}`);
    }
    const [rows, folders] = await Promise.all([
      this.db
        .select(LINK_COLUMNS)
        .from(cms_stories)
        .where(and(...conditions))
        .orderBy(asc(cms_stories.position), asc(cms_stories.id)),
      this.folders(),
    ]);
    const links: Record<string, Link> = {};
    for (const row of rows) {
      const map = versionMap(row, version) ?? row.draft;
      links[row.uuid] = {
        id: row.id,
        uuid: row.uuid,
        slug: row.full_slug,
        path: null,
        real_path: `/${row.full_slug}`,
        name: inLocale(map, DEFAULT_LOCALE).name,
        is_folder: row.is_folder,
        published: row.is_folder || row.published !== null,
        is_startpage: row.is_startpage,
        position: row.position,
        parent_id: row.parent_id,
        published_at: iso(row.published_at),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        alternates: LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((lang) => ({
          path: translatedPath(row, lang, folders, version),
          name: map[lang]?.name ?? null,
          lang,
          published: row.is_folder || (row.published ? row.published[lang] !== undefined : false),
          translated_slug: map[lang]?.slug ?? row.slug,
        })),
      };
    }
    return { links };
  }

  async getDatasourceEntries(params: DatasourceEntriesParams): Promise<DatasourceEntriesResult> {
    const perPage = Math.min(
      Math.max(params.per_page ?? CMS_PER_PAGE_DEFAULT, 1),
      CMS_DATASOURCE_PER_PAGE_MAX,
    );
    const page = Math.max(params.page ?? 1, 1);
    const where = eq(cms_datasources.slug, params.datasource);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ entry: cms_datasource_entries })
        .from(cms_datasource_entries)
        .innerJoin(cms_datasources, eq(cms_datasources.id, cms_datasource_entries.datasource_id))
        .where(where)
        .orderBy(asc(cms_datasource_entries.position), asc(cms_datasource_entries.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(cms_datasource_entries)
        .innerJoin(cms_datasources, eq(cms_datasources.id, cms_datasource_entries.datasource_id))
        .where(where),
    ]);
    return {
      datasource_entries: rows.map(({ entry }) => ({
        id: entry.id,
        name: entry.name,
        value: entry.value,
        dimension_value: params.dimension
          ? (entry.dimension_values[params.dimension] ?? null)
          : null,
      })),
      total: counted?.n ?? 0,
      perPage,
    };
  }

  async getAsset(id: number): Promise<typeof cms_assets.$inferSelect | null> {
    const [row] = await this.db.select().from(cms_assets).where(eq(cms_assets.id, id));
    return row ?? null;
  }

  /** A stored row as the API answers it: default language, draft. */
  async draftStory(row: typeof cms_stories.$inferSelect): Promise<Story> {
    return toStory(row, DEFAULT_LOCALE, 'draft', await this.folders(), await this.assetAlts());
  }
}
