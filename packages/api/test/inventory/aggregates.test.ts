import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@maison/db';
import { call, JEWELER_LOCATIONS, usePortalWorld } from '../portal-helpers';
import { expectedInventory, readWorld, type Item, type World } from './aggregates-kit';

/**
 * GET /inventory/aggregates/ against brute force (docs/portal.md "Aggregates"): every
 * dimension, the statistics page's pairs and each include, under several filters, equal the
 * groups computed row by row over the same rows. Some rows are made JPY (whole units) and some
 * sales CHF (sold in EUR), so the per-currency rule and the major units are exercised.
 */

const w = usePortalWorld(600);
let world: World;

const today = new Date().toISOString().slice(0, 10);
const thisYear = Number(today.slice(0, 4));
const jan1LastYear = `${thisYear - 1}-01-01`;

beforeAll(async () => {
  await w.db.execute(sql`
    update inventory_items set sell_in_currency = 'JPY', sell_in_price = 150007 + id
    where location_id = 2 and id % 3 = 0`);
  await w.db.execute(sql`
    update inventory_items set sell_out_currency = 'JPY', sell_out_price = 123457 + id
    where location_id = 2 and id % 3 = 0 and sell_out_date is not null`);
  await w.db.execute(sql`
    update inventory_items set sell_out_currency = 'CHF', sell_out_price = 98765 + id
    where location_id = 1 and id % 4 = 0 and sell_out_date is not null`);
  await w.db.execute(sql`update inventory_items set sell_in_price = null where id % 23 = 0`);
  world = await readWorld(w);
});

interface FilterCase {
  query: string;
  keep: (r: Item) => boolean;
  soldOnly: boolean;
}

const sold = (r: Item) => r.sell_out_date !== null;
const between = (day: string | null, gte: string, lte: string) =>
  day !== null && day >= gte && day <= lte;

const FILTERS: FilterCase[] = [
  { query: '', keep: () => true, soldOnly: false },
  {
    query: `sell_out_date__isnull=false&sell_out_date__gte=${jan1LastYear}&sell_out_date__lte=${today}`,
    keep: (r) => sold(r) && between(r.sell_out_date, jan1LastYear, today),
    soldOnly: true,
  },
  {
    query: 'location__in=1,2&article_type=ring&article_type=necklace&sell_out_date__isnull=false',
    keep: (r) =>
      [1, 2].includes(r.location_id) && ['ring', 'necklace'].includes(r.article_type) && sold(r),
    soldOnly: true,
  },
  {
    query: `sell_out_date__isnull=true&sell_in_date__gte=${thisYear - 2}-03-01&article_type=none`,
    keep: (r) => !sold(r) && r.sell_in_date >= `${thisYear - 2}-03-01`,
    soldOnly: false,
  },
  {
    query: `table=sellOut&sell_in_date__lte=${thisYear - 1}-06-30&location__in=2`,
    keep: (r) => sold(r) && r.sell_in_date <= `${thisYear - 1}-06-30` && r.location_id === 2,
    soldOnly: true,
  },
  {
    query: 'table=stock&article_type=bracelet',
    keep: (r) => !sold(r) && !r.is_archived && r.article_type === 'bracelet',
    soldOnly: false,
  },
];

const SINGLE = [
  'currency',
  'location',
  'product',
  'sale_user',
  'sell_in_month',
  'sell_out_month',
  'sell_in_year',
  'sell_out_year',
  'year',
];
/** The statistics page's combinations (002 §7) and each include. */
const COMBINED: { dimensions: string[]; includes: string[] }[] = [
  { dimensions: ['location', 'sell_out_year'], includes: ['location_name'] },
  { dimensions: ['location', 'sell_in_month'], includes: [] },
  { dimensions: ['location', 'sell_out_month'], includes: [] },
  { dimensions: ['location', 'year'], includes: ['location_name'] },
  { dimensions: ['product'], includes: ['description_de', 'description_en'] },
  { dimensions: ['sale_user'], includes: ['sale_user_name'] },
  { dimensions: ['sell_out_month', 'currency', 'location'], includes: [] },
];
const METRIC_SETS = [
  ['count', 'total_sell_in_value', 'total_sell_out_value'],
  ['count'],
  ['total_sell_out_value'],
];

/** The jeweler's scope: view_statistics (and every view) at its four stores, nothing booked out. */
const scoped = (r: Item, locations: number[]) => !r.is_removed && locations.includes(r.location_id);

async function check(
  who: 'jeweler' | 'admin',
  filter: FilterCase,
  dimensions: string[],
  metrics: string[],
  includes: string[],
) {
  const locations = who === 'admin' ? [...world.locationNames.keys()] : JEWELER_LOCATIONS;
  const params = [
    filter.query,
    `aggregate_by=${dimensions.join(',')}`,
    `metrics=${metrics.join(',')}`,
    includes.length ? `include=${includes.join(',')}` : '',
  ].filter(Boolean);
  const answer = await call(w, 'GET', `/inventory/aggregates/?${params.join('&')}`, { who });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const rows = world.items.filter((r) => scoped(r, locations) && filter.keep(r));
  const want = expectedInventory(world, rows, {
    dimensions,
    metrics,
    includes,
    soldOnly: filter.soldOnly,
  });
  expect(answer.json, params.join('&')).toEqual(want);
  return want.aggregates.length;
}

describe('inventory aggregates equal brute force', () => {
  it.each(SINGLE)('aggregate_by=%s under every filter and metric set', async (dimension) => {
    let groups = 0;
    for (const filter of FILTERS)
      for (const metrics of METRIC_SETS)
        groups += await check('jeweler', filter, [dimension], metrics, []);
    expect(groups).toBeGreaterThan(FILTERS.length);
  });

  it.each(COMBINED)(
    'aggregate_by=$dimensions include=$includes',
    async ({ dimensions, includes }) => {
      for (const filter of FILTERS)
        for (const metrics of METRIC_SETS)
          await check('jeweler', filter, dimensions, metrics, includes);
    },
  );

  it('the superuser counts every location', async () => {
    for (const { dimensions, includes } of COMBINED.slice(0, 2))
      await check('admin', FILTERS[1]!, dimensions, METRIC_SETS[0]!, includes);
  });

  it('answers values per currency in major units (JPY whole, CHF in hundredths)', async () => {
    const answer = await call(
      w,
      'GET',
      '/inventory/aggregates/?aggregate_by=currency&sell_out_date__isnull=false',
      { who: 'jeweler' },
    );
    const by = Object.fromEntries(
      answer.json.aggregates.map((a: { group: { currency: string }; metrics: object }) => [
        a.group.currency,
        a.metrics,
      ]),
    );
    const soldHere = world.items.filter(
      (r) => !r.is_removed && JEWELER_LOCATIONS.includes(r.location_id) && sold(r),
    );
    const sum = (rows: Item[]) => rows.reduce((s, r) => s + (r.sell_out_price ?? 0), 0);
    const jpy = soldHere.filter((r) => r.sell_out_currency === 'JPY');
    const chf = soldHere.filter((r) => r.sell_out_currency === 'CHF');
    expect(jpy.length).toBeGreaterThan(0);
    expect(by.JPY.total_sell_out_value).toBe(sum(jpy));
    expect(by.CHF.total_sell_out_value).toBeCloseTo(sum(chf) / 100, 2);
    // A sale in CHF of an item sold in in EUR counts in CHF.
    expect(by.CHF.count).toBe(chf.length);
    expect(Object.keys(by)).toEqual(['CHF', 'EUR', 'JPY']);
  });
});
