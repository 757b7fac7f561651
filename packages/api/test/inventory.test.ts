import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and,
  asc,
  eq,
  inArray,
  inventory_history,
  inventory_items,
  inventoryTablePredicate,
  open_orders,
  isNotNull,
  isNull,
  portal_memberships,
  sale_users,
  sql,
} from '@maison/db';
import {
  ACTION_PERMISSIONS,
  ARTICLE_TYPES,
  INVENTORY_SORT_COLUMNS,
  INVENTORY_TABLE_IDS,
  PORTAL_PAGE_SIZE_DEFAULT,
  PORTAL_PAGE_SIZE_MAX,
  countryTimeZone,
  dateRangeBounds,
  firstDayOfPreviousMonth,
  todayIn,
  type InventoryTableId,
} from '@maison/domain';
import {
  JEWELER_LOCATIONS,
  SOLO_LOCATION,
  allPages,
  call,
  createPortalWorld,
  type Json,
  type PortalWorld,
} from './portal-helpers';

let w: PortalWorld;

beforeAll(async () => {
  w = await createPortalWorld(600);
});
afterAll(() => w.testDb.close());

const PATHS: Record<InventoryTableId, string> = {
  stock: '/inventory/current/',
  sellIn: '/inventory/sell-in/',
  sellOut: '/inventory/sell-out/',
  archived: '/inventory/archive/',
};
const today = (country = 'DE') => todayIn(countryTimeZone(country));
const DE_LOCATION = 1;
const CH_LOCATION = 4;

type Row = Record<string, Json>;

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
      and(where, eq(inventory_items.location_id, location), eq(inventory_items.is_removed, false)),
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

describe('authentication and scope', () => {
  it('answers 401 without credentials, before validating the query', async () => {
    for (const path of Object.values(PATHS)) {
      const answer = await call(w, 'GET', `${path}?article_type=nonsense`);
      expect(answer.status).toBe(401);
    }
    expect((await call(w, 'POST', '/inventory/actions/', { body: {} })).status).toBe(401);
  });

  it('lists only the locations holding the view permission', async () => {
    const { rows } = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    expect(new Set(rows.map((r) => r.location))).toEqual(new Set(JEWELER_LOCATIONS));
    const solo = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'solo');
    expect(new Set(solo.rows.map((r) => r.location))).toEqual(new Set([SOLO_LOCATION]));
    const admin = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'admin');
    expect(new Set(admin.rows.map((r) => r.location)).size).toBe(9);
  });

  it('answers 403 for an explicit location the caller may not see', async () => {
    const foreign = await call(w, 'GET', `${PATHS.stock}?location__in=${DE_LOCATION}`, {
      who: 'solo',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toEqual({ detail: 'You do not have permission to perform this action.' });
    const mixed = await call(
      w,
      'GET',
      `${PATHS.sellOut}?location__in=${DE_LOCATION}&location__in=${SOLO_LOCATION}`,
      { who: 'jeweler' },
    );
    expect(mixed.status).toBe(403);
  });

  it('shows the archive only with inventory:archive_item (solo holds view permissions only)', async () => {
    const solo = await call(w, 'GET', PATHS.archived, { who: 'solo' });
    expect(solo.json).toEqual({ results: [], count: 0, next: null });
    const explicit = await call(w, 'GET', `${PATHS.archived}?location__in=${SOLO_LOCATION}`, {
      who: 'solo',
    });
    expect(explicit.status).toBe(403);
    const visitor = await call(w, 'GET', PATHS.stock, { who: 'visitor' });
    expect(visitor.json.count).toBe(0);
  });

  it('narrows to location__in, repeated or comma-separated', async () => {
    const repeated = await allPages<Row>(
      w,
      `${PATHS.stock}?location__in=1&location__in=4&page_size=200`,
      'jeweler',
    );
    const comma = await allPages<Row>(
      w,
      `${PATHS.stock}?location__in=1,4&page_size=200`,
      'jeweler',
    );
    expect(new Set(repeated.rows.map((r) => r.location))).toEqual(new Set([1, 4]));
    expect(comma.rows.map((r) => r.id)).toEqual(repeated.rows.map((r) => r.id));
    expect(repeated.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      await dbIds('stock', [1, 4]),
    );
  });
});

describe('paging', () => {
  it.each(INVENTORY_TABLE_IDS)(
    '%s: paging to the end returns every row exactly once, for several page sizes',
    async (table) => {
      const expected = await dbIds(table, JEWELER_LOCATIONS);
      expect(expected.length).toBeGreaterThan(5);
      for (const size of [7, PORTAL_PAGE_SIZE_DEFAULT, PORTAL_PAGE_SIZE_MAX]) {
        const { rows, pages, count } = await allPages<Row>(
          w,
          `${PATHS[table]}?page_size=${size}`,
          'jeweler',
        );
        const ids = rows.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort((a, b) => a - b)).toEqual(expected);
        expect(count).toBe(expected.length);
        expect(pages).toBe(Math.max(1, Math.ceil(expected.length / size)));
      }
    },
  );

  it('also under sorts with many ties (article_type, is_archived)', async () => {
    const expected = await dbIds('stock', JEWELER_LOCATIONS);
    for (const order of ['article_type', '-available_in_virtual_storage', 'sale_user_name']) {
      const { rows } = await allPages<Row>(
        w,
        `${PATHS.stock}?page_size=9&order_by=${order}`,
        'jeweler',
      );
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('gives next as a full URL, following X-Forwarded-Proto and -Host', async () => {
    const plain = await call(w, 'GET', `${PATHS.stock}?page_size=5&search=`, { who: 'jeweler' });
    expect(plain.json.next).toBe(
      'http://localhost/api/v1/inventory/current/?page_size=5&search=&page=2',
    );
    const proxied = await call(w, 'GET', `${PATHS.stock}?page_size=5&page=2`, {
      who: 'jeweler',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.maison.example' },
    });
    expect(proxied.json.next).toBe(
      'https://portal.maison.example/api/v1/inventory/current/?page_size=5&page=3',
    );
  });

  it('defaults to 50 rows, caps the page size at 200 and answers 404 past the end', async () => {
    const first = await call(w, 'GET', PATHS.stock, { who: 'admin' });
    expect(first.json.results).toHaveLength(PORTAL_PAGE_SIZE_DEFAULT);
    const big = await call(w, 'GET', `${PATHS.stock}?page_size=100000`, { who: 'admin' });
    expect(big.json.results).toHaveLength(PORTAL_PAGE_SIZE_MAX);
    const bad = await call(w, 'GET', `${PATHS.stock}?page_size=abc`, { who: 'admin' });
    expect(bad.json.results).toHaveLength(PORTAL_PAGE_SIZE_DEFAULT);
    const beyond = await call(w, 'GET', `${PATHS.stock}?page=999`, { who: 'jeweler' });
    expect(beyond.status).toBe(404);
    expect((await call(w, 'GET', `${PATHS.stock}?page=0`, { who: 'jeweler' })).status).toBe(404);
  });
});

describe('rows', () => {
  it('carry every contract field, prices in major units per the currency', async () => {
    const { rows } = await allPages<Row>(w, `${PATHS.sellOut}?page_size=200`, 'admin');
    const sample = rows.find((r) => r.sale_user !== null)!;
    expect(Object.keys(sample).sort()).toEqual(
      [
        'id',
        'serial_number',
        'article_number',
        'article_type',
        'description_de',
        'description_en',
        'article_description_de',
        'article_description_en',
        'sell_in_price',
        'sell_in_currency',
        'sell_in_date',
        'sell_out_price',
        'sell_out_currency',
        'sell_out_date',
        'location',
        'location_name',
        'is_archived',
        'available_in_virtual_storage',
        'client_note',
        'internal_note',
        'sale_user',
        'sale_user_name',
        'image',
      ].sort(),
    );
    const stored = await item(sample.id);
    const units = sample.sell_in_currency === 'JPY' || sample.sell_in_currency === 'KRW' ? 1 : 100;
    expect(sample.sell_in_price).toBe(stored.sell_in_price! / units);
    expect(sample.sell_out_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [user] = await w.db.select().from(sale_users).where(eq(sale_users.id, sample.sale_user));
    expect(sample.sale_user_name).toBe(user!.name);
    expect(user!.location_id).toBe(sample.location);
  });
});

describe('filters', () => {
  it.each(ARTICLE_TYPES)('article_type=%s lists exactly that type', async (type) => {
    const { rows } = await allPages<Row>(
      w,
      `${PATHS.stock}?article_type=${type}&page_size=200`,
      'jeweler',
    );
    const all = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    expect(rows.map((r) => r.id)).toEqual(
      all.rows.filter((r) => r.article_type === type).map((r) => r.id),
    );
  });

  it('accepts several values and ignores none and empty', async () => {
    const two = await allPages<Row>(
      w,
      `${PATHS.stock}?article_type=ring&article_type=necklace&page_size=200`,
      'jeweler',
    );
    expect(new Set(two.rows.map((r) => r.article_type))).toEqual(new Set(['ring', 'necklace']));
    const none = await call(
      w,
      'GET',
      `${PATHS.stock}?article_type=none&available_in_virtual_storage=`,
      {
        who: 'jeweler',
      },
    );
    const plain = await call(w, 'GET', PATHS.stock, { who: 'jeweler' });
    expect(none.json.count).toBe(plain.json.count);
  });

  it('filters on virtual storage', async () => {
    const all = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    for (const value of [true, false]) {
      const { rows } = await allPages<Row>(
        w,
        `${PATHS.stock}?available_in_virtual_storage=${value}&page_size=200`,
        'jeweler',
      );
      expect(rows.map((r) => r.id)).toEqual(
        all.rows.filter((r) => r.available_in_virtual_storage === value).map((r) => r.id),
      );
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 naming the field for an unknown value', async () => {
    const answer = await call(
      w,
      'GET',
      `${PATHS.stock}?article_type=watch&available_in_virtual_storage=maybe&date_range=lastWeek`,
      { who: 'jeweler' },
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      article_type: ['"watch" is not a valid choice.'],
      available_in_virtual_storage: ['"maybe" is not a valid choice.'],
      date_range: ['"lastWeek" is not a valid choice.'],
    });
    const date = await call(w, 'GET', `${PATHS.stock}?sell_in_date__gte=2024-13-01`, {
      who: 'jeweler',
    });
    expect(date.status).toBe(400);
    expect(Object.keys(date.json)).toEqual(['sell_in_date__gte']);
  });
});

describe('search', () => {
  it('finds serial numbers, article numbers and descriptions, case-insensitively', async () => {
    const target = await pick(DE_LOCATION, 'sellIn');
    const bySerial = await call(
      w,
      'GET',
      `${PATHS.stock}?search=${target.serial_number.toLowerCase()}`,
      {
        who: 'jeweler',
      },
    );
    expect(bySerial.json.results.map((r: Row) => r.id)).toEqual([target.id]);

    const word = target.article_description_de.split(' ').find((x) => x.length > 4)!;
    const { rows, count } = await allPages<Row>(
      w,
      `${PATHS.stock}?search=${encodeURIComponent(word.toUpperCase())}&page_size=7`,
      'jeweler',
    );
    expect(rows.map((r) => r.id)).toContain(target.id);
    expect(count).toBe(rows.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const lower = word.toLowerCase();
    for (const r of rows)
      expect(
        [
          r.serial_number,
          r.article_number,
          r.description_de,
          r.description_en,
          r.article_description_de,
          r.article_description_en,
        ].some((v: string) => v.toLowerCase().includes(lower)),
      ).toBe(true);

    const byArticle = await allPages<Row>(
      w,
      `${PATHS.stock}?search=${target.article_number}&page_size=200`,
      'jeweler',
    );
    expect(byArticle.rows.every((r) => r.article_number === target.article_number)).toBe(true);
  });

  it('takes % and _ literally', async () => {
    for (const s of ['%', '_', '\\']) {
      const answer = await call(w, 'GET', `${PATHS.stock}?search=${encodeURIComponent(s)}`, {
        who: 'jeweler',
      });
      expect(answer.status).toBe(200);
      expect(answer.json.count).toBe(0);
    }
  });
});

describe('date ranges', () => {
  it.each(['currentYear', 'previousYear', 'twoYearsAgo', 'threeYearsAgo'] as const)(
    '%s equals its expansion, on sell_in_date (stock) and sell_out_date (sellOut)',
    async (range) => {
      const bounds = dateRangeBounds(range, new Date().toISOString().slice(0, 10))!;
      for (const [table, field] of [
        ['stock', 'sell_in_date'],
        ['sellOut', 'sell_out_date'],
      ] as const) {
        const byRange = await allPages<Row>(
          w,
          `${PATHS[table]}?date_range=${range}&page_size=200`,
          'jeweler',
        );
        const expanded = await allPages<Row>(
          w,
          `${PATHS[table]}?${field}__gte=${bounds.gte}&${field}__lte=${bounds.lte}&page_size=200`,
          'jeweler',
        );
        expect(byRange.rows.map((r) => r.id)).toEqual(expanded.rows.map((r) => r.id));
        const all = await allPages<Row>(w, `${PATHS[table]}?page_size=200`, 'jeweler');
        expect(expanded.rows.map((r) => r.id)).toEqual(
          all.rows.filter((r) => r[field] >= bounds.gte && r[field] <= bounds.lte).map((r) => r.id),
        );
      }
    },
  );

  it('bounds are inclusive and date_range none is ignored', async () => {
    const target = await pick(DE_LOCATION, 'sellIn');
    const day = target.sell_in_date;
    const { rows } = await allPages<Row>(
      w,
      `${PATHS.stock}?sell_in_date__gte=${day}&sell_in_date__lte=${day}&page_size=200`,
      'jeweler',
    );
    expect(rows.map((r) => r.id)).toContain(target.id);
    expect(rows.every((r) => r.sell_in_date === day)).toBe(true);
    const none = await call(w, 'GET', `${PATHS.stock}?date_range=none`, { who: 'jeweler' });
    expect(none.json.count).toBe(
      (await call(w, 'GET', PATHS.stock, { who: 'jeweler' })).json.count,
    );
  });
});

describe('sorting', () => {
  const compare = (a: unknown, b: unknown) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : (a as number) < (b as number) ? -1 : 1;
  const fieldOf = (column: string) => (column === 'location' ? 'location' : column);

  it('defaults to newest sell-in first (sellOut: newest sell-out), ties by id', async () => {
    const { rows } = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    for (let k = 1; k < rows.length; k++) {
      const [a, b] = [rows[k - 1]!, rows[k]!];
      expect(
        a.sell_in_date > b.sell_in_date || (a.sell_in_date === b.sell_in_date && a.id > b.id),
      ).toBe(true);
    }
    const sold = await allPages<Row>(w, `${PATHS.sellOut}?page_size=200`, 'jeweler');
    for (let k = 1; k < sold.rows.length; k++)
      expect(sold.rows[k - 1]!.sell_out_date >= sold.rows[k]!.sell_out_date).toBe(true);
  });

  it.each(INVENTORY_SORT_COLUMNS.filter((c) => c !== 'id'))(
    '%s ascending is descending reversed, ties broken by id',
    async (column) => {
      const asc = await allPages<Row>(
        w,
        `${PATHS.sellOut}?order_by=${column}&page_size=40`,
        'jeweler',
      );
      const desc = await allPages<Row>(
        w,
        `${PATHS.sellOut}?order_by=-${column}&page_size=40`,
        'jeweler',
      );
      expect(asc.rows.map((r) => r.id)).toEqual(desc.rows.map((r) => r.id).reverse());
      const field = fieldOf(column);
      for (let k = 1; k < asc.rows.length; k++) {
        const [a, b] = [asc.rows[k - 1]!, asc.rows[k]!];
        if (a[field] === b[field]) expect(a.id).toBeLessThan(b.id);
        else if (typeof a[field] !== 'string') expect(compare(a[field], b[field])).toBe(-1);
      }
    },
  );

  it('answers 400 for an unknown column', async () => {
    const answer = await call(w, 'GET', `${PATHS.stock}?order_by=-password`, { who: 'jeweler' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ order_by: ['"-password" is not a valid ordering column.'] });
  });
});

describe('aggregates', () => {
  /** The footer totals computed from the listed rows. */
  function fold(rows: Row[], table: InventoryTableId | null) {
    const out: Record<
      string,
      { count: number; total_sell_in_value: number; total_sell_out_value: number }
    > = {};
    const entry = (c: string) =>
      (out[c] ??= { count: 0, total_sell_in_value: 0, total_sell_out_value: 0 });
    for (const r of rows) {
      entry(table === 'sellOut' ? r.sell_out_currency : r.sell_in_currency).count++;
      entry(r.sell_in_currency).total_sell_in_value += r.sell_in_price ?? 0;
      if (r.sell_out_currency)
        entry(r.sell_out_currency).total_sell_out_value += r.sell_out_price ?? 0;
    }
    return out;
  }

  it.each(INVENTORY_TABLE_IDS)(
    '%s: totals per currency equal sums over the listed rows',
    async (table) => {
      for (const query of [
        '',
        '&article_type=ring',
        '&date_range=previousYear',
        '&location__in=4',
      ]) {
        const { rows } = await allPages<Row>(w, `${PATHS[table]}?page_size=200${query}`, 'jeweler');
        const answer = await call(
          w,
          'GET',
          `/inventory/aggregates/?table=${table}&aggregate_by=currency&metrics=count,total_sell_in_value,total_sell_out_value${query}`,
          { who: 'jeweler' },
        );
        expect(answer.status).toBe(200);
        const got = Object.fromEntries(
          answer.json.aggregates.map((a: Row) => [a.group.currency, a.metrics]),
        );
        const want = fold(rows, table);
        expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
        for (const [currency, metrics] of Object.entries(want)) {
          expect(got[currency].count).toBe(metrics.count);
          expect(got[currency].total_sell_in_value).toBeCloseTo(metrics.total_sell_in_value, 2);
          expect(got[currency].total_sell_out_value).toBeCloseTo(metrics.total_sell_out_value, 2);
        }
      }
    },
  );

  it('answers only the metrics asked for, and 403 / 400 like the lists', async () => {
    const answer = await call(w, 'GET', '/inventory/aggregates/?table=stock&metrics=count', {
      who: 'solo',
    });
    expect(answer.json.aggregates).toEqual([
      { group: { currency: 'EUR' }, metrics: { count: expect.any(Number) } },
    ]);
    expect(
      (await call(w, 'GET', '/inventory/aggregates/?table=stock&location__in=1', { who: 'solo' }))
        .status,
    ).toBe(403);
    const bad = await call(w, 'GET', '/inventory/aggregates/?table=shelf&metrics=count,avg', {
      who: 'jeweler',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['metrics', 'table']);
  });
});

describe('actions: states, permissions, parameters', () => {
  it('sell_out moves an item from stock and sell-in to sell-out, with history', async () => {
    const target = await pick(DE_LOCATION, 'sellIn', 1);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, DE_LOCATION));
    const answer = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: String(seller!.id), sale_date: today(), sell_out_price: 1234.5 },
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      results: [{ item_id: target.serial_number, action: 'sell_out', status: 'ok' }],
    });
    const after = await item(target.id);
    expect(after.sell_out_date).toBe(today());
    expect(after.sell_out_price).toBe(123450);
    expect(after.sale_user_id).toBe(seller!.id);
    for (const table of ['stock', 'sellIn'] as const) {
      const found = await call(w, 'GET', `${PATHS[table]}?search=${target.serial_number}`, {
        who: 'jeweler',
      });
      expect(found.json.count).toBe(0);
    }
    const sold = await call(w, 'GET', `${PATHS.sellOut}?search=${target.serial_number}`, {
      who: 'jeweler',
    });
    expect(sold.json.results[0].sale_user_name).toBe(seller!.name);
    const history = await call(w, 'GET', `/inventory/${target.id}/history/`, { who: 'jeweler' });
    expect(history.json[0]).toMatchObject({
      type: 'SELL_OUT',
      data: {
        user: 'Julia Hofmann',
        sale_user_name: seller!.name,
        sell_out_price: 1234.5,
        sale_date: today(),
      },
    });
    const [entry] = await w.db
      .select()
      .from(inventory_history)
      .where(and(eq(inventory_history.item_id, target.id), eq(inventory_history.type, 'SELL_OUT')));
    expect(entry!.user_id).toBe(w.userIds.jeweler);
  });

  it('sell_out: none and empty sale users are null; the price defaults to the sell-in price', async () => {
    for (const [k, saleUser] of (['none', ''] as const).entries()) {
      const target = await pick(DE_LOCATION, 'sellIn', 2 + k);
      const answer = await act('jeweler', [
        {
          item_id: target.serial_number,
          action: 'sell_out',
          parameters: { sale_user: saleUser, sale_date: today() },
        },
      ]);
      expect(answer.status).toBe(200);
      const after = await item(target.id);
      expect(after.sale_user_id).toBeNull();
      expect(after.sell_out_price).toBe(target.sell_in_price);
      expect(after.sell_out_currency).toBe(target.sell_in_currency);
    }
  });

  it('sell_out: the sale date lies between max(previous month start, sell-in) and today', async () => {
    const target = await pick(DE_LOCATION, 'sellIn', 4);
    const start = firstDayOfPreviousMonth(today());
    const min = target.sell_in_date > start ? target.sell_in_date : start;
    const dayBefore = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const [date, message] of [
      [dayBefore, `The sale date may not be earlier than ${min}.`],
      [tomorrow, 'The sale date may not lie in the future.'],
      ['2026-02-30', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ]) {
      const answer = await act('jeweler', [
        {
          item_id: target.serial_number,
          action: 'sell_out',
          parameters: { sale_user: null, sale_date: date },
        },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.json.refused).toEqual([
        {
          index: 0,
          item_id: target.serial_number,
          action: 'sell_out',
          code: 'invalid_parameters',
          detail: `sale_date: ${message}`,
          fields: { sale_date: [message] },
        },
      ]);
    }
    const ok = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: min },
      },
    ]);
    expect(ok.status).toBe(200);
  });

  it('sell_out refuses a sale user of another location and a missing choice', async () => {
    const target = await pick(DE_LOCATION, 'sellIn', 5);
    const [elsewhere] = await w.db.select().from(sale_users).where(eq(sale_users.location_id, 2));
    const answer = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: elsewhere!.id, sale_date: today() },
      },
      { item_id: target.serial_number, action: 'sell_out', parameters: { sale_date: today() } },
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: 99999, sale_date: today() },
      },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.refused.map((r: Row) => r.fields)).toEqual([
      { sale_user: ['This sale user does not belong to the item’s location.'] },
      { sale_user: ['This field is required.'] },
      { sale_user: ['Invalid pk "99999" - object does not exist.'] },
    ]);
  });

  it('refuses actions the item state does not allow (002 §4)', async () => {
    const inStock = await pick(DE_LOCATION, 'sellIn', 6);
    const sold = await pick(DE_LOCATION, 'sellOut', 0);
    const archived = await pick(DE_LOCATION, 'archived', 0);
    const answer = await act('jeweler', [
      { item_id: inStock.serial_number, action: 'update_sale_user', parameters: { sale_user: 11 } },
      { item_id: inStock.serial_number, action: 'delete_sell_out', parameters: { reason: 'x' } },
      {
        item_id: sold.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: today() },
      },
      { item_id: sold.serial_number, action: 'set_virtual_storage' },
      {
        item_id: sold.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true, reason: 'x' },
      },
      {
        item_id: sold.serial_number,
        action: 'change_location',
        parameters: { target_location: 2 },
      },
      { item_id: sold.serial_number, action: 'book_out', parameters: { reason: 'x' } },
      {
        item_id: archived.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: today() },
      },
      {
        item_id: inStock.serial_number,
        action: 'request_change',
        parameters: { change_information: 'x' },
      },
    ]);
    expect(answer.status).toBe(403);
    const codes = answer.json.refused.map((r: Row) => r.code);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill('invalid_state'));
    // request_change addresses open orders by id; a serial number is no order.
    expect(codes[8]).toBe('not_found');
  });

  it('checks each parameter rule (002 §5)', async () => {
    const inStock = await pick(DE_LOCATION, 'sellIn', 7);
    const sold = await pick(DE_LOCATION, 'sellOut', 1);
    const answer = await act('jeweler', [
      { item_id: inStock.serial_number, action: 'book_out', parameters: { reason: '  ' } },
      {
        item_id: inStock.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true },
      },
      { item_id: inStock.serial_number, action: 'set_archive_status', parameters: { reason: 'x' } },
      { item_id: inStock.serial_number, action: 'change_location', parameters: {} },
      {
        item_id: inStock.serial_number,
        action: 'change_location',
        parameters: { target_location: DE_LOCATION },
      },
      {
        item_id: inStock.serial_number,
        action: 'change_location',
        parameters: { target_location: 777 },
      },
      { item_id: inStock.serial_number, action: 'set_client_note', parameters: { note: '' } },
      {
        item_id: sold.serial_number,
        action: 'update_sale_user',
        parameters: { sale_user: 'none' },
      },
      { item_id: sold.serial_number, action: 'delete_sell_out', parameters: {} },
      {
        item_id: inStock.serial_number,
        action: 'set_virtual_storage',
        parameters: { available_in_virtual_storage: 'yes' },
      },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toBe('Some actions were refused; nothing was changed.');
    expect(answer.json.refused.map((r: Row) => [r.code, r.fields])).toEqual([
      ['invalid_parameters', { reason: ['This field may not be blank.'] }],
      ['invalid_parameters', { reason: ['This field is required.'] }],
      ['invalid_parameters', { is_archived: ['This field is required.'] }],
      ['invalid_parameters', { target_location: ['This field is required.'] }],
      [
        'invalid_parameters',
        { target_location: ['The target location must differ from the current location.'] },
      ],
      ['invalid_parameters', { target_location: ['Invalid pk "777" - object does not exist.'] }],
      ['invalid_parameters', { note: ['This field may not be blank.'] }],
      ['invalid_parameters', { sale_user: ['Choose a sale user.'] }],
      ['invalid_parameters', { reason: ['This field is required.'] }],
      ['invalid_parameters', { available_in_virtual_storage: ['Must be a valid boolean.'] }],
    ]);
  });

  it('applies every other action and writes its history with the acting user', async () => {
    const a = await pick(CH_LOCATION, 'sellIn', 0);
    const b = await pick(CH_LOCATION, 'sellIn', 1);
    const c = await pick(CH_LOCATION, 'sellIn', 2);
    const sold = await pick(CH_LOCATION, 'sellOut', 0);
    const sold2 = await pick(CH_LOCATION, 'sellOut', 1);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, CH_LOCATION))
      .orderBy(asc(sale_users.id));
    const answer = await act('jeweler', [
      { item_id: a.serial_number, action: 'set_virtual_storage' },
      { item_id: a.serial_number, action: 'set_client_note', parameters: { note: 'Vitrine 3' } },
      {
        item_id: b.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true, reason: 'Saisonende' },
      },
      {
        item_id: c.serial_number,
        action: 'change_location',
        parameters: { target_location: '5', reason: 'Ausstellung' },
      },
      {
        item_id: sold.serial_number,
        action: 'update_sale_user',
        parameters: { sale_user: seller!.id },
      },
      { item_id: sold2.serial_number, action: 'delete_sell_out', parameters: { reason: 'Storno' } },
      {
        item_id: sold2.serial_number,
        action: 'set_client_note',
        parameters: { note: 'Zurück im Bestand' },
      },
    ]);
    expect(answer.status).toBe(200);

    expect((await item(a.id)).available_in_virtual_storage).toBe(!a.available_in_virtual_storage);
    expect((await item(a.id)).client_note).toBe('Vitrine 3');
    expect((await item(b.id)).is_archived).toBe(true);
    expect((await item(c.id)).location_id).toBe(5);
    expect((await item(sold.id)).sale_user_id).toBe(seller!.id);
    const back = await item(sold2.id);
    expect([back.sell_out_date, back.sell_out_price, back.sale_user_id]).toEqual([
      null,
      null,
      null,
    ]);

    const types = async (id: number) =>
      (await call(w, 'GET', `/inventory/${id}/history/`, { who: 'jeweler' })).json as Row[];
    expect((await types(a.id)).slice(0, 2).map((e) => [e.type, e.data.user])).toEqual([
      ['SET_CLIENT_NOTE', 'Julia Hofmann'],
      ['SET_VIRTUAL_STORAGE', 'Julia Hofmann'],
    ]);
    expect((await types(b.id))[0]).toMatchObject({
      type: 'SET_ARCHIVE_STATUS',
      data: { is_archived: true, reason: 'Saisonende' },
    });
    expect((await types(c.id))[0]).toMatchObject({
      type: 'CHANGE_LOCATION',
      data: { source_location_id: CH_LOCATION, target_location_id: 5, reason: 'Ausstellung' },
    });
    expect((await types(sold.id))[0]).toMatchObject({
      type: 'UPDATE_SALE_USER',
      data: { sale_user_name: seller!.name },
    });
    expect((await types(sold2.id)).slice(0, 2).map((e) => e.type)).toEqual([
      'SET_CLIENT_NOTE',
      'DELETE_SELL_OUT',
    ]);

    // The archived item left the current lists and appears in the archive.
    const archive = await call(w, 'GET', `${PATHS.archived}?search=${b.serial_number}`, {
      who: 'jeweler',
    });
    expect(archive.json.count).toBe(1);
    const stock = await call(w, 'GET', `${PATHS.stock}?search=${b.serial_number}`, {
      who: 'jeweler',
    });
    expect(stock.json.count).toBe(0);
  });

  it('book_out removes the item from every list', async () => {
    const target = await pick(CH_LOCATION, 'sellIn', 5);
    const answer = await act('jeweler', [
      { item_id: target.serial_number, action: 'book_out', parameters: { reason: 'Rücksendung' } },
    ]);
    expect(answer.status).toBe(200);
    for (const path of Object.values(PATHS)) {
      const found = await call(w, 'GET', `${path}?search=${target.serial_number}`, {
        who: 'jeweler',
      });
      expect(found.json.count).toBe(0);
    }
    const history = await call(w, 'GET', `/inventory/${target.id}/history/`, { who: 'jeweler' });
    expect(history.json[0]).toMatchObject({
      type: 'SET_REMOVED_STATUS',
      data: { reason: 'Rücksendung', user: 'Julia Hofmann' },
    });
    const again = await act('jeweler', [
      { item_id: target.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
    ]);
    expect(again.json.refused[0].code).toBe('not_found');
  });

  it('runs actions in order: a sell-out then its sale user in one request', async () => {
    const target = await pick(CH_LOCATION, 'sellIn', 6);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, CH_LOCATION));
    const answer = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: 'none', sale_date: today('CH') },
      },
      {
        item_id: target.serial_number,
        action: 'update_sale_user',
        parameters: { sale_user: seller!.id },
      },
    ]);
    expect(answer.status).toBe(200);
    expect((await item(target.id)).sale_user_id).toBe(seller!.id);
  });
});

describe('actions: all or nothing', () => {
  it('a bulk request with one bad row changes no row', async () => {
    const targets = await Promise.all([0, 1, 2, 3].map((k) => pick(2, 'sellIn', k)));
    const before = await snapshot();
    const answer = await act('jeweler', [
      ...targets.map((t) => ({
        item_id: t.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true, reason: 'Bulk' },
      })),
      { item_id: targets[0]!.serial_number, action: 'book_out', parameters: { reason: '' } },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.refused).toHaveLength(1);
    expect(answer.json.refused[0]).toMatchObject({ index: 4, code: 'invalid_parameters' });
    expect(await snapshot()).toEqual(before);
  });

  it('lists every refusal, 403 when one is about permission', async () => {
    const mine = await pick(1, 'sellIn', 10);
    const foreign = await pick(SOLO_LOCATION, 'sellIn', 0);
    const before = await snapshot();
    const answer = await act('jeweler', [
      { item_id: mine.serial_number, action: 'set_client_note', parameters: { note: 'ok' } },
      { item_id: foreign.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
      { item_id: mine.serial_number, action: 'book_out', parameters: {} },
      { item_id: 'NO-SUCH-SERIAL', action: 'book_out', parameters: { reason: 'x' } },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.json.refused.map((r: Row) => [r.index, r.code])).toEqual([
      [1, 'not_found'],
      [2, 'invalid_parameters'],
      [3, 'not_found'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('solo@maison.test cannot act, neither on its own location (view only) nor elsewhere', async () => {
    const own = await pick(SOLO_LOCATION, 'sellIn', 1);
    const foreign = await pick(DE_LOCATION, 'sellIn', 11);
    const before = await snapshot();
    const answer = await act('solo', [
      { item_id: own.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
      { item_id: foreign.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
      {
        item_id: own.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: today('AT') },
      },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.json.refused.map((r: Row) => r.code)).toEqual([
      'permission_denied',
      'not_found',
      'permission_denied',
    ]);
    expect(await snapshot()).toEqual(before);
    expect(
      (await call(w, 'GET', `/inventory/${foreign.id}/history/`, { who: 'solo' })).status,
    ).toBe(403);
  });

  it('change_location needs inventory:transfer_article at the target too', async () => {
    const [membership] = await w.db
      .select()
      .from(portal_memberships)
      .where(
        and(
          eq(portal_memberships.user_id, w.userIds.jeweler),
          eq(portal_memberships.location_id, 5),
        ),
      );
    await w.db
      .update(portal_memberships)
      .set({
        permissions: membership!.permissions.filter((p) => p !== 'inventory:transfer_article'),
      })
      .where(eq(portal_memberships.id, membership!.id));
    try {
      const target = await pick(DE_LOCATION, 'sellIn', 12);
      const answer = await act('jeweler', [
        {
          item_id: target.serial_number,
          action: 'change_location',
          parameters: { target_location: 5 },
        },
        {
          item_id: target.serial_number,
          action: 'change_location',
          parameters: { target_location: SOLO_LOCATION },
        },
      ]);
      expect(answer.status).toBe(403);
      expect(answer.json.refused.map((r: Row) => r.code)).toEqual([
        'permission_denied',
        'permission_denied',
      ]);
      expect((await item(target.id)).location_id).toBe(DE_LOCATION);
    } finally {
      await w.db
        .update(portal_memberships)
        .set({ permissions: membership!.permissions })
        .where(eq(portal_memberships.id, membership!.id));
    }
  });

  it('each action needs its own permission at the item location (002 §6)', async () => {
    const location = 2;
    const [membership] = await w.db
      .select()
      .from(portal_memberships)
      .where(
        and(
          eq(portal_memberships.user_id, w.userIds.jeweler),
          eq(portal_memberships.location_id, location),
        ),
      );
    const inStock = await pick(location, 'sellIn', 30);
    const sold = await pick(location, 'sellOut', 5);
    const [order] = await w.db
      .select()
      .from(open_orders)
      .where(eq(open_orders.location_id, location))
      .limit(1);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, location));
    const cases: [string, string | number, Record<string, unknown>][] = [
      ['set_virtual_storage', inStock.serial_number, {}],
      ['set_archive_status', inStock.serial_number, { is_archived: true, reason: 'x' }],
      ['change_location', inStock.serial_number, { target_location: 1 }],
      ['sell_out', inStock.serial_number, { sale_user: null, sale_date: today() }],
      ['book_out', inStock.serial_number, { reason: 'x' }],
      ['set_client_note', inStock.serial_number, { note: 'x' }],
      ['update_sale_user', sold.serial_number, { sale_user: seller!.id }],
      ['delete_sell_out', sold.serial_number, { reason: 'x' }],
      ['request_change', order!.id, { change_information: 'x' }],
    ];
    const before = await snapshot();
    try {
      for (const [action, itemId, parameters] of cases) {
        const needed = ACTION_PERMISSIONS[action as keyof typeof ACTION_PERMISSIONS];
        await w.db
          .update(portal_memberships)
          .set({ permissions: membership!.permissions.filter((p) => p !== needed) })
          .where(eq(portal_memberships.id, membership!.id));
        const answer = await act('jeweler', [{ item_id: itemId, action, parameters }]);
        expect([action, answer.status, answer.json.refused?.[0]?.code]).toEqual([
          action,
          403,
          'permission_denied',
        ]);
      }
    } finally {
      await w.db
        .update(portal_memberships)
        .set({ permissions: membership!.permissions })
        .where(eq(portal_memberships.id, membership!.id));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const empty = await call(w, 'POST', '/inventory/actions/', {
      who: 'jeweler',
      body: { actions: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ actions: ['This list may not be empty.'] });
    const unknown = await act('jeweler', [{ item_id: 'x', action: 'melt_down' }]);
    expect(unknown.json).toEqual({ 'actions.0.action': ['"melt_down" is not a valid choice.'] });
    const tooMany = await act(
      'jeweler',
      Array.from({ length: 501 }, () => ({ item_id: 'x', action: 'book_out' })),
    );
    expect(tooMany.status).toBe(400);
  });
});

describe('history and sale users', () => {
  it('lists an item history newest first, SYSTEM for the sell-in', async () => {
    const target = await pick(DE_LOCATION, 'sellOut', 2);
    const answer = await call(w, 'GET', `/inventory/${target.id}/history/`, { who: 'jeweler' });
    expect(answer.status).toBe(200);
    const entries = answer.json as Row[];
    expect(entries.at(-1)).toMatchObject({ type: 'SELL_IN', data: { user: 'SYSTEM' } });
    for (let k = 1; k < entries.length; k++)
      expect(entries[k - 1]!.date >= entries[k]!.date).toBe(true);
    expect(entries.every((e) => typeof e.data.user === 'string')).toBe(true);
    expect((await call(w, 'GET', '/inventory/99999999/history/', { who: 'jeweler' })).status).toBe(
      404,
    );
    expect((await call(w, 'GET', '/inventory/abc/history/', { who: 'jeweler' })).status).toBe(400);
  });

  it('lists the sale users of a location to its members', async () => {
    const answer = await call(w, 'GET', `/locations/${DE_LOCATION}/sale-users/`, {
      who: 'jeweler',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.length).toBeGreaterThanOrEqual(3);
    expect(answer.json[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(
      (await call(w, 'GET', `/locations/${DE_LOCATION}/sale-users/`, { who: 'solo' })).status,
    ).toBe(403);
    expect((await call(w, 'GET', '/locations/999/sale-users/', { who: 'admin' })).status).toBe(404);
  });
});

describe('robustness', () => {
  it('refuses U+0000 (PostgreSQL text cannot hold it) with 400, never 500', async () => {
    const nul = 'Null characters are not allowed.';
    const search = await call(w, 'GET', `${PATHS.stock}?search=a%00b`, { who: 'jeweler' });
    expect(search.status).toBe(400);
    expect(search.json).toEqual({ search: [nul] });
    const target = await pick(DE_LOCATION, 'sellIn', 20);
    const before = await snapshot();
    const note = await act('jeweler', [
      { item_id: target.serial_number, action: 'set_client_note', parameters: { note: 'a\u0000' } },
    ]);
    expect(note.status).toBe(400);
    expect(note.json).toEqual({ 'actions.0.parameters.note': [nul] });
    const serial = await act('jeweler', [
      { item_id: 'M\u0000', action: 'book_out', parameters: { reason: 'x' } },
    ]);
    expect(serial.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    const config = await call(w, 'PUT', '/portal/table-config/stock/', {
      who: 'jeweler',
      body: { columnWidths: {}, activeFilters: [], checkedRows: ['a\u0000'], sortedBy: null },
    });
    expect(config.status).toBe(400);
    const orderNote = await call(w, 'POST', '/open-orders/1/client-note/', {
      who: 'jeweler',
      body: { note: '\u0000' },
    });
    expect(orderNote.status).toBe(400);
  });

  const value = fc.oneof(
    fc.string({ maxLength: 12, unit: 'binary' }),
    fc.constant('\u0000'),
    fc.constantFrom(
      'none',
      '',
      '-',
      '1',
      '-1',
      '0',
      '2026-02-29',
      '9999-99-99',
      '%',
      '\\',
      'true',
      'null',
    ),
  );
  const key = fc.constantFrom(
    'location__in',
    'search',
    'article_type',
    'available_in_virtual_storage',
    'date_range',
    'sell_in_date__gte',
    'sell_out_date__lte',
    'sell_out_date__isnull',
    'order_by',
    'page',
    'page_size',
    'table',
    'metrics',
    'aggregate_by',
    'unknown',
  );

  it('arbitrary query strings never answer 5xx', async () => {
    const paths = [...Object.values(PATHS), '/inventory/aggregates/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(fc.tuple(key, value), { maxLength: 6 }),
        fc.constantFrom('jeweler', 'solo', 'admin') as fc.Arbitrary<'jeweler' | 'solo' | 'admin'>,
        async (path, pairs, who) => {
          const query = new URLSearchParams(pairs).toString();
          const answer = await call(w, 'GET', `${path}?${query}`, { who });
          expect([200, 400, 403, 404]).toContain(answer.status);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('arbitrary action bodies never answer 5xx and change nothing when refused', async () => {
    const serials = (
      await w.db.select({ s: inventory_items.serial_number }).from(inventory_items).limit(30)
    ).map((r) => r.s);
    const parameters = fc.dictionary(
      fc.constantFrom(
        'reason',
        'note',
        'is_archived',
        'target_location',
        'sale_user',
        'sale_date',
        'sell_out_price',
        'sell_out_currency',
        'available_in_virtual_storage',
        'change_information',
      ),
      fc.oneof(
        fc.jsonValue(),
        fc.string({ unit: 'binary' }),
        fc.constantFrom('none', '', today(), 4, 5, '12', -1, 1e20, 'x\u0000'),
      ),
    );
    const action = fc.record({
      item_id: fc.oneof(
        fc.constantFrom(...serials),
        fc.string({ unit: 'binary' }),
        fc.integer(),
        fc.constant(null),
      ),
      action: fc.oneof(
        fc.constantFrom(
          'set_virtual_storage',
          'set_archive_status',
          'change_location',
          'sell_out',
          'update_sale_user',
          'delete_sell_out',
          'set_client_note',
          'book_out',
          'request_change',
        ),
        fc.string(),
      ),
      parameters: fc.oneof(parameters, fc.jsonValue()),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ actions: fc.array(action, { maxLength: 5 }) }), fc.jsonValue()),
        fc.constantFrom('jeweler', 'solo') as fc.Arbitrary<'jeweler' | 'solo'>,
        async (body, who) => {
          const before = await snapshot();
          const answer = await call(w, 'POST', '/inventory/actions/', { who, body });
          expect([200, 400, 403]).toContain(answer.status);
          if (answer.status !== 200) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
