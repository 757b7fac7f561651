import { describe, expect, it } from 'vitest';
import {
  inventoryExportBatches,
  listInventory,
  listOpenOrders,
  openOrderExportBatches,
  type InventoryFilter,
} from '@maison/db';
import type { SortedBy } from '@maison/domain';
import { usePortalWorld } from './portal-helpers';

/**
 * Issue 18: an export reads its rows in keyset batches; whatever the sort (nullable columns,
 * joined columns, both directions), the batches give every row of the list once, in the
 * list's order.
 */

const world = usePortalWorld(600);

async function collect<T extends { id: number }>(batches: AsyncGenerator<T[]>) {
  const ids: number[] = [];
  let count = 0;
  for await (const batch of batches) {
    expect(batch.length).toBeLessThanOrEqual(7);
    count += 1;
    ids.push(...batch.map((r) => r.id));
  }
  return { ids, count };
}

const SORTS: [InventoryFilter['table'] & string, string, SortedBy['direction']][] = [
  ['sellOut', 'sell_out_date', 'desc'],
  ['sellOut', 'sale_user_name', 'asc'],
  ['sellOut', 'sale_user_name', 'desc'],
  ['sellOut', 'sell_out_price', 'asc'],
  ['stock', 'location_name', 'asc'],
  ['stock', 'sell_in_price', 'desc'],
  ['archived', 'id', 'asc'],
  ['sellIn', 'is_archived', 'desc'],
];

describe('export keyset batches', () => {
  it.each(SORTS)('%s by %s %s: the list order, every row once', async (table, columnId, dir) => {
    const filter: InventoryFilter = { table, locations: [1, 2, 4, 5] };
    const sort = { columnId, direction: dir };
    const list = await listInventory(world.db, filter, sort, { limit: 100_000, offset: 0 });
    expect(list.rows.length).toBeGreaterThan(7);
    const { ids, count } = await collect(inventoryExportBatches(world.db, filter, sort, 7));
    expect(ids).toEqual(list.rows.map((r) => r.id));
    expect(count).toBe(Math.ceil(list.rows.length / 7));
  });

  it('open orders by a nullable reference, ascending', async () => {
    const filter = { locations: null };
    const sort = { columnId: 'commission_order_reference', direction: 'asc' as const };
    const list = await listOpenOrders(world.db, filter, sort, { limit: 100_000, offset: 0 });
    const { ids } = await collect(openOrderExportBatches(world.db, filter, sort, 7));
    expect(ids).toEqual(list.rows.map((r) => r.id));
  });

  it('no locations: no batch', async () => {
    const { ids } = await collect(
      inventoryExportBatches(
        world.db,
        { table: 'stock', locations: [] },
        {
          columnId: 'id',
          direction: 'asc',
        },
        7,
      ),
    );
    expect(ids).toEqual([]);
  });
});
