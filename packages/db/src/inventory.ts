import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  ArticleType,
  InventoryTableId,
  OrderType,
  SortedBy,
  TableConfig,
  TableId,
} from '@maison/domain';
import type { Db } from './client';
import {
  inventory_history,
  inventory_items,
  locations,
  open_orders,
  portal_table_configs,
  sale_users,
  type InventoryHistoryEntry,
} from './schema';

/**
 * The partner portal's queries (docs/portal.md, docs/decisions/0011-portal-inventory.md).
 * Each list is a filtered, ordered page plus its count; the predicates of the table kinds are
 * written exactly like the partial indexes' (schema.ts), so the planner can use them.
 */

export interface DateBounds {
  gte?: string;
  lte?: string;
}

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

export interface PageRequest {
  limit: number;
  offset: number;
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

/** A LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A case-insensitive substring of any of the columns: one ILIKE over the columns joined by
 * U+001F (which a search cannot contain, so no match spans two columns). One ILIKE per row
 * is about a third cheaper than one per column (docs/decisions/0011-portal-inventory.md).
 */
function searchCondition(columns: (AnyPgColumn | SQL)[], search: string): SQL {
  const text = [...search].filter((ch) => ch.charCodeAt(0) > 0x1f).join('');
  const joined = sql.join(
    columns.map((c) => sql`${c}`),
    sql.raw(' || chr(31) || '),
  );
  return sql`(${joined}) ilike ${containsPattern(text)}`;
}

function dateBounds(column: AnyPgColumn, bounds: DateBounds | undefined): SQL[] {
  const out: SQL[] = [];
  if (bounds?.gte) out.push(gte(column, bounds.gte));
  if (bounds?.lte) out.push(lte(column, bounds.lte));
  return out;
}

function inventoryConditions(filter: InventoryFilter): SQL | undefined {
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

const inventoryRowColumns = {
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

const INVENTORY_SORT: Record<string, AnyPgColumn> = {
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

function orderBy(columns: Record<string, AnyPgColumn>, id: AnyPgColumn, sort: SortedBy): SQL[] {
  const column = columns[sort.columnId];
  if (!column) throw new Error(`Unknown sort column ${sort.columnId}`);
  const direction = sort.direction === 'desc' ? desc : asc;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

export interface Page<T> {
  rows: T[];
  count: number;
}

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

export interface CurrencyTotals {
  currency: string;
  count: number;
  /** Sums in minor units. */
  sell_in_value: number;
  sell_out_value: number;
}

/**
 * Count and values per currency over the filtered rows: each sell-in value counts in its
 * sell-in currency, each sell-out value in its sell-out currency, and each row counts once, in
 * the sell-out currency on the sellOut table and in the sell-in currency elsewhere.
 */
export async function inventoryTotals(db: Db, filter: InventoryFilter): Promise<CurrencyTotals[]> {
  if (filter.locations?.length === 0) return [];
  const groups = await db
    .select({
      sell_in_currency: i.sell_in_currency,
      sell_out_currency: i.sell_out_currency,
      n: count(),
      sell_in: sql<string | null>`sum(${i.sell_in_price})`,
      sell_out: sql<string | null>`sum(${i.sell_out_price})`,
    })
    .from(i)
    .where(inventoryConditions(filter))
    .groupBy(i.sell_in_currency, i.sell_out_currency);
  const totals = new Map<string, CurrencyTotals>();
  const entry = (currency: string) => {
    let t = totals.get(currency);
    if (!t) totals.set(currency, (t = { currency, count: 0, sell_in_value: 0, sell_out_value: 0 }));
    return t;
  };
  for (const g of groups) {
    const counted =
      filter.table === 'sellOut' && g.sell_out_currency ? g.sell_out_currency : g.sell_in_currency;
    entry(counted).count += g.n;
    entry(g.sell_in_currency).sell_in_value += Number(g.sell_in ?? 0);
    if (g.sell_out_currency) entry(g.sell_out_currency).sell_out_value += Number(g.sell_out ?? 0);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

// ---- Open orders ----

export interface OpenOrderFilter {
  locations: readonly number[] | null;
  search?: string;
  articleTypes?: readonly ArticleType[];
  orderTypes?: readonly OrderType[];
  commission?: boolean;
  orderDate?: DateBounds;
}

const o = open_orders;

function openOrderConditions(filter: OpenOrderFilter): SQL | undefined {
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
  quantity: o.quantity,
  sell_in_price: o.sell_in_price,
  sell_in_currency: o.sell_in_currency,
  location: o.location_id,
  location_name: locations.name,
};

const openOrderColumns = { ...openOrderSortable, client_note: o.client_note, image: o.image };

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
  quantity: number;
  sell_in_price: number | null;
  sell_in_currency: string;
  location: number;
  location_name: string;
  client_note: string | null;
  image: string | null;
}

const OPEN_ORDER_SORT: Record<string, AnyPgColumn> = openOrderSortable;

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

export async function openOrderTotals(
  db: Db,
  filter: OpenOrderFilter,
): Promise<Omit<CurrencyTotals, 'sell_out_value'>[]> {
  if (filter.locations?.length === 0) return [];
  const groups = await db
    .select({
      currency: o.sell_in_currency,
      count: count(),
      sell_in: sql<string | null>`sum(${o.sell_in_price})`,
    })
    .from(o)
    .where(openOrderConditions(filter))
    .groupBy(o.sell_in_currency)
    .orderBy(o.sell_in_currency);
  return groups.map((g) => ({
    currency: g.currency,
    count: g.count,
    sell_in_value: Number(g.sell_in ?? 0),
  }));
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
