import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_LOCALE,
  FORM_ACTIONS,
  FORM_CHANNELS,
  LOCALES,
  USER_GENDERS,
  USER_TITLES,
  type FormAction,
  type FormChannel,
  type Locale,
  type UserGender,
  type UserTitle,
} from '@maison/domain';

/** 000 §3: a wishlist entry, newest last in storage (the UI lists newest first). */
export interface WishlistEntry {
  article: string;
  date_added: string;
}

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const localeList = sqlList(LOCALES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased so the unique constraint is case-insensitive (the check enforces it).
    email: text('email').notNull().unique(),
    password: text('password').notNull(),
    is_active: boolean('is_active').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    username: text('username').unique(),
    language: text('language').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    wishlist: jsonb('wishlist')
      .$type<WishlistEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // 002 §3: 'jeweler' or a product type; null for visitors.
    portal_user_type: text('portal_user_type'),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    last_login: timestamp('last_login', { withTimezone: true }),
    // 000 §3: login answers with a reset token instead of a session while this is set.
    require_password_reset: boolean('require_password_reset').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    // 001 §3: profile title and gender.
    title: text('title').$type<UserTitle>(),
    gender: text('gender').$type<UserGender>(),
  },
  (t) => [
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', sql`${t.language} in (${localeList})`),
    check('users_title_check', sql`${t.title} in (${sqlList(USER_TITLES)})`),
    check('users_gender_check', sql`${t.gender} in (${sqlList(USER_GENDERS)})`),
  ],
);

export const USER_TOKEN_PURPOSES = ['activation', 'reset'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** Activation and password-reset tokens: only the SHA-256 of the random token is stored. */
export const user_tokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_tokens_user_purpose_idx').on(t.user_id, t.purpose),
    check('user_tokens_purpose_check', sql`${t.purpose} in (${sqlList(USER_TOKEN_PURPOSES)})`),
  ],
);

/** Fixed-window request counters shared by every API process (login, password reset). */
export const rate_limits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/** The embedded e-mail port's outbox; the mailbox page reads it outside production. */
export const email_outbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    language: text('language').$type<Locale>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.created_at)],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    // ISO 3166-1 alpha-2 and ISO 4217 codes.
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    index('locations_organization_id_idx').on(t.organization_id),
    check('locations_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('locations_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const portal_memberships = pgTable(
  'portal_memberships',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    // The unique index leads with user_id, so it also serves as that foreign key's index.
    unique('portal_memberships_user_location_unique').on(t.user_id, t.location_id),
    index('portal_memberships_location_id_idx').on(t.location_id),
  ],
);

/**
 * Every form sent through `POST /api/v1/forms/` (docs/forms.md, docs/decisions/0010). `data`
 * holds the action's fields (FORM_FIELDS, plus contact step 2); the columns hold the metadata
 * staff filter and route by. `fingerprint` is the SHA-256 of action, canonical fields and client
 * IP, so a re-sent submission within the dedupe window is found by index.
 */
export const form_submissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    action: text('action').$type<FormAction>().notNull(),
    form_id: text('form_id'),
    language: text('language').$type<Locale>().notNull(),
    channel: text('channel').$type<FormChannel>().notNull().default('website'),
    jeweler_slug: text('jeweler_slug'),
    jeweler_story_uuid: text('jeweler_story_uuid'),
    // 001 §3: the microsite jeweler's CRM id (crmUuid of the jeweler story).
    store_uuid: text('store_uuid'),
    story_uuid: text('story_uuid'),
    component_uid: text('component_uid'),
    google_click_id: text('google_click_id'),
    meta_click_id: text('meta_click_id'),
    // Lower case; null for the waitlist when no account e-mail is known.
    email: text('email'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    fingerprint: text('fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_action_created_at_idx').on(t.action, t.created_at.desc()),
    index('form_submissions_created_at_idx').on(t.created_at.desc()),
    index('form_submissions_fingerprint_created_at_idx').on(t.fingerprint, t.created_at),
    index('form_submissions_user_id_idx').on(t.user_id),
    check('form_submissions_action_check', sql`${t.action} in (${sqlList(FORM_ACTIONS)})`),
    check('form_submissions_language_check', sql`${t.language} in (${localeList})`),
    check('form_submissions_channel_check', sql`${t.channel} in (${sqlList(FORM_CHANNELS)})`),
    check('form_submissions_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * One row per address (double opt-in, docs/decisions/0010): pending until the mailed link of
 * `submission_uuid` is confirmed. Each new subscribe request points it at its own submission.
 */
export const newsletter_subscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    submission_uuid: uuid('submission_uuid').notNull(),
    language: text('language').$type<Locale>().notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribed_at: timestamp('unsubscribed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_subscriptions_submission_uuid_idx').on(t.submission_uuid),
    check('newsletter_subscriptions_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'newsletter_subscriptions_status_check',
      sql`${t.status} in (${sqlList(NEWSLETTER_STATUSES)})`,
    ),
    check('newsletter_subscriptions_language_check', sql`${t.language} in (${localeList})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Organization = typeof organizations.$inferSelect;
export type Location = typeof locations.$inferSelect;
export type PortalMembership = typeof portal_memberships.$inferSelect;
export type UserToken = typeof user_tokens.$inferSelect;
export type OutboxMessage = typeof email_outbox.$inferSelect;
export type NewOutboxMessage = typeof email_outbox.$inferInsert;
export type FormSubmission = typeof form_submissions.$inferSelect;
export type NewFormSubmission = typeof form_submissions.$inferInsert;
export type NewsletterSubscription = typeof newsletter_subscriptions.$inferSelect;

/** One language version of a story: the pack's and the API's per-locale fields. */
export interface CmsLocaleVersion {
  name: string;
  slug: string;
  content: Record<string, unknown>;
}
export type CmsLocaleMap = Partial<Record<Locale, CmsLocaleVersion>>;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

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

export type CmsStory = typeof cms_stories.$inferSelect;
export type CmsAsset = typeof cms_assets.$inferSelect;
