import { describe, expect, it } from 'vitest';
import { eq, sale_users } from '@maison/db';
import {
  INVENTORY_TABLE_IDS,
  PORTAL_PAGE_SIZE_DEFAULT,
  PORTAL_PAGE_SIZE_MAX,
  type InventoryTableId,
} from '@maison/domain';
import {
  allPages,
  call,
  JEWELER_LOCATIONS,
  SOLO_LOCATION,
  usePortalWorld,
} from '../portal-helpers';
import { DE_LOCATION, inventoryKit, PATHS, type Row } from './kit';

/** Who sees which rows of the inventory tables, paging, the row fields and the footer totals. */

const w = usePortalWorld(600);
const { dbIds, item } = inventoryKit(w);

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
