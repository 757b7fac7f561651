import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inventory_items, portal_memberships, sale_users, sql } from '@maison/db';
import { call, SOLO_LOCATION, usePortalWorld, type Json } from '../portal-helpers';
import { inventoryKit, today } from './kit';

/**
 * GET /inventory/aggregates/: who is counted (002 §6), what is refused, and that the actions
 * show in the next answer at once (docs/portal.md "Aggregates").
 */

const w = usePortalWorld(400);
const { pick, act } = inventoryKit(w);

/** solo: view_statistics at 9 only; at 7 (its seeded store) and 8 the table views. */
const STATS_ONLY = 9;
const NO_STATS = 8;

beforeAll(async () => {
  await w.db.insert(portal_memberships).values([
    {
      user_id: w.userIds.solo,
      location_id: NO_STATS,
      permissions: ['inventory:view_current', 'inventory:view_sell_out'],
    },
    {
      user_id: w.userIds.solo,
      location_id: STATS_ONLY,
      permissions: ['inventory:view_statistics', 'inventory:view_sell_out'],
    },
  ]);
});

const get = (path: string, who?: 'jeweler' | 'solo' | 'visitor' | 'admin') =>
  call(w, 'GET', `/inventory/aggregates/?${path}`, who ? { who } : {});

/** count per group key of a one-dimension answer. */
function counts(answer: { json: Json }, dimension: string): Map<unknown, number> {
  return new Map(
    answer.json.aggregates.map((a: Json) => [a.group[dimension], a.metrics.count] as const),
  );
}

async function itemsAt(location: number, where = sql`true`): Promise<number> {
  const result = await w.db.execute(
    sql`select count(*)::int as n from inventory_items
        where location_id = ${location} and not is_removed and ${where}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('scope and permissions', () => {
  it('counts only the locations holding inventory:view_statistics', async () => {
    const answer = await get('aggregate_by=location&metrics=count', 'solo');
    expect(answer.status).toBe(200);
    expect(counts(answer, 'location')).toEqual(new Map([[STATS_ONLY, await itemsAt(STATS_ONLY)]]));
    const narrowed = await get(`aggregate_by=location&location__in=${STATS_ONLY}`, 'solo');
    expect(narrowed.json.aggregates.map((a: Json) => a.group.location)).toEqual([STATS_ONLY]);
  });

  it('answers 403 for an explicit location without the permission', async () => {
    expect((await get(`location__in=${NO_STATS}`, 'solo')).status).toBe(403);
    expect((await get(`location__in=${SOLO_LOCATION}`, 'solo')).status).toBe(403);
    expect((await get(`location__in=${STATS_ONLY},${NO_STATS}`, 'solo')).status).toBe(403);
    expect((await get('location__in=1', 'solo')).status).toBe(403);
  });

  it('with table: that table view permission decides', async () => {
    const answer = await get('table=sellOut&aggregate_by=location&metrics=count', 'solo');
    const sold = sql`sell_out_date is not null`;
    expect(counts(answer, 'location')).toEqual(
      new Map([
        [SOLO_LOCATION, await itemsAt(SOLO_LOCATION, sold)],
        [NO_STATS, await itemsAt(NO_STATS, sold)],
        [STATS_ONLY, await itemsAt(STATS_ONLY, sold)],
      ]),
    );
    expect((await get(`table=sellOut&location__in=${NO_STATS}`, 'solo')).status).toBe(200);
    expect((await get(`table=archived&location__in=${NO_STATS}`, 'solo')).status).toBe(403);
  });

  it('without any permission: no groups; without credentials: 401', async () => {
    const visitor = await get('aggregate_by=location', 'visitor');
    expect(visitor).toEqual({ status: 200, json: { aggregates: [] } });
    expect((await get('aggregate_by=location')).status).toBe(401);
    expect((await get('aggregate_by=nonsense')).status).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    ['aggregate_by=location,shelf', 'aggregate_by'],
    ['aggregate_by=status', 'aggregate_by'],
    ['metrics=count,avg', 'metrics'],
    ['include=colour', 'include'],
    ['include=description_de', 'include'],
    ['aggregate_by=location&include=sale_user_name', 'include'],
    ['sell_out_date__gte=2026-13-01', 'sell_out_date__gte'],
    ['sell_in_date__lte=yesterday', 'sell_in_date__lte'],
    ['sell_out_date__isnull=maybe', 'sell_out_date__isnull'],
    ['table=openOrders', 'table'],
  ])('%s → 400 on %s', async (query, field) => {
    const answer = await get(query, 'jeweler');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json)).toEqual([field]);
    expect(answer.json[field]).toEqual([expect.any(String)]);
  });

  it('ignores none and empty values and repeated dimensions keep their order', async () => {
    const plain = await get('aggregate_by=location&metrics=count', 'jeweler');
    const noisy = await get(
      'aggregate_by=none&aggregate_by=location&metrics=count,&article_type=none&include=',
      'jeweler',
    );
    expect(noisy.json).toEqual(plain.json);
    const pair = await get(
      'aggregate_by=sell_in_year&aggregate_by=location&metrics=count',
      'jeweler',
    );
    expect(Object.keys(pair.json.aggregates[0].group)).toEqual(['sell_in_year', 'location']);
  });
});

describe('actions show in the next aggregate at once', () => {
  const soldQuery = (dimension: string) =>
    `aggregate_by=${dimension}&metrics=count&sell_out_date__isnull=false&location__in=1,2`;

  async function soldCounts() {
    const out: Record<string, Map<unknown, number>> = {};
    for (const d of ['sell_out_month', 'location', 'product', 'sale_user'])
      out[d] = counts(await get(soldQuery(d), 'jeweler'), d);
    return out;
  }

  it('sell_out adds one in its month, location, product and sale user; delete_sell_out takes it back', async () => {
    const target = await pick(1, 'sellIn');
    const [seller] = await w.db.select().from(sale_users).where(eq(sale_users.location_id, 1));
    const before = await soldCounts();
    const sold = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: seller!.id, sale_date: today() },
      },
    ]);
    expect(sold.status).toBe(200);
    const after = await soldCounts();
    const keys: Record<string, unknown> = {
      sell_out_month: today().slice(0, 7),
      location: 1,
      product: target.article_number,
      sale_user: seller!.id,
    };
    for (const [dimension, key] of Object.entries(keys)) {
      const expected = new Map(before[dimension]);
      expected.set(key, (expected.get(key) ?? 0) + 1);
      expect(after[dimension], dimension).toEqual(expected);
    }
    const undone = await act('jeweler', [
      { item_id: target.serial_number, action: 'delete_sell_out', parameters: { reason: 'test' } },
    ]);
    expect(undone.status).toBe(200);
    expect(await soldCounts()).toEqual(before);
  });

  it('change_location moves the item from one location to the other', async () => {
    const target = await pick(1, 'sellIn', 1);
    const query = 'aggregate_by=location&metrics=count,total_sell_in_value&location__in=1,2';
    const before = await get(query, 'jeweler');
    const moved = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'change_location',
        parameters: { target_location: 2 },
      },
    ]);
    expect(moved.status).toBe(200);
    const after = await get(query, 'jeweler');
    const countAt = (answer: { json: Json }, location: number) =>
      answer.json.aggregates.find(
        (a: Json) => a.group.location === location && a.group.currency === target.sell_in_currency,
      ).metrics.count;
    expect(countAt(after, 1)).toBe(countAt(before, 1) - 1);
    expect(countAt(after, 2)).toBe(countAt(before, 2) + 1);
    const [row] = await w.db
      .select()
      .from(inventory_items)
      .where(and(eq(inventory_items.id, target.id), eq(inventory_items.location_id, 2)));
    expect(row).toBeDefined();
  });

  it('book_out takes the item out of every aggregate', async () => {
    const target = await pick(1, 'sellIn', 2);
    const query = 'aggregate_by=location&metrics=count&location__in=1';
    const before = counts(await get(query, 'jeweler'), 'location').get(1)!;
    const booked = await act('jeweler', [
      { item_id: target.serial_number, action: 'book_out', parameters: { reason: 'test' } },
    ]);
    expect(booked.status).toBe(200);
    expect(counts(await get(query, 'jeweler'), 'location').get(1)).toBe(before - 1);
  });
});
