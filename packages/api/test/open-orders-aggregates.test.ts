import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@maison/db';
import { expectedOpenOrders, readWorld, type Order, type World } from './inventory/aggregates-kit';
import { call, JEWELER_LOCATIONS, SOLO_LOCATION, usePortalWorld } from './portal-helpers';

/**
 * GET /open-orders/aggregates/ against brute force (docs/portal.md "Aggregates"): every
 * dimension and include under the table's filters and both date fields; orders:view_open.
 */

const w = usePortalWorld(100);
let world: World;

const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  // Some orders in JPY (whole units) and some without an estimated delivery.
  await w.db.execute(sql`
    update open_orders set sell_in_currency = 'JPY', sell_in_price = 250001 + id
    where location_id = 2 and id % 2 = 0`);
  await w.db.execute(sql`update open_orders set estimated_delivery = null where id % 5 = 0`);
  world = await readWorld(w);
});

interface FilterCase {
  query: string;
  keep: (r: Order) => boolean;
}

const FILTERS: FilterCase[] = [
  { query: '', keep: () => true },
  {
    query: 'location__in=1,2&order_type=article&commission=true',
    keep: (r) => [1, 2].includes(r.location_id) && r.order_type === 'article' && r.commission,
  },
  {
    query: `date_range=currentYear&article_type=ring&article_type=necklace`,
    keep: (r) =>
      r.order_date.startsWith(String(thisYear)) && ['ring', 'necklace'].includes(r.article_type),
  },
  {
    query: 'date_range=currentYear&date_field=estimated_delivery',
    keep: (r) => r.estimated_delivery?.startsWith(String(thisYear)) ?? false,
  },
  {
    query: `order_date__gte=${thisYear - 1}-12-01&date_field=order_date`,
    keep: (r) => r.order_date >= `${thisYear - 1}-12-01`,
  },
];

const DIMENSIONS: { dimensions: string[]; includes: string[] }[] = [
  { dimensions: ['currency'], includes: [] },
  { dimensions: ['location'], includes: ['location_name'] },
  { dimensions: ['product'], includes: ['description_de', 'description_en'] },
  { dimensions: ['status'], includes: [] },
  { dimensions: ['order_type'], includes: [] },
  { dimensions: ['order_month'], includes: [] },
  { dimensions: ['order_year'], includes: [] },
  { dimensions: ['estimated_delivery_month'], includes: [] },
  { dimensions: ['location', 'order_month'], includes: ['location_name'] },
];

describe('open orders aggregates equal brute force', () => {
  it.each(DIMENSIONS)(
    'aggregate_by=$dimensions include=$includes',
    async ({ dimensions, includes }) => {
      for (const filter of FILTERS) {
        for (const metrics of [['count', 'total_sell_in_value'], ['count']]) {
          const params = [
            filter.query,
            `aggregate_by=${dimensions.join(',')}`,
            `metrics=${metrics.join(',')}`,
            includes.length ? `include=${includes.join(',')}` : '',
          ].filter(Boolean);
          const answer = await call(w, 'GET', `/open-orders/aggregates/?${params.join('&')}`, {
            who: 'jeweler',
          });
          expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          const rows = world.orders.filter(
            (r) => JEWELER_LOCATIONS.includes(r.location_id) && filter.keep(r),
          );
          expect(answer.json, params.join('&')).toEqual(
            expectedOpenOrders(world, rows, { dimensions, metrics, includes }),
          );
        }
      }
    },
  );

  it('answers JPY in whole units', async () => {
    const answer = await call(w, 'GET', '/open-orders/aggregates/?location__in=2', {
      who: 'jeweler',
    });
    const jpy = world.orders.filter((r) => r.location_id === 2 && r.sell_in_currency === 'JPY');
    expect(jpy.length).toBeGreaterThan(0);
    expect(answer.json.aggregates).toContainEqual({
      group: { currency: 'JPY' },
      metrics: {
        count: jpy.length,
        total_sell_in_value: jpy.reduce((s, r) => s + (r.sell_in_price ?? 0), 0),
      },
    });
  });
});

describe('open orders aggregates: permission and validation', () => {
  it('counts orders:view_open locations; a foreign one is 403; anonymous 401', async () => {
    const solo = await call(w, 'GET', '/open-orders/aggregates/?aggregate_by=location', {
      who: 'solo',
    });
    expect(
      solo.json.aggregates.map((a: { group: { location: number } }) => a.group.location),
    ).toEqual([SOLO_LOCATION]);
    expect(
      (await call(w, 'GET', '/open-orders/aggregates/?location__in=1', { who: 'solo' })).status,
    ).toBe(403);
    expect((await call(w, 'GET', '/open-orders/aggregates/')).status).toBe(401);
  });

  it.each([
    ['aggregate_by=sale_user', 'aggregate_by'],
    ['metrics=total_sell_out_value', 'metrics'],
    ['include=sale_user_name', 'include'],
    ['include=location_name', 'include'],
    ['date_field=sell_out_date', 'date_field'],
    ['order_date__gte=2026-02-30', 'order_date__gte'],
  ])('%s → 400 on %s', async (query, field) => {
    const answer = await call(w, 'GET', `/open-orders/aggregates/?${query}`, { who: 'jeweler' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json)).toEqual([field]);
  });
});
