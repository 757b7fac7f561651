import { asc, desc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortedBy } from '@maison/domain';

/** What the partner portal's lists share (inventory.ts, open-orders.ts): paging, search, sort. */

export interface DateBounds {
  gte?: string;
  lte?: string;
}

export interface PageRequest {
  limit: number;
  offset: number;
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
export function searchCondition(columns: (AnyPgColumn | SQL)[], search: string): SQL {
  const text = [...search].filter((ch) => ch.charCodeAt(0) > 0x1f).join('');
  const joined = sql.join(
    columns.map((c) => sql`${c}`),
    sql.raw(' || chr(31) || '),
  );
  return sql`(${joined}) ilike ${containsPattern(text)}`;
}

export function dateBounds(column: AnyPgColumn, bounds: DateBounds | undefined): SQL[] {
  const out: SQL[] = [];
  if (bounds?.gte) out.push(gte(column, bounds.gte));
  if (bounds?.lte) out.push(lte(column, bounds.lte));
  return out;
}

/** The sort's column, then id: pages of equal values keep one order. */
export function orderBy(
  columns: Record<string, AnyPgColumn>,
  id: AnyPgColumn,
  sort: SortedBy,
): SQL[] {
  const column = columns[sort.columnId];
  if (!column) throw new Error(`Unknown sort column ${sort.columnId}`);
  const direction = sort.direction === 'desc' ? desc : asc;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

export interface Page<T> {
  rows: T[];
  count: number;
}
