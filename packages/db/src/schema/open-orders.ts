import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ARTICLE_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  type ArticleType,
  type OrderStatus,
  type OrderType,
} from '@maison/domain';
import { sqlList } from './shared';
import { users } from './accounts';
import { locations } from './organizations';

/* Partner portal: open orders (002 §3 openOrders) and their change requests (002 §5). */

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

export type OpenOrder = typeof open_orders.$inferSelect;
