import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
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
  ARTICLE_TYPES,
  DEFAULT_LOCALE,
  ENGRAVING_IMAGE_TYPES,
  FORM_ACTIONS,
  ORDER_STATUSES,
  ORDER_TYPES,
  TABLE_IDS,
  FORM_CHANNELS,
  LOCALES,
  USER_GENDERS,
  USER_TITLES,
  type ArticleType,
  type FormAction,
  type FormChannel,
  type Locale,
  type OrderStatus,
  type OrderType,
  type TableConfig,
  type TableId,
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
    // Access tokens issued before this instant are refused (a password change or reset ends
    // every other session; decision 0008).
    tokens_valid_after: timestamp('tokens_valid_after', { withTimezone: true }),
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

/**
 * Sessions ended before their access token expires (logout, issue 14): the token's `sid` claim,
 * kept until the token would have expired anyway.
 */
export const revoked_sessions = pgTable(
  'revoked_sessions',
  {
    sid: text('sid').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expires_at)],
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
    // The shipping address of commerce orders (issue 7).
    street: text('street').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
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

// ---- Partner portal: inventory (issue 6, docs/portal.md, docs/decisions/0011) ----

/** The staff of a location a sale is booked to (002 §3 sale_user); not portal accounts. */
export const sale_users = pgTable(
  'sale_users',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('sale_users_location_id_idx').on(t.location_id, t.name)],
);

/**
 * 002 §3 "Inventory row": one piece of jewellery at a location. Prices are integers of the
 * currency's minor unit (002 §5). A sell-in item has no sell_out_date; book_out sets
 * is_removed, which takes the item off every list.
 *
 * The list indexes follow the tables' predicates (docs/portal.md "Tables"): each is partial on
 * its table's rows and ordered (location, date, id), so a location's page is an ordered index
 * range, and (date, id) for callers who see every location. The filter columns trail the keys
 * (drizzle-kit writes no INCLUDE), so counts and the page's ids are index-only scans once the
 * table is vacuumed. The indexes are ascending and a backward scan serves descending order,
 * both with PostgreSQL's default null order.
 * `current` is stock and sell-in (the same rows, different view permissions).
 */
export const inventory_items = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    serial_number: text('serial_number').notNull().unique(),
    article_number: text('article_number').notNull(),
    article_type: text('article_type').$type<ArticleType>().notNull(),
    description_de: text('description_de').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    article_description_de: text('article_description_de').notNull().default(''),
    article_description_en: text('article_description_en').notNull().default(''),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    sell_in_price: bigint('sell_in_price', { mode: 'number' }),
    sell_in_currency: varchar('sell_in_currency', { length: 3 }).notNull(),
    sell_in_date: date('sell_in_date', { mode: 'string' }).notNull(),
    sell_out_price: bigint('sell_out_price', { mode: 'number' }),
    sell_out_currency: varchar('sell_out_currency', { length: 3 }),
    sell_out_date: date('sell_out_date', { mode: 'string' }),
    sale_user_id: integer('sale_user_id').references(() => sale_users.id, {
      onDelete: 'set null',
    }),
    is_archived: boolean('is_archived').notNull().default(false),
    is_removed: boolean('is_removed').notNull().default(false),
    available_in_virtual_storage: boolean('available_in_virtual_storage').notNull().default(false),
    client_note: text('client_note'),
    internal_note: text('internal_note'),
    image: text('image'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // stock / sellIn: not sold, not archived, not removed.
    index('inventory_items_current_location_idx')
      .on(t.location_id, t.sell_in_date, t.id, t.article_type, t.available_in_virtual_storage)
      .where(sql`${t.sell_out_date} is null and not ${t.is_archived} and not ${t.is_removed}`),
    index('inventory_items_current_date_idx')
      .on(t.sell_in_date, t.id, t.location_id, t.article_type, t.available_in_virtual_storage)
      .where(sql`${t.sell_out_date} is null and not ${t.is_archived} and not ${t.is_removed}`),
    // sellOut: sold, not removed.
    index('inventory_items_sold_location_idx')
      .on(t.location_id, t.sell_out_date, t.id, t.article_type, t.available_in_virtual_storage)
      .where(sql`${t.sell_out_date} is not null and not ${t.is_removed}`),
    index('inventory_items_sold_date_idx')
      .on(t.sell_out_date, t.id, t.location_id, t.article_type, t.available_in_virtual_storage)
      .where(sql`${t.sell_out_date} is not null and not ${t.is_removed}`),
    // archived: archived, not removed (small; one index serves both orders).
    index('inventory_items_archived_location_idx')
      .on(t.location_id, t.sell_in_date, t.id, t.article_type, t.available_in_virtual_storage)
      .where(sql`${t.is_archived} and not ${t.is_removed}`),
    index('inventory_items_sale_user_id_idx')
      .on(t.sale_user_id)
      .where(sql`${t.sale_user_id} is not null`),
    check(
      'inventory_items_article_type_check',
      sql`${t.article_type} in (${sqlList(ARTICLE_TYPES)})`,
    ),
    check('inventory_items_sell_in_currency_check', sql`${t.sell_in_currency} ~ '^[A-Z]{3}$'`),
    check('inventory_items_sell_out_currency_check', sql`${t.sell_out_currency} ~ '^[A-Z]{3}$'`),
    check(
      'inventory_items_sold_fields_check',
      sql`(${t.sell_out_date} is null) = (${t.sell_out_currency} is null)`,
    ),
    check(
      'inventory_items_prices_check',
      sql`${t.sell_in_price} >= 0 and ${t.sell_out_price} >= 0`,
    ),
  ],
);

/** 002 §3 history types. */
export const HISTORY_TYPES = [
  'SELL_IN',
  'SELL_OUT',
  'CHANGE_LOCATION',
  'BOOK_OUT',
  'CHANGE_PRICE',
  'SET_VIRTUAL_STORAGE',
  'SET_CLIENT_NOTE',
  'UPDATE_SERIAL_NUMBER',
  'UPDATE_ARTICLE_NUMBER',
  'UPDATE_SALE_USER',
  'SET_ARCHIVE_STATUS',
  'SET_REMOVED_STATUS',
  'DELETE_SELL_OUT',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/**
 * 002 §3 "History entry": one change of an item. `user_id` is the acting portal user (null: the
 * system, or a user since deleted); `data.user` keeps the actor's name as it was (SYSTEM for the
 * system), so the history reads the same after a rename or deletion.
 */
export const inventory_history = pgTable(
  'inventory_history',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => inventory_items.id, { onDelete: 'cascade' }),
    type: text('type').$type<HistoryType>().notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('inventory_history_item_date_idx').on(t.item_id, t.date, t.id),
    index('inventory_history_user_id_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} is not null`),
    check('inventory_history_type_check', sql`${t.type} in (${sqlList(HISTORY_TYPES)})`),
  ],
);

/** 002 §3: orders placed with the brand and not yet delivered (the openOrders table). */
export const open_orders = pgTable(
  'open_orders',
  {
    id: serial('id').primaryKey(),
    order_no: text('order_no').notNull().unique(),
    article_number: text('article_number').notNull(),
    article_type: text('article_type').$type<ArticleType>().notNull(),
    description_de: text('description_de').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    order_type: text('order_type').$type<OrderType>().notNull(),
    commission: boolean('commission').notNull().default(false),
    commission_order_reference: text('commission_order_reference'),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    estimated_delivery: date('estimated_delivery', { mode: 'string' }),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    sell_in_price: bigint('sell_in_price', { mode: 'number' }),
    sell_in_currency: varchar('sell_in_currency', { length: 3 }).notNull(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    client_note: text('client_note'),
    image: text('image'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('open_orders_location_date_idx').on(t.location_id, t.order_date, t.id),
    check('open_orders_article_type_check', sql`${t.article_type} in (${sqlList(ARTICLE_TYPES)})`),
    check('open_orders_order_type_check', sql`${t.order_type} in (${sqlList(ORDER_TYPES)})`),
    check('open_orders_status_check', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check('open_orders_quantity_check', sql`${t.quantity} > 0`),
    check('open_orders_currency_check', sql`${t.sell_in_currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** 002 §5 request_change: a jeweler's change request on an open order, kept for the brand. */
export const open_order_change_requests = pgTable(
  'open_order_change_requests',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => open_orders.id, { onDelete: 'cascade' }),
    change_information: text('change_information').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_order_change_requests_order_id_idx').on(t.order_id, t.created_at)],
);

/** 002 §3 "Table config": per user and table id, stored normalized (normalizeTableConfig). */
export const portal_table_configs = pgTable(
  'portal_table_configs',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    table_id: text('table_id').$type<TableId>().notNull(),
    config: jsonb('config').$type<TableConfig>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('portal_table_configs_user_table_unique').on(t.user_id, t.table_id),
    check('portal_table_configs_table_id_check', sql`${t.table_id} in (${sqlList(TABLE_IDS)})`),
  ],
);

export type SaleUser = typeof sale_users.$inferSelect;
export type InventoryItem = typeof inventory_items.$inferSelect;
export type NewInventoryItem = typeof inventory_items.$inferInsert;
export type InventoryHistoryEntry = typeof inventory_history.$inferSelect;
export type OpenOrder = typeof open_orders.$inferSelect;
export type PortalTableConfig = typeof portal_table_configs.$inferSelect;

/*
 * The embedded commerce engine (issue 7, docs/shop.md "Embedded engine"): resources shaped after
 * Commerce Layer's. Amounts are minor units of the row's currency; group prices (major units of
 * the content pack) are read from the SKU prices and the surcharges below.
 */

/** Names per shop language (de, en, ja, ko, zh-hans): {name, name2?, unitLabel?}. */
export type CommerceNames = Record<string, { name: string; name2?: string; unitLabel?: string }>;

/** A content product shown in a group (001 §3 "products"), names per language. */
export interface CommerceGroupProduct {
  filterAlloy: ('yellow_gold' | 'white_gold')[];
  fullSlug: string;
  imageMain: string | null;
  type: string;
  names: CommerceNames;
}

/** Per currency, major units: the group's surcharges (001 §3, docs/shop.md "Seed assortment"). */
export interface CommerceGroupSurcharges {
  /** Special-colour surcharge per metal colour. */
  special_color?: Record<string, number>;
  /** Special-length surcharge per metal colour and length (as text, e.g. "44"). */
  special_lengths?: Record<string, Record<string, number>>;
  /** UVP per metal colour. */
  uvp?: Record<string, number>;
}

/** 001 §3 "Product group": the catalogue structure of the shop (not a Commerce Layer resource). */
export const commerce_product_groups = pgTable(
  'commerce_product_groups',
  {
    uuid: uuid('uuid').primaryKey(),
    sku_prefix: text('sku_prefix').notNull().unique(),
    meta_type: text('meta_type').notNull(),
    product_type: text('product_type').notNull(),
    names: jsonb('names').$type<CommerceNames>().notNull(),
    metal_colors: text('metal_colors').array().notNull(),
    alloys: text('alloys').array().notNull(),
    is_limited: boolean('is_limited').notNull().default(false),
    is_ring_of_the_year: boolean('is_ring_of_the_year').notNull().default(false),
    /** Per metal colour: the base SKU code (no length block). */
    base_skus: jsonb('base_skus').$type<Record<string, string>>().notNull(),
    /** Per metal colour: the article lengths and the special lengths. */
    article_lengths: jsonb('article_lengths').$type<Record<string, number[]>>().notNull(),
    special_lengths: jsonb('special_lengths').$type<Record<string, number[]>>().notNull(),
    allow_engraving: boolean('allow_engraving').notNull().default(false),
    standard_engraving: text('standard_engraving'),
    allow_special_color: boolean('allow_special_color').notNull().default(false),
    has_default_engraving_power_bracelet: boolean('has_default_engraving_power_bracelet')
      .notNull()
      .default(false),
    use_size_labels: boolean('use_size_labels').notNull().default(false),
    is_default_assortment: boolean('is_default_assortment').notNull().default(true),
    /** Per currency. */
    surcharges: jsonb('surcharges').$type<Record<string, CommerceGroupSurcharges>>().notNull(),
    products: jsonb('products').$type<CommerceGroupProduct[]>().notNull(),
    order_quantity: integer('order_quantity'),
    max_quantity: integer('max_quantity'),
    /** Service items: their SKU. */
    article_number: text('article_number'),
  },
  (t) => [
    check(
      'commerce_product_groups_meta_type_check',
      sql`${t.meta_type} in ('jewelry', 'service_item')`,
    ),
    check(
      'commerce_product_groups_product_type_check',
      sql`${t.product_type} in (${sqlList(ARTICLE_TYPES)})`,
    ),
  ],
);

export const commerce_skus = pgTable(
  'commerce_skus',
  {
    code: text('code').primaryKey(),
    group_uuid: uuid('group_uuid')
      .notNull()
      .references(() => commerce_product_groups.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image_url: text('image_url'),
    weight_grams: integer('weight_grams').notNull(),
    /** 001 §3: delivery_time in weeks. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('commerce_skus_group_idx').on(t.group_uuid)],
);

/** One price per SKU and currency (Commerce Layer: one price list per market currency). */
export const commerce_prices = pgTable(
  'commerce_prices',
  {
    sku_code: text('sku_code')
      .notNull()
      .references(() => commerce_skus.code, { onDelete: 'cascade' }),
    currency_code: varchar('currency_code', { length: 3 }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sku_code, t.currency_code] }),
    check('commerce_prices_amount_check', sql`${t.amount_cents} >= 0`),
  ],
);

/** Engraving options per engraving type and currency; sku_code_regex says which SKUs take them. */
export const commerce_sku_options = pgTable('commerce_sku_options', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency_code: varchar('currency_code', { length: 3 }).notNull(),
  price_amount_cents: bigint('price_amount_cents', { mode: 'number' }).notNull(),
  sku_code_regex: text('sku_code_regex'),
  engraving_no: integer('engraving_no').notNull(),
});

export const commerce_shipping_methods = pgTable('commerce_shipping_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  market: varchar('market', { length: 2 }).notNull(),
  currency_code: varchar('currency_code', { length: 3 }).notNull(),
  scheme: text('scheme').notNull().default('weight_tiered'),
  position: integer('position').notNull().default(0),
});

export const commerce_shipping_weight_tiers = pgTable(
  'commerce_shipping_weight_tiers',
  {
    id: text('id').primaryKey(),
    shipping_method_id: text('shipping_method_id')
      .notNull()
      .references(() => commerce_shipping_methods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Grams; null for no bound. */
    up_to: integer('up_to'),
    price_amount_cents: bigint('price_amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('commerce_shipping_weight_tiers_method_idx').on(t.shipping_method_id)],
);

export const commerce_payment_methods = pgTable('commerce_payment_methods', {
  id: text('id').primaryKey(),
  market: varchar('market', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  payment_terms: text('payment_terms').notNull(),
});

/** An order address (Commerce Layer's address resource, embedded in the order). */
export interface CommerceAddressRow {
  full_name: string;
  company: string | null;
  line_1: string;
  line_2: string | null;
  city: string;
  zip_code: string;
  country_code: string;
  phone: string;
}

/** Order numbers MA-<yy><6 digits> count on this sequence. */
export const commerce_order_number_seq = pgSequence('commerce_order_number_seq', { startWith: 1 });

export const COMMERCE_ORDER_STATUSES = [
  'draft',
  'pending',
  'placed',
  'approved',
  'cancelled',
] as const;

export const commerce_orders = pgTable(
  'commerce_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MA-<yy><6 digits>, from commerce_order_number_seq. */
    number: text('number').notNull().unique(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    customer_id: text('customer_id').notNull(),
    market: varchar('market', { length: 2 }).notNull(),
    currency_code: varchar('currency_code', { length: 3 }).notNull(),
    status: text('status').notNull().default('draft'),
    payment_status: text('payment_status').notNull().default('unpaid'),
    language_code: text('language_code'),
    customer_email: text('customer_email'),
    shipping_address: jsonb('shipping_address').$type<CommerceAddressRow>(),
    billing_address: jsonb('billing_address').$type<CommerceAddressRow>(),
    payment_method_id: text('payment_method_id').references(() => commerce_payment_methods.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    placed_at: timestamp('placed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open order (the cart) per location.
    uniqueIndex('commerce_orders_open_location_unique')
      .on(t.location_id)
      .where(sql`${t.status} in ('draft', 'pending')`),
    index('commerce_orders_location_idx').on(t.location_id, t.created_at),
    check(
      'commerce_orders_status_check',
      sql`${t.status} in (${sqlList(COMMERCE_ORDER_STATUSES)})`,
    ),
  ],
);

export const commerce_line_items = pgTable(
  'commerce_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => commerce_orders.id, { onDelete: 'cascade' }),
    sku_code: text('sku_code').notNull(),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    image_url: text('image_url'),
    unit_amount_cents: bigint('unit_amount_cents', { mode: 'number' }).notNull(),
    weight_grams: integer('weight_grams').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commerce_line_items_order_idx').on(t.order_id, t.created_at),
    check('commerce_line_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const commerce_line_item_options = pgTable(
  'commerce_line_item_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    line_item_id: uuid('line_item_id')
      .notNull()
      .references(() => commerce_line_items.id, { onDelete: 'cascade' }),
    sku_option_id: text('sku_option_id')
      .notNull()
      .references(() => commerce_sku_options.id),
    quantity: integer('quantity').notNull().default(1),
    options: jsonb('options')
      .$type<{ engraving_text?: string; engraving_image?: string }>()
      .notNull(),
    unit_amount_cents: bigint('unit_amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('commerce_line_item_options_line_item_idx').on(t.line_item_id)],
);

export const commerce_shipments = pgTable(
  'commerce_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => commerce_orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: text('status').notNull().default('draft'),
    shipping_method_id: text('shipping_method_id').references(() => commerce_shipping_methods.id),
  },
  (t) => [index('commerce_shipments_order_idx').on(t.order_id)],
);

/**
 * The limit numbers of limited groups (ring of the year): free while line_item_id and order_id
 * are null; held by a cart's line item (released when it is deleted); sold once its order is placed.
 */
export const commerce_limit_numbers = pgTable(
  'commerce_limit_numbers',
  {
    sku_prefix: text('sku_prefix').notNull(),
    number: integer('number').notNull(),
    line_item_id: uuid('line_item_id').references(() => commerce_line_items.id, {
      onDelete: 'set null',
    }),
    sold: boolean('sold').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.sku_prefix, t.number] }),
    uniqueIndex('commerce_limit_numbers_line_item_unique').on(t.line_item_id),
  ],
);

/**
 * Uploaded engraving images (docs/shop.md "Engraving images"). Kept in the database like the
 * content's media (cms_assets: bytes, type, SHA-1), so every API instance serves them, but in a
 * table of their own: cms_assets ids come from the content pack, whose import overwrites by id.
 * The random id is the file's name in its URL.
 */
export const commerce_engraving_images = pgTable(
  'commerce_engraving_images',
  {
    id: uuid('id').primaryKey(),
    content_type: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha1: text('sha1').notNull(),
    /** Who uploaded it: the commerce token's user and location. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'commerce_engraving_images_type_check',
      sql`${t.content_type} in (${sqlList(ENGRAVING_IMAGE_TYPES)})`,
    ),
  ],
);

export type CommerceProductGroupRow = typeof commerce_product_groups.$inferSelect;
export type CommerceSkuRow = typeof commerce_skus.$inferSelect;
export type CommerceOrderRow = typeof commerce_orders.$inferSelect;
export type CommerceLineItemRow = typeof commerce_line_items.$inferSelect;
