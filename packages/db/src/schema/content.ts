import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { IMAGE_RENDITION_FORMATS, type Locale } from '@maison/domain';
import { bytea, sqlList } from './shared';

/* The embedded content service (Storyblok CDA v2 port): stories, datasources, assets. */

/** One language version of a story: the pack's and the API's per-locale fields. */
export interface CmsLocaleVersion {
  name: string;
  slug: string;
  content: Record<string, unknown>;
}
export type CmsLocaleMap = Partial<Record<Locale, CmsLocaleVersion>>;

/**
 * Stories and folders of the embedded content service (docs/content-model.md). `full_slug` is the
 * default-language (German) path. `published`/`draft` are `json`, not `jsonb`, on purpose: json
 * keeps the pack's key order, so an export writes back byte-identical files
 * (docs/decisions/0004-content-service.md); filter_query runs in memory, so no jsonb operator
 * is needed.
 */
export const cms_stories = pgTable(
  'cms_stories',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    // Unique among stories and among folders: a story may sit on its folder's path, as
    // `newsletter` does beside `newsletter/abmelden` (docs/forms.md).
    full_slug: text('full_slug').notNull(),
    slug: text('slug').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => cms_stories.id, {
      onDelete: 'restrict',
    }),
    is_folder: boolean('is_folder').notNull().default(false),
    is_startpage: boolean('is_startpage').notNull().default(false),
    position: integer('position').notNull().default(0),
    // The root content type, for content_type filtering in SQL; null for folders.
    component: text('component'),
    tag_list: text('tag_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published_at: timestamp('published_at', { withTimezone: true }),
    first_published_at: timestamp('first_published_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Null until first published.
    published: json('published').$type<CmsLocaleMap>(),
    draft: json('draft').$type<CmsLocaleMap>().notNull(),
  },
  (t) => [
    uniqueIndex('cms_stories_story_full_slug_unique')
      .on(t.full_slug)
      .where(sql`not ${t.is_folder}`),
    uniqueIndex('cms_stories_folder_full_slug_unique')
      .on(t.full_slug)
      .where(sql`${t.is_folder}`),
    index('cms_stories_component_idx').on(t.component),
    index('cms_stories_published_at_idx').on(t.published_at),
    index('cms_stories_parent_id_idx').on(t.parent_id),
    // text_pattern_ops lets `full_slug like 'prefix%'` (starts_with, by_slugs wildcards) use it.
    index('cms_stories_full_slug_pattern_idx').on(sql`${t.full_slug} text_pattern_ops`),
  ],
);

export const cms_datasources = pgTable('cms_datasources', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  dimensions: text('dimensions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const cms_datasource_entries = pgTable(
  'cms_datasource_entries',
  {
    id: serial('id').primaryKey(),
    datasource_id: integer('datasource_id')
      .notNull()
      .references(() => cms_datasources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    // Dimension value per dimension slug, e.g. {"en": "Germany", "ja": "ドイツ"}.
    dimension_values: jsonb('dimension_values')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('cms_datasource_entries_value_unique').on(t.datasource_id, t.value)],
);

export const cms_assets = pgTable('cms_assets', {
  // Stable ids from the pack's assets/index.json; content refers to them.
  id: integer('id').primaryKey(),
  filename: text('filename').notNull(),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  alt: jsonb('alt')
    .$type<Partial<Record<Locale, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  title: text('title').notNull().default(''),
  // Hex SHA-1 of the bytes: the ETag, and how the importer skips unchanged files.
  sha1: text('sha1').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The image service's renditions of raster assets (docs/decisions/0025-responsive-images.md):
 * each width and format is encoded once, on its first request, and served from here after. In
 * the database, not on disk, so every API instance shares them. A rendition belongs to one
 * version of its source: a re-imported file with other bytes (another SHA-1) is encoded anew.
 */
export const cms_asset_renditions = pgTable(
  'cms_asset_renditions',
  {
    asset_id: integer('asset_id')
      .notNull()
      .references(() => cms_assets.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    source_sha1: text('source_sha1').notNull(),
    bytes: bytea('bytes').notNull(),
    // Hex SHA-1 of the rendition's bytes: its ETag.
    sha1: text('sha1').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.asset_id, t.width, t.format] }),
    check(
      'cms_asset_renditions_format_check',
      sql`${t.format} in (${sqlList(IMAGE_RENDITION_FORMATS)})`,
    ),
  ],
);

export type CmsStory = typeof cms_stories.$inferSelect;
export type CmsAsset = typeof cms_assets.$inferSelect;
