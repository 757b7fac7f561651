import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ARTICLE_TYPES } from '@maison/domain';
import { sqlList } from './shared';

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

export type CommerceProductGroupRow = typeof commerce_product_groups.$inferSelect;
export type CommerceSkuRow = typeof commerce_skus.$inferSelect;
