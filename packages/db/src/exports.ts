import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXPORT_BATCH_ROWS, type SortedBy } from '@maison/domain';
import type { Db } from './database';
import {
  INVENTORY_SORT,
  inventoryConditions,
  inventoryRowColumns,
  type InventoryFilter,
  type InventoryRecord,
} from './inventory';
import {
  OPEN_ORDER_SORT,
  openOrderColumns,
  openOrderConditions,
  type OpenOrderFilter,
  type OpenOrderRecord,
} from './open-orders';
import { orderBy } from './portal-query';
import { inventory_items, locations, open_orders, sale_users } from './schema';

/**
 * Issue 18: a table's rows for an export, in the table's order, read in keyset batches
 * (docs/decisions/0031-table-export.md): each batch starts after the last row of the one
 * before, so a batch costs the same at row 90,000 as at row 0 and only one batch is in memory.
 * The order is the list's (sort column, then id; nulls last ascending, first descending).
 */

export type ExportBatches<T> = AsyncGenerator<T[], void, undefined>;

interface Cursor {
  value: unknown;
  id: number;
}

/** The rows after `cursor` in the order (column, id), both in `direction`. */
function after(
  column: AnyPgColumn,
  nullable: boolean,
  id: AnyPgColumn,
  sort: SortedBy,
  cursor: Cursor,
): SQL {
  const beyond = sort.direction === 'desc' ? lt : gt;
  const sameValueLaterId = beyond(id, cursor.id);
  if (column === id) return sameValueLaterId;
  if (cursor.value === null) {
    // Nulls come last ascending (nothing but nulls after them), first descending.
    const nulls = and(isNull(column), sameValueLaterId) as SQL;
    return sort.direction === 'asc' ? nulls : (or(nulls, isNotNull(column)) as SQL);
  }
  const later = or(
    beyond(column, cursor.value),
    and(eq(column, cursor.value), sameValueLaterId),
    sort.direction === 'asc' && nullable ? isNull(column) : undefined,
  ) as SQL;
  // The same rows, with a plain bound the sort's index can seek to: without it each batch
  // filtered every row before the cursor, and an export cost grew with the square of its rows.
  if (sort.direction === 'desc') return and(lte(column, cursor.value), later) as SQL;
  return nullable ? later : (and(gte(column, cursor.value), later) as SQL);
}

async function* keysetBatches<T extends { id: number }>(
  sortColumns: Record<string, AnyPgColumn>,
  /** Columns of a left-joined table: null where the join finds nothing. */
  joinedNullable: readonly AnyPgColumn[],
  id: AnyPgColumn,
  sort: SortedBy,
  batchSize: number,
  read: (after: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>,
): ExportBatches<T> {
  const column = sortColumns[sort.columnId];
  if (!column) throw new Error(`Unknown sort column ${sort.columnId}`);
  const order = orderBy(sortColumns, id, sort);
  const nullable = !column.notNull || joinedNullable.includes(column);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await read(
      cursor ? after(column, nullable, id, sort, cursor) : undefined,
      order,
      batchSize,
    );
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as T;
    cursor = { value: (last as Record<string, unknown>)[sort.columnId] ?? null, id: last.id };
  }
}

/** An inventory table's rows under the filter, batch by batch (prices in minor units). */
export function inventoryExportBatches(
  db: Db,
  filter: InventoryFilter,
  sort: SortedBy,
  batchSize = EXPORT_BATCH_ROWS,
): ExportBatches<InventoryRecord> {
  const i = inventory_items;
  const where = inventoryConditions(filter);
  return keysetBatches(
    INVENTORY_SORT,
    [sale_users.name],
    i.id,
    sort,
    batchSize,
    async (later, order, limit) => {
      if (filter.locations?.length === 0) return [];
      const rows = await db
        .select(inventoryRowColumns)
        .from(i)
        .innerJoin(locations, eq(locations.id, i.location_id))
        .leftJoin(sale_users, eq(sale_users.id, i.sale_user_id))
        .where(and(where, later))
        .orderBy(...order)
        .limit(limit);
      return rows as InventoryRecord[];
    },
  );
}

/** The open orders under the filter, batch by batch (prices in minor units). */
export function openOrderExportBatches(
  db: Db,
  filter: OpenOrderFilter,
  sort: SortedBy,
  batchSize = EXPORT_BATCH_ROWS,
): ExportBatches<OpenOrderRecord> {
  const o = open_orders;
  const where = openOrderConditions(filter);
  return keysetBatches(OPEN_ORDER_SORT, [], o.id, sort, batchSize, async (later, order, limit) => {
    if (filter.locations?.length === 0) return [];
    const rows = await db
      .select(openOrderColumns)
      .from(o)
      .innerJoin(locations, eq(locations.id, o.location_id))
      .where(and(where, later))
      .orderBy(...order)
      .limit(limit);
    return rows as OpenOrderRecord[];
  });
}

/** The names of the locations (all of them for null), by name: a PDF states its stores. */
export async function locationNames(db: Db, ids: readonly number[] | null): Promise<string[]> {
  const rows = await db
    .select({ name: locations.name })
    .from(locations)
    .where(ids ? inArray(locations.id, [...ids]) : undefined)
    .orderBy(asc(locations.name));
  return rows.map((r) => r.name);
}
