import {
  and,
  eq,
  inArray,
  inventory_history,
  inventory_items,
  inventoryTablePredicate,
  isNotNull,
  isNull,
  sql,
} from '@maison/db';
import { countryTimeZone, todayIn, type InventoryTableId } from '@maison/domain';
import { call, type Json, type PortalWorld } from '../portal-helpers';

/** The inventory suites' shared pieces: the table paths and reads of the world's rows. */

export const PATHS: Record<InventoryTableId, string> = {
  stock: '/inventory/current/',
  sellIn: '/inventory/sell-in/',
  sellOut: '/inventory/sell-out/',
  archived: '/inventory/archive/',
};
export const today = (country = 'DE') => todayIn(countryTimeZone(country));
export const DE_LOCATION = 1;
export const CH_LOCATION = 4;

export type Row = Record<string, Json>;

/** Reads of `w`'s database and its actions endpoint, for the tests of one file. */
export function inventoryKit(w: PortalWorld) {
  /** The ids the database holds for a table at some locations, without the API. */
  async function dbIds(table: InventoryTableId, locations: number[]): Promise<number[]> {
    const rows = await w.db
      .select({ id: inventory_items.id })
      .from(inventory_items)
      .where(and(inventoryTablePredicate(table), inArray(inventory_items.location_id, locations)))
      .orderBy(inventory_items.id);
    return rows.map((r) => r.id);
  }

  async function snapshot() {
    return {
      items: await w.db.select().from(inventory_items).orderBy(inventory_items.id),
      history: (await w.db.select({ n: sql<number>`count(*)::int` }).from(inventory_history))[0]?.n,
    };
  }

  /** An item in a given state at a location, found in the database. */
  async function pick(
    location: number,
    state: 'sellIn' | 'sellOut' | 'archived',
    skip = 0,
  ): Promise<typeof inventory_items.$inferSelect> {
    const where =
      state === 'sellOut'
        ? isNotNull(inventory_items.sell_out_date)
        : state === 'archived'
          ? eq(inventory_items.is_archived, true)
          : and(isNull(inventory_items.sell_out_date), eq(inventory_items.is_archived, false));
    const rows = await w.db
      .select()
      .from(inventory_items)
      .where(
        and(
          where,
          eq(inventory_items.location_id, location),
          eq(inventory_items.is_removed, false),
        ),
      )
      .orderBy(inventory_items.id)
      .limit(1)
      .offset(skip);
    if (!rows[0]) throw new Error(`no ${state} item at ${location}`);
    return rows[0];
  }

  async function item(id: number) {
    const [row] = await w.db.select().from(inventory_items).where(eq(inventory_items.id, id));
    return row!;
  }

  const act = (
    who: keyof PortalWorld['tokens'],
    actions: { item_id: string | number; action: string; parameters?: Record<string, unknown> }[],
  ) => call(w, 'POST', '/inventory/actions/', { who, body: { actions } });

  return { dbIds, snapshot, pick, item, act };
}
