import { count, inArray, min, sql, type SQL } from 'drizzle-orm';
import {
  compareAggregateKeys,
  countingCurrency,
  yearDimension,
  type AggregateKey,
  type InventoryAggregateDimension,
  type InventoryAggregateInclude,
  type InventoryAggregateMetric,
  type OpenOrderAggregateDimension,
  type OpenOrderAggregateInclude,
  type OpenOrderAggregateMetric,
} from '@maison/domain';
import type { Db } from './database';
import { inventoryConditions, type InventoryFilter } from './inventory';
import { openOrderConditions, type OpenOrderFilter } from './open-orders';
import { inventory_items, locations, open_orders, sale_users } from './schema';

/**
 * The portal's aggregates (docs/portal.md "Aggregates", docs/decisions/0030): one GROUP BY over
 * the filtered rows by the asked dimensions (and, when currency is grouped, both currency
 * columns), folded here into groups per counting, sell-in and sell-out currency; the includes
 * are looked up afterwards for the few groups found, so the scan reads index columns only.
 */

export interface AggregateRequest<D extends string, M extends string, I extends string> {
  /** The grouping, in order; `currency` as aggregateGrouping adds it. */
  grouping: readonly D[];
  metrics: readonly M[];
  includes: readonly I[];
}

export interface AggregateGroup {
  group: Record<string, AggregateKey>;
  /** Only the metrics asked; values in minor units of the group's currency. */
  count?: number;
  sell_in_value?: number;
  sell_out_value?: number;
}

interface Sources {
  dimensions: Record<string, SQL>;
  sellInCurrency: SQL;
  /** Null for open orders, whose rows have one currency. */
  sellOutCurrency: SQL | null;
  sellInPrice: SQL;
  sellOutPrice: SQL | null;
  id: SQL;
  description: { de: SQL; en: SQL; table: typeof inventory_items | typeof open_orders };
}

const i = inventory_items;
const o = open_orders;

const month = (column: SQL | typeof i.sell_in_date) => sql`to_char(${column}, 'YYYY-MM')`;
const year = (column: SQL | typeof i.sell_in_date) =>
  sql`extract(year from ${column})::int`.mapWith(Number);

const INVENTORY_DIMENSIONS: Record<
  Exclude<InventoryAggregateDimension, 'currency' | 'year'>,
  SQL
> = {
  location: sql`${i.location_id}`,
  product: sql`${i.article_number}`,
  sale_user: sql`${i.sale_user_id}`,
  sell_in_month: month(sql`${i.sell_in_date}`),
  sell_out_month: month(sql`${i.sell_out_date}`),
  sell_in_year: year(sql`${i.sell_in_date}`),
  sell_out_year: year(sql`${i.sell_out_date}`),
};

const OPEN_ORDER_DIMENSIONS: Record<Exclude<OpenOrderAggregateDimension, 'currency'>, SQL> = {
  location: sql`${o.location_id}`,
  product: sql`${o.article_number}`,
  status: sql`${o.status}`,
  order_type: sql`${o.order_type}`,
  order_month: month(sql`${o.order_date}`),
  order_year: year(sql`${o.order_date}`),
  estimated_delivery_month: month(sql`${o.estimated_delivery}`),
};

const keyOf = (values: AggregateKey[]) => JSON.stringify(values);

async function aggregate(
  db: Db,
  sources: Sources,
  where: SQL | undefined,
  request: AggregateRequest<string, string, string>,
): Promise<AggregateGroup[]> {
  const dims = request.grouping.filter((d) => d !== 'currency');
  const byCurrency = request.grouping.includes('currency');
  const wants = new Set(request.metrics);
  const describe = request.includes.some((n) => n.startsWith('description_'));
  const columns: Record<string, SQL | SQL.Aliased> = {};
  dims.forEach((d, k) => (columns[`d${k}`] = sources.dimensions[d]!));
  if (byCurrency) {
    columns.in_currency = sources.sellInCurrency;
    if (sources.sellOutCurrency) columns.out_currency = sources.sellOutCurrency;
  }
  columns.n = count();
  if (wants.has('total_sell_in_value')) columns.in_value = sql`sum(${sources.sellInPrice})`;
  if (wants.has('total_sell_out_value') && sources.sellOutPrice)
    columns.out_value = sql`sum(${sources.sellOutPrice})`;
  if (describe) columns.first_id = sql`${min(sources.id)}`.mapWith(Number);
  const groupBy = Object.keys(columns)
    .filter((name) => /^d\d+$/.test(name) || name.endsWith('_currency'))
    .map((name) => columns[name] as SQL);
  const rows = (await db
    .select(columns)
    .from(sources.description.table)
    .where(where)
    .groupBy(...groupBy)) as Record<string, string | number | null>[];

  const groups = new Map<string, AggregateGroup>();
  const firstIds = new Map<string, number>();
  const entry = (values: AggregateKey[], currency: string | null) => {
    const key = keyOf(currency === null ? values : [...values, currency]);
    let g = groups.get(key);
    if (!g) {
      const group: Record<string, AggregateKey> = {};
      request.grouping.forEach((d) => {
        group[d] = d === 'currency' ? currency : (values[dims.indexOf(d)] ?? null);
      });
      g = { group };
      if (wants.has('count')) g.count = 0;
      if (wants.has('total_sell_in_value')) g.sell_in_value = 0;
      if (wants.has('total_sell_out_value')) g.sell_out_value = 0;
      groups.set(key, g);
    }
    return g;
  };
  for (const row of rows) {
    const values = dims.map((_, k) => row[`d${k}`] ?? null);
    if (describe) {
      const product = String(values[dims.indexOf('product')]);
      const id = Number(row.first_id);
      const known = firstIds.get(product);
      if (known === undefined || id < known) firstIds.set(product, id);
    }
    if (!byCurrency) {
      entry(values, null).count! += Number(row.n);
      continue;
    }
    const inCurrency = String(row.in_currency);
    const outCurrency = (row.out_currency as string | null | undefined) ?? null;
    if (wants.has('count'))
      entry(
        values,
        countingCurrency({ sell_in_currency: inCurrency, sell_out_currency: outCurrency }),
      ).count! += Number(row.n);
    if (wants.has('total_sell_in_value'))
      entry(values, inCurrency).sell_in_value! += Number(row.in_value ?? 0);
    if (wants.has('total_sell_out_value') && outCurrency)
      entry(values, outCurrency).sell_out_value! += Number(row.out_value ?? 0);
  }
  const result = [...groups.values()];
  await addIncludes(db, sources, result, request.includes, firstIds);
  return result.sort((a, b) => {
    for (const d of request.grouping) {
      const order = compareAggregateKeys(a.group[d] ?? null, b.group[d] ?? null);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** The names and descriptions of the groups found, by id (a product: its lowest-id row's). */
async function addIncludes(
  db: Db,
  sources: Sources,
  groups: AggregateGroup[],
  includes: readonly string[],
  firstIds: Map<string, number>,
): Promise<void> {
  if (groups.length === 0) return;
  const ids = (key: string) =>
    [...new Set(groups.map((g) => g.group[key]))].filter((v): v is number => typeof v === 'number');
  if (includes.includes('location_name')) {
    const rows = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(inArray(locations.id, ids('location')));
    const names = new Map(rows.map((r) => [r.id, r.name]));
    for (const g of groups) g.group.location_name = names.get(g.group.location as number) ?? '';
  }
  if (includes.includes('sale_user_name')) {
    const wanted = ids('sale_user');
    const rows = wanted.length
      ? await db
          .select({ id: sale_users.id, name: sale_users.name })
          .from(sale_users)
          .where(inArray(sale_users.id, wanted))
      : [];
    const names = new Map(rows.map((r) => [r.id, r.name]));
    for (const g of groups)
      g.group.sale_user_name =
        g.group.sale_user === null ? null : (names.get(g.group.sale_user as number) ?? null);
  }
  const languages = (['de', 'en'] as const).filter((l) => includes.includes(`description_${l}`));
  if (languages.length) {
    const { table } = sources.description;
    const rows = (await db
      .select({ id: sql`${sources.id}`, de: sources.description.de, en: sources.description.en })
      .from(table)
      .where(sql`${sources.id} in (${sql.join([...firstIds.values()], sql`, `)})`)) as {
      id: number;
      de: string;
      en: string;
    }[];
    const texts = new Map(rows.map((r) => [Number(r.id), r]));
    for (const g of groups) {
      const text = texts.get(firstIds.get(String(g.group.product))!);
      for (const l of languages) g.group[`description_${l}`] = text?.[l] ?? '';
    }
  }
}

/**
 * Inventory aggregates: each row counts in its counting currency (sell-out currency when sold,
 * else sell-in), its sell-in price in its sell-in currency, its sell-out price in its sell-out
 * currency. `year` groups by yearDimension's year.
 */
export async function inventoryAggregates(
  db: Db,
  filter: InventoryFilter,
  request: AggregateRequest<
    InventoryAggregateDimension,
    InventoryAggregateMetric,
    InventoryAggregateInclude
  >,
): Promise<AggregateGroup[]> {
  if (filter.locations?.length === 0) return [];
  const dimensions = {
    ...INVENTORY_DIMENSIONS,
    year: INVENTORY_DIMENSIONS[yearDimension(filter.table, filter.sold)],
  };
  return aggregate(
    db,
    {
      dimensions,
      sellInCurrency: sql`${i.sell_in_currency}`,
      sellOutCurrency: sql`${i.sell_out_currency}`,
      sellInPrice: sql`${i.sell_in_price}`,
      sellOutPrice: sql`${i.sell_out_price}`,
      id: sql`${i.id}`,
      description: { de: sql`${i.description_de}`, en: sql`${i.description_en}`, table: i },
    },
    inventoryConditions(filter),
    request,
  );
}

/** Open-order aggregates: each order counts once, its sell-in price in its currency. */
export async function openOrderAggregates(
  db: Db,
  filter: OpenOrderFilter,
  request: AggregateRequest<
    OpenOrderAggregateDimension,
    OpenOrderAggregateMetric,
    OpenOrderAggregateInclude
  >,
): Promise<AggregateGroup[]> {
  if (filter.locations?.length === 0) return [];
  return aggregate(
    db,
    {
      dimensions: OPEN_ORDER_DIMENSIONS,
      sellInCurrency: sql`${o.sell_in_currency}`,
      sellOutCurrency: null,
      sellInPrice: sql`${o.sell_in_price}`,
      sellOutPrice: null,
      id: sql`${o.id}`,
      description: { de: sql`${o.description_de}`, en: sql`${o.description_en}`, table: o },
    },
    openOrderConditions(filter),
    request,
  );
}
