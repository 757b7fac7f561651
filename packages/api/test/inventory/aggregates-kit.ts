import { inventory_items, locations, open_orders, sale_users } from '@maison/db';
import type { PortalWorld } from '../portal-helpers';

/**
 * The aggregates computed by brute force: every row read with a plain select, filtered and
 * grouped here one row at a time, as docs/portal.md "Aggregates" states the rules. Nothing of
 * the implementation is reused, so a wrong grouping, currency or order there shows here.
 */

export type Item = typeof inventory_items.$inferSelect;
export type Order = typeof open_orders.$inferSelect;
type Key = string | number | null;

/** 002 §5, written out again: minor units per major unit. */
const WHOLE_UNIT_CURRENCIES = ['JPY', 'KRW'];
const major = (minor: number, currency: string) =>
  minor / (WHOLE_UNIT_CURRENCIES.includes(currency) ? 1 : 100);

const VALUES = ['total_sell_in_value', 'total_sell_out_value'];

export interface World {
  items: Item[];
  orders: Order[];
  locationNames: Map<number, string>;
  saleUserNames: Map<number, string>;
}

export async function readWorld(w: PortalWorld): Promise<World> {
  return {
    items: await w.db.select().from(inventory_items),
    orders: await w.db.select().from(open_orders),
    locationNames: new Map(
      (await w.db.select().from(locations)).map((l) => [l.id, l.name] as const),
    ),
    saleUserNames: new Map(
      (await w.db.select().from(sale_users)).map((s) => [s.id, s.name] as const),
    ),
  };
}

const month = (day: string | null) => (day ? day.slice(0, 7) : null);
const year = (day: string | null) => (day ? Number(day.slice(0, 4)) : null);

/** One row's value of a dimension (`year`: the call's year as the contract resolves it). */
export function itemKey(r: Item, dimension: string, soldOnly: boolean): Key {
  switch (dimension) {
    case 'location':
      return r.location_id;
    case 'product':
      return r.article_number;
    case 'sale_user':
      return r.sale_user_id;
    case 'sell_in_month':
      return month(r.sell_in_date);
    case 'sell_out_month':
      return month(r.sell_out_date);
    case 'sell_in_year':
      return year(r.sell_in_date);
    case 'sell_out_year':
      return year(r.sell_out_date);
    case 'year':
      return soldOnly ? year(r.sell_out_date) : year(r.sell_in_date);
  }
  throw new Error(`no dimension ${dimension}`);
}

export function orderKey(r: Order, dimension: string): Key {
  switch (dimension) {
    case 'location':
      return r.location_id;
    case 'product':
      return r.article_number;
    case 'status':
      return r.status;
    case 'order_type':
      return r.order_type;
    case 'order_month':
      return month(r.order_date);
    case 'order_year':
      return year(r.order_date);
    case 'estimated_delivery_month':
      return month(r.estimated_delivery);
  }
  throw new Error(`no dimension ${dimension}`);
}

/** What one row adds: to which currency (null: none grouped) which metric how much. */
interface Contribution {
  currency: string | null;
  metric: string;
  minor: number;
}

interface Spec<R> {
  rows: R[];
  dimensions: string[];
  metrics: string[];
  includes: string[];
  key: (row: R, dimension: string) => Key;
  contributions: (row: R, byCurrency: boolean, metrics: string[]) => Contribution[];
  id: (row: R) => number;
  descriptions: (row: R) => { de: string; en: string };
}

function compare(a: Key, b: Key): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

function expected<R>(world: World, spec: Spec<R>) {
  const grouping = [...new Set(spec.dimensions)];
  if (!grouping.includes('currency') && spec.metrics.some((m) => VALUES.includes(m)))
    grouping.push('currency');
  const byCurrency = grouping.includes('currency');
  const groups = new Map<string, { group: Record<string, Key>; sums: Record<string, number> }>();
  const firstOfProduct = new Map<Key, R>();
  for (const row of spec.rows) {
    const product = spec.key(row, 'product');
    const first = firstOfProduct.get(product);
    if (!first || spec.id(row) < spec.id(first)) firstOfProduct.set(product, row);
    for (const c of spec.contributions(row, byCurrency, spec.metrics)) {
      const group: Record<string, Key> = {};
      for (const d of grouping) group[d] = d === 'currency' ? c.currency : spec.key(row, d);
      const id = JSON.stringify(grouping.map((d) => group[d]));
      let g = groups.get(id);
      if (!g) {
        g = { group, sums: Object.fromEntries(spec.metrics.map((m) => [m, 0])) };
        groups.set(id, g);
      }
      g.sums[c.metric]! += c.minor;
    }
  }
  const out = [...groups.values()].map(({ group, sums }) => {
    for (const name of spec.includes) {
      if (name === 'location_name') group[name] = world.locationNames.get(Number(group.location))!;
      if (name === 'sale_user_name')
        group[name] =
          group.sale_user === null ? null : world.saleUserNames.get(Number(group.sale_user))!;
      if (name === 'description_de' || name === 'description_en')
        group[name] = spec.descriptions(firstOfProduct.get(group.product!)!)[
          name === 'description_de' ? 'de' : 'en'
        ];
    }
    const metrics: Record<string, number> = {};
    for (const m of spec.metrics)
      metrics[m] = m === 'count' ? sums[m]! : major(sums[m]!, String(group.currency));
    return { group, metrics };
  });
  out.sort((a, b) => {
    for (const d of grouping) {
      const order = compare(a.group[d]!, b.group[d]!);
      if (order) return order;
    }
    return 0;
  });
  return { aggregates: out };
}

export function expectedInventory(
  world: World,
  rows: Item[],
  options: { dimensions: string[]; metrics: string[]; includes: string[]; soldOnly: boolean },
) {
  return expected(world, {
    rows,
    ...options,
    key: (r, d) => itemKey(r, d, options.soldOnly),
    id: (r) => r.id,
    descriptions: (r) => ({ de: r.description_de, en: r.description_en }),
    contributions: (r, byCurrency, metrics) => {
      const out: Contribution[] = [];
      if (metrics.includes('count'))
        out.push({
          currency: byCurrency ? (r.sell_out_currency ?? r.sell_in_currency) : null,
          metric: 'count',
          minor: 1,
        });
      if (metrics.includes('total_sell_in_value'))
        out.push({
          currency: r.sell_in_currency,
          metric: 'total_sell_in_value',
          minor: r.sell_in_price ?? 0,
        });
      if (metrics.includes('total_sell_out_value') && r.sell_out_currency)
        out.push({
          currency: r.sell_out_currency,
          metric: 'total_sell_out_value',
          minor: r.sell_out_price ?? 0,
        });
      return out;
    },
  });
}

export function expectedOpenOrders(
  world: World,
  rows: Order[],
  options: { dimensions: string[]; metrics: string[]; includes: string[] },
) {
  return expected(world, {
    rows,
    ...options,
    key: orderKey,
    id: (r) => r.id,
    descriptions: (r) => ({ de: r.description_de, en: r.description_en }),
    contributions: (r, byCurrency, metrics) =>
      metrics.map((metric) => ({
        currency: byCurrency ? r.sell_in_currency : null,
        metric,
        minor: metric === 'count' ? 1 : (r.sell_in_price ?? 0),
      })),
  });
}
