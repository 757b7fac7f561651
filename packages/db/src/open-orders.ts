import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleType, OrderType, SortedBy } from '@maison/domain';
import type { Db } from './database';
import {
  dateBounds,
  orderBy,
  searchCondition,
  type DateBounds,
  type Page,
  type PageRequest,
} from './portal-query';
import { locations, open_orders } from './schema';

/** The partner portal's open orders (002 §3 openOrders): the list, one order, the totals. */

export interface OpenOrderFilter {
  locations: readonly number[] | null;
  search?: string;
  articleTypes?: readonly ArticleType[];
  orderTypes?: readonly OrderType[];
  commission?: boolean;
  orderDate?: DateBounds;
  estimatedDelivery?: DateBounds;
}

const o = open_orders;

export function openOrderConditions(filter: OpenOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.locations) conditions.push(inArray(o.location_id, [...filter.locations]));
  if (filter.search) {
    conditions.push(
      searchCondition(
        [
          o.order_no,
          o.article_number,
          o.description_de,
          o.description_en,
          sql`coalesce(${o.commission_order_reference}, '')`,
        ],
        filter.search,
      ),
    );
  }
  if (filter.articleTypes?.length)
    conditions.push(inArray(o.article_type, [...filter.articleTypes]));
  if (filter.orderTypes?.length) conditions.push(inArray(o.order_type, [...filter.orderTypes]));
  if (filter.commission !== undefined) conditions.push(eq(o.commission, filter.commission));
  conditions.push(...dateBounds(o.order_date, filter.orderDate));
  conditions.push(...dateBounds(o.estimated_delivery, filter.estimatedDelivery));
  return conditions.length ? and(...conditions) : undefined;
}

/** Every open-order column a list can be sorted by. */
const openOrderSortable = {
  id: o.id,
  order_no: o.order_no,
  article_number: o.article_number,
  article_type: o.article_type,
  description_de: o.description_de,
  description_en: o.description_en,
  order_type: o.order_type,
  commission: o.commission,
  commission_order_reference: o.commission_order_reference,
  status: o.status,
  estimated_delivery: o.estimated_delivery,
  order_date: o.order_date,
  // 002 §3's sell_in_date of an order row: the day it was placed (docs/decisions/0040).
  sell_in_date: o.order_date,
  quantity: o.quantity,
  sell_in_price: o.sell_in_price,
  sell_in_currency: o.sell_in_currency,
  location: o.location_id,
  location_name: locations.name,
};

export const openOrderColumns = {
  ...openOrderSortable,
  client_note: o.client_note,
  image: o.image,
};

export interface OpenOrderRecord {
  id: number;
  order_no: string;
  article_number: string;
  article_type: string;
  description_de: string;
  description_en: string;
  order_type: string;
  commission: boolean;
  commission_order_reference: string | null;
  status: string;
  estimated_delivery: string | null;
  order_date: string;
  sell_in_date: string;
  quantity: number;
  sell_in_price: number | null;
  sell_in_currency: string;
  location: number;
  location_name: string;
  client_note: string | null;
  image: string | null;
}

export const OPEN_ORDER_SORT: Record<string, AnyPgColumn> = openOrderSortable;

function openOrderQuery(db: Db) {
  return db.select(openOrderColumns).from(o).innerJoin(locations, eq(locations.id, o.location_id));
}

export async function listOpenOrders(
  db: Db,
  filter: OpenOrderFilter,
  sort: SortedBy,
  page: PageRequest,
): Promise<Page<OpenOrderRecord>> {
  if (filter.locations?.length === 0) return { rows: [], count: 0 };
  const where = openOrderConditions(filter);
  const [rows, total] = await Promise.all([
    openOrderQuery(db)
      .where(where)
      .orderBy(...orderBy(OPEN_ORDER_SORT, o.id, sort))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(o).where(where),
  ]);
  return { rows: rows as OpenOrderRecord[], count: total[0]?.n ?? 0 };
}

export async function findOpenOrder(db: Db, id: number): Promise<OpenOrderRecord | null> {
  const [row] = await openOrderQuery(db).where(eq(o.id, id));
  return (row as OpenOrderRecord | undefined) ?? null;
}
