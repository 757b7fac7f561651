import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ENGRAVING_IMAGE_TYPES } from '@maison/domain';
import { sqlList, bytea } from './shared';
import { users } from './accounts';
import { locations } from './organizations';
import {
  commerce_payment_methods,
  commerce_shipping_methods,
  commerce_sku_options,
} from './commerce-catalogue';

/* The embedded commerce engine's orders (see commerce-catalogue.ts). */

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

export type CommerceOrderRow = typeof commerce_orders.$inferSelect;
export type CommerceLineItemRow = typeof commerce_line_items.$inferSelect;
