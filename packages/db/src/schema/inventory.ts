import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ARTICLE_TYPES,
  HISTORY_TYPES,
  TABLE_IDS,
  type HistoryType,
  type ArticleType,
  type TableConfig,
  type TableId,
} from '@maison/domain';
import { sqlList } from './shared';
import { users } from './accounts';
import { locations } from './organizations';

/* Partner portal: inventory (issue 6, docs/portal.md, docs/decisions/0011). */

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
 * What the statistics read of a sold item besides location, date and article type (the
 * aggregates' dimensions and values, docs/decisions/0030-portal-aggregates.md): trailing the
 * sold indexes, they make a year of statistics an index-only scan.
 */
const soldStatistics = (t: {
  sell_in_currency: AnyPgColumn;
  sell_out_currency: AnyPgColumn;
  sell_in_price: AnyPgColumn;
  sell_out_price: AnyPgColumn;
  article_number: AnyPgColumn;
  sale_user_id: AnyPgColumn;
}) =>
  [
    t.sell_in_currency,
    t.sell_out_currency,
    t.sell_in_price,
    t.sell_out_price,
    t.article_number,
    t.sale_user_id,
  ] as const;

/**
 * 002 §3 "Inventory row": one piece of jewellery at a location. Prices are integers of the
 * currency's minor unit (002 §5). A sell-in item has no sell_out_date; book_out sets
 * is_removed, which takes the item off every list.
 *
 * The list indexes follow the tables' predicates (docs/portal.md "Tables"): each is partial on
 * its table's rows and ordered (location, date, id), so a location's page is an ordered index
 * range, and (date, id) for callers who see every location. The filter columns trail the keys
 * (drizzle-kit writes no INCLUDE), so counts and the page's ids are index-only scans once the
 * table is vacuumed; the sold ones also carry what the statistics group and sum. The indexes are ascending and a backward scan serves descending order,
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
    // sellOut: sold, not removed; the statistics' columns trail (decision 0030).
    index('inventory_items_sold_location_idx')
      .on(
        t.location_id,
        t.sell_out_date,
        t.id,
        t.article_type,
        t.available_in_virtual_storage,
        ...soldStatistics(t),
      )
      .where(sql`${t.sell_out_date} is not null and not ${t.is_removed}`),
    index('inventory_items_sold_date_idx')
      .on(
        t.sell_out_date,
        t.id,
        t.location_id,
        t.article_type,
        t.available_in_virtual_storage,
        ...soldStatistics(t),
      )
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
export type PortalTableConfig = typeof portal_table_configs.$inferSelect;
