import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleType, InventoryTableId, SortedBy, TableConfig, TableId } from '@maison/domain';
import type { Db } from './database';
import {
  dateBounds,
  orderBy,
  searchCondition,
  type DateBounds,
  type Page,
  type PageRequest,
} from './portal-query';
import {
  inventory_history,
  inventory_items,
  locations,
  portal_table_configs,
  sale_users,
  type InventoryHistoryEntry,
} from './schema';

/**
 * The partner portal's queries (docs/portal.md, docs/decisions/0011-portal-inventory.md); open
 * orders in open-orders.ts. Each list is a filtered, ordered page plus its count; the predicates
 * of the table kinds are written exactly like the partial indexes' (schema/inventory.ts), so the
 * planner can use them.
 */

export interface InventoryFilter {
  /** The table's rows; null: every item not booked out (statistics). */
  table: InventoryTableId | null;
  /** Location ids; null: every location (superuser). */
  locations: readonly number[] | null;
  search?: string;
  articleTypes?: readonly ArticleType[];
  virtualStorage?: boolean;
  sellInDate?: DateBounds;
  sellOutDate?: DateBounds;
  /** sell_out_date__isnull */
  sold?: boolean;
}

const i = inventory_items;

/** The rows of each table kind, as the partial indexes state them. */
export function inventoryTablePredicate(table: InventoryTableId | null): SQL {
  switch (table) {
    case 'stock':
    case 'sellIn':
      return sql`${i.sell_out_date} is null and not ${i.is_archived} and not ${i.is_removed}`;
    case 'sellOut':
      return sql`${i.sell_out_date} is not null and not ${i.is_removed}`;
    case 'archived':
      return sql`${i.is_archived} and not ${i.is_removed}`;
    case null:
      return sql`not ${i.is_removed}`;
  }
}

export function inventoryConditions(filter: InventoryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inventoryTablePredicate(filter.table)];
  if (filter.locations) conditions.push(inArray(i.location_id, [...filter.locations]));
  if (filter.search) {
    conditions.push(
      searchCondition(
        [
          i.serial_number,
          i.article_number,
          i.description_de,
          i.description_en,
          i.article_description_de,
          i.article_description_en,
        ],
        filter.search,
      ),
    );
  }
  if (filter.articleTypes?.length)
    conditions.push(inArray(i.article_type, [...filter.articleTypes]));
  if (filter.virtualStorage !== undefined)
    conditions.push(eq(i.available_in_virtual_storage, filter.virtualStorage));
  if (filter.sold !== undefined)
    conditions.push(filter.sold ? isNotNull(i.sell_out_date) : isNull(i.sell_out_date));
  conditions.push(...dateBounds(i.sell_in_date, filter.sellInDate));
  conditions.push(...dateBounds(i.sell_out_date, filter.sellOutDate));
  return and(...conditions);
}

export const inventoryRowColumns = {
  id: i.id,
  serial_number: i.serial_number,
  article_number: i.article_number,
  article_type: i.article_type,
  description_de: i.description_de,
  description_en: i.description_en,
  article_description_de: i.article_description_de,
  article_description_en: i.article_description_en,
  sell_in_price: i.sell_in_price,
  sell_in_currency: i.sell_in_currency,
  sell_in_date: i.sell_in_date,
  sell_out_price: i.sell_out_price,
  sell_out_currency: i.sell_out_currency,
  sell_out_date: i.sell_out_date,
  location: i.location_id,
  location_name: locations.name,
  is_archived: i.is_archived,
  available_in_virtual_storage: i.available_in_virtual_storage,
  client_note: i.client_note,
  internal_note: i.internal_note,
  sale_user: i.sale_user_id,
  sale_user_name: sale_users.name,
  image: i.image,
};

/** An inventory row with prices in minor units (the API converts them). */
export interface InventoryRecord {
  id: number;
  serial_number: string;
  article_number: string;
  article_type: string;
  description_de: string;
  description_en: string;
  article_description_de: string;
  article_description_en: string;
  sell_in_price: number | null;
  sell_in_currency: string;
  sell_in_date: string;
  sell_out_price: number | null;
  sell_out_currency: string | null;
  sell_out_date: string | null;
  location: number;
  location_name: string;
  is_archived: boolean;
  available_in_virtual_storage: boolean;
  client_note: string | null;
  internal_note: string | null;
  sale_user: number | null;
  sale_user_name: string | null;
  image: string | null;
}

export const INVENTORY_SORT: Record<string, AnyPgColumn> = {
  id: i.id,
  serial_number: i.serial_number,
  article_number: i.article_number,
  article_type: i.article_type,
  description_de: i.description_de,
  description_en: i.description_en,
  sell_in_price: i.sell_in_price,
  sell_in_currency: i.sell_in_currency,
  sell_in_date: i.sell_in_date,
  sell_out_price: i.sell_out_price,
  sell_out_currency: i.sell_out_currency,
  sell_out_date: i.sell_out_date,
  location: i.location_id,
  location_name: locations.name,
  sale_user_name: sale_users.name,
  is_archived: i.is_archived,
  available_in_virtual_storage: i.available_in_virtual_storage,
};

/**
 * A page of an inventory table and the table's count, ties broken by id. The page's ids are
 * found first (ordered, offset and limited: an index-only scan when sort and filters are index
 * columns), and only those rows are read with their location and sale user. The count is a
 * second, index-only query; with a search, whose text is only in the rows, one scan of the
 * rows gives both (`count(*) over ()`) instead of two.
 */
export async function listInventory(
  db: Db,
  filter: InventoryFilter,
  sort: SortedBy,
  page: PageRequest,
): Promise<Page<InventoryRecord>> {
  if (filter.locations?.length === 0) return { rows: [], count: 0 };
  const where = inventoryConditions(filter);
  const order = orderBy(INVENTORY_SORT, i.id, sort);
  const together = Boolean(filter.search);
  let ids = db
    .select({
      page_id: i.id,
      total: (together ? sql`count(*) over ()` : sql`0`).mapWith(Number).as('total'),
    })
    .from(i)
    .$dynamic();
  if (sort.columnId === 'location_name')
    ids = ids.innerJoin(locations, eq(locations.id, i.location_id));
  if (sort.columnId === 'sale_user_name')
    ids = ids.leftJoin(sale_users, eq(sale_users.id, i.sale_user_id));
  const pageIds = ids
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('p');
  const rowsQuery = db
    .select({ ...inventoryRowColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(i, eq(i.id, pageIds.page_id))
    .innerJoin(locations, eq(locations.id, i.location_id))
    .leftJoin(sale_users, eq(sale_users.id, i.sale_user_id))
    .orderBy(...order);
  const [rows, total] = await Promise.all([
    rowsQuery,
    together ? null : db.select({ n: count() }).from(i).where(where),
  ]);
  // Past the last page a window count has no row to ride on; the API answers 404 there.
  const n = total ? (total[0]?.n ?? 0) : (rows[0]?.total ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row as InventoryRecord), count: n };
}

// ---- History, sale users, table configs ----

/** An item's location and whether it was booked out, or null. */
export async function findItemLocation(
  db: Db,
  id: number,
): Promise<{ location: number; is_removed: boolean } | null> {
  const [row] = await db
    .select({ location: i.location_id, is_removed: i.is_removed })
    .from(i)
    .where(eq(i.id, id));
  return row ?? null;
}

/** An item's history, newest first. */
export async function itemHistory(db: Db, itemId: number): Promise<InventoryHistoryEntry[]> {
  return db
    .select()
    .from(inventory_history)
    .where(eq(inventory_history.item_id, itemId))
    .orderBy(desc(inventory_history.date), desc(inventory_history.id));
}

export async function listSaleUsers(
  db: Db,
  locationId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: sale_users.id, name: sale_users.name })
    .from(sale_users)
    .where(eq(sale_users.location_id, locationId))
    .orderBy(asc(sale_users.name), asc(sale_users.id));
}

export async function findTableConfig(db: Db, userId: number, tableId: TableId): Promise<unknown> {
  const [row] = await db
    .select({ config: portal_table_configs.config })
    .from(portal_table_configs)
    .where(
      and(eq(portal_table_configs.user_id, userId), eq(portal_table_configs.table_id, tableId)),
    );
  return row?.config ?? null;
}

export async function saveTableConfig(
  db: Db,
  userId: number,
  tableId: TableId,
  config: TableConfig,
): Promise<void> {
  await db
    .insert(portal_table_configs)
    .values({ user_id: userId, table_id: tableId, config })
    .onConflictDoUpdate({
      target: [portal_table_configs.user_id, portal_table_configs.table_id],
      set: { config, updated_at: sql`now()` },
    });
}
