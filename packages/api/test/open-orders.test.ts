import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and,
  eq,
  inArray,
  open_order_change_requests,
  open_orders,
  portal_memberships,
} from '@maison/db';
import { dateRangeBounds } from '@maison/domain';
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
type Row = Record<string, Json>;

beforeAll(async () => {
  w = await createPortalWorld(200);
});
afterAll(() => w.testDb.close());

async function dbOrderIds(locations: number[]): Promise<number[]> {
  const rows = await w.db
    .select({ id: open_orders.id })
    .from(open_orders)
    .where(inArray(open_orders.location_id, locations))
    .orderBy(open_orders.id);
  return rows.map((r) => r.id);
}

async function order(location: number, skip = 0) {
  const rows = await w.db
    .select()
    .from(open_orders)
    .where(eq(open_orders.location_id, location))
    .orderBy(open_orders.id)
    .limit(1)
    .offset(skip);
  return rows[0]!;
}

describe('open orders list', () => {
  it('pages through every order of the visible locations exactly once', async () => {
    const expected = await dbOrderIds(JEWELER_LOCATIONS);
    for (const size of [5, 50]) {
      const { rows, count } = await allPages<Row>(w, `/open-orders/?page_size=${size}`, 'jeweler');
      const ids = rows.map((r) => r.id as number);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort((a, b) => a - b)).toEqual(expected);
      expect(count).toBe(expected.length);
    }
  });

  it('carries the contract fields, newest order first', async () => {
    const { rows } = await allPages<Row>(w, '/open-orders/?page_size=200', 'jeweler');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'order_no',
        'article_number',
        'article_type',
        'description_de',
        'description_en',
        'order_type',
        'commission',
        'commission_order_reference',
        'status',
        'estimated_delivery',
        'order_date',
        'sell_in_date',
        'quantity',
        'sell_in_price',
        'sell_in_currency',
        'location',
        'location_name',
        'client_note',
        'image',
      ].sort(),
    );
    for (let k = 1; k < rows.length; k++)
      expect(rows[k - 1]!.order_date >= rows[k]!.order_date).toBe(true);
  });

  it('filters by order type, commission and article type; none is ignored', async () => {
    const all = (await allPages<Row>(w, '/open-orders/?page_size=200', 'jeweler')).rows;
    for (const [query, keep] of [
      ['order_type=service', (r: Row) => r.order_type === 'service'],
      ['order_type=article', (r: Row) => r.order_type === 'article'],
      ['commission=true', (r: Row) => r.commission === true],
      ['commission=false', (r: Row) => r.commission === false],
      ['article_type=ring', (r: Row) => r.article_type === 'ring'],
      ['order_type=none&commission=none', () => true],
    ] as const) {
      const { rows } = await allPages<Row>(w, `/open-orders/?${query}&page_size=200`, 'jeweler');
      expect(rows.map((r) => r.id)).toEqual(all.filter(keep).map((r) => r.id));
    }
    const bad = await call(w, 'GET', '/open-orders/?order_type=gift', { who: 'jeweler' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ order_type: ['"gift" is not a valid choice.'] });
  });

  it('searches order numbers and commission references', async () => {
    const target = await order(1);
    const found = await call(w, 'GET', `/open-orders/?search=${target.order_no.toLowerCase()}`, {
      who: 'jeweler',
    });
    expect(found.json.results.map((r: Row) => r.id)).toEqual([target.id]);
    const [withReference] = await w.db
      .select()
      .from(open_orders)
      .where(
        and(eq(open_orders.commission, true), inArray(open_orders.location_id, JEWELER_LOCATIONS)),
      )
      .limit(1);
    const byReference = await call(
      w,
      'GET',
      `/open-orders/?search=${withReference!.commission_order_reference}`,
      { who: 'jeweler' },
    );
    expect(byReference.json.results.map((r: Row) => r.id)).toContain(withReference!.id);
  });

  it('bounds order_date by date_range or its expansion', async () => {
    const bounds = dateRangeBounds('currentYear', new Date().toISOString().slice(0, 10))!;
    const byRange = await allPages<Row>(
      w,
      '/open-orders/?date_range=currentYear&page_size=200',
      'jeweler',
    );
    const expanded = await allPages<Row>(
      w,
      `/open-orders/?order_date__gte=${bounds.gte}&order_date__lte=${bounds.lte}&page_size=200`,
      'jeweler',
    );
    expect(byRange.rows.map((r) => r.id)).toEqual(expanded.rows.map((r) => r.id));
    expect(
      expanded.rows.every((r) => r.order_date >= bounds.gte && r.order_date <= bounds.lte),
    ).toBe(true);
  });

  it("expands date_range on the orders' sell_in_date, their placing day (002 §7, 0040)", async () => {
    const year = new Date().getUTCFullYear();
    // Each order's estimated delivery lies on the other side of the range than its placing day,
    // so a range on the wrong field flips every answer.
    const placed = [
      { order_no: 'RANGE-1', order_date: `${year - 1}-12-31`, estimated_delivery: `${year}-02-01` },
      { order_no: 'RANGE-2', order_date: `${year}-01-01`, estimated_delivery: `${year + 1}-01-20` },
      { order_no: 'RANGE-3', order_date: `${year}-12-31`, estimated_delivery: `${year + 1}-02-01` },
      { order_no: 'RANGE-4', order_date: `${year + 1}-01-01`, estimated_delivery: `${year}-06-01` },
    ];
    const inserted = await w.db
      .insert(open_orders)
      .values(
        placed.map((o) => ({
          ...o,
          article_number: '10-1001',
          article_type: 'ring' as const,
          order_type: 'article' as const,
          sell_in_price: 100_000,
          sell_in_currency: 'EUR',
          location_id: JEWELER_LOCATIONS[0]!,
        })),
      )
      .returning({ id: open_orders.id });
    try {
      const orderNos = async (query: string) => {
        const answer = await call(w, 'GET', `/open-orders/?search=RANGE-&${query}`, {
          who: 'jeweler',
        });
        expect(answer.status).toBe(200);
        return (answer.json.results as Row[]).map((r) => r.order_no).sort();
      };
      const inside = ['RANGE-2', 'RANGE-3'];
      expect(await orderNos('date_range=currentYear')).toEqual(inside);
      // What the browser sends: the range expanded on sell_in_date.
      expect(
        await orderNos(`sell_in_date__gte=${year}-01-01&sell_in_date__lte=${year}-12-31`),
      ).toEqual(inside);
      expect(await orderNos('date_range=previousYear')).toEqual(['RANGE-1']);
      // order_date names the same day; both bounds hold.
      expect(await orderNos(`date_range=currentYear&order_date__gte=${year}-06-01`)).toEqual([
        'RANGE-3',
      ]);
      const rows = (await call(w, 'GET', '/open-orders/?search=RANGE-', { who: 'jeweler' })).json
        .results as Row[];
      expect(rows.every((r) => r.sell_in_date === r.order_date)).toBe(true);

      const counted = async (query: string) => {
        const answer = await call(
          w,
          'GET',
          `/open-orders/aggregates/?search=RANGE-&metrics=count&${query}`,
          { who: 'jeweler' },
        );
        expect(answer.status).toBe(200);
        return answer.json.aggregates.reduce(
          (n: number, g: Row) => n + Number((g.metrics as Row).count),
          0,
        );
      };
      expect(await counted('date_range=currentYear')).toBe(2);
      expect(await counted('date_range=currentYear&date_field=sell_in_date')).toBe(2);
      // The delivery date stays a choice of the aggregates: RANGE-1 and RANGE-4 arrive this year.
      expect(await counted('date_range=currentYear&date_field=estimated_delivery')).toBe(2);
      expect(await counted('date_range=previousYear&date_field=estimated_delivery')).toBe(0);
    } finally {
      await w.db.delete(open_orders).where(
        inArray(
          open_orders.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it('sorts by every open-order column both ways, ties by id', async () => {
    for (const column of [
      'order_no',
      'status',
      'quantity',
      'estimated_delivery',
      'location_name',
    ]) {
      const asc = await allPages<Row>(
        w,
        `/open-orders/?order_by=${column}&page_size=30`,
        'jeweler',
      );
      const desc = await allPages<Row>(
        w,
        `/open-orders/?order_by=-${column}&page_size=30`,
        'jeweler',
      );
      expect(asc.rows.map((r) => r.id)).toEqual(desc.rows.map((r) => r.id).reverse());
    }
    const bad = await call(w, 'GET', '/open-orders/?order_by=serial_number', { who: 'jeweler' });
    expect(bad.status).toBe(400);
  });

  it('keeps other locations out: 403 for an explicit one, only its own by default', async () => {
    expect((await call(w, 'GET', '/open-orders/?location__in=1', { who: 'solo' })).status).toBe(
      403,
    );
    const { rows } = await allPages<Row>(w, '/open-orders/?page_size=200', 'solo');
    expect(new Set(rows.map((r) => r.location))).toEqual(new Set([SOLO_LOCATION]));
    expect((await call(w, 'GET', '/open-orders/')).status).toBe(401);
  });
});

describe('open orders aggregates', () => {
  it('count and sell-in value per currency equal sums over the listed rows', async () => {
    for (const query of ['', '&order_type=article', '&location__in=4,5']) {
      const { rows } = await allPages<Row>(w, `/open-orders/?page_size=200${query}`, 'jeweler');
      const answer = await call(
        w,
        'GET',
        `/open-orders/aggregates/?aggregate_by=currency&metrics=count,total_sell_in_value${query}`,
        { who: 'jeweler' },
      );
      const want: Record<string, { count: number; total: number }> = {};
      for (const r of rows) {
        const e = (want[r.sell_in_currency] ??= { count: 0, total: 0 });
        e.count++;
        e.total += r.sell_in_price ?? 0;
      }
      expect(answer.json.aggregates.map((a: Row) => a.group.currency).sort()).toEqual(
        Object.keys(want).sort(),
      );
      for (const a of answer.json.aggregates) {
        expect(a.metrics.count).toBe(want[a.group.currency]!.count);
        expect(a.metrics.total_sell_in_value).toBeCloseTo(want[a.group.currency]!.total, 2);
      }
    }
    const bad = await call(w, 'GET', '/open-orders/aggregates/?metrics=total_sell_out_value', {
      who: 'jeweler',
    });
    expect(bad.status).toBe(400);
  });
});

describe('open order notes and change requests', () => {
  it('sets the client note with orders:manage_note and answers the row', async () => {
    const target = await order(2);
    const answer = await call(w, 'POST', `/open-orders/${target.id}/client-note/`, {
      who: 'jeweler',
      body: { note: '  Lieferung an Filiale  ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: target.id, client_note: 'Lieferung an Filiale' });
    const blank = await call(w, 'POST', `/open-orders/${target.id}/client-note/`, {
      who: 'jeweler',
      body: { note: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ note: ['This field may not be blank.'] });
    const missing = await call(w, 'POST', '/open-orders/999999/client-note/', {
      who: 'jeweler',
      body: { note: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses the note to solo (view only at its own location, nothing elsewhere)', async () => {
    for (const location of [SOLO_LOCATION, 1]) {
      const target = await order(location);
      const answer = await call(w, 'POST', `/open-orders/${target.id}/client-note/`, {
        who: 'solo',
        body: { note: 'x' },
      });
      expect(answer.status).toBe(403);
      const [after] = await w.db.select().from(open_orders).where(eq(open_orders.id, target.id));
      expect(after!.client_note).toBe(target.client_note);
    }
  });

  it('stores request_change on the order with the acting user, all or nothing', async () => {
    const target = await order(4);
    const ok = await call(w, 'POST', '/inventory/actions/', {
      who: 'jeweler',
      body: {
        actions: [
          {
            item_id: target.id,
            action: 'request_change',
            parameters: { change_information: 'Ringgröße 56 statt 54' },
          },
        ],
      },
    });
    expect(ok.status).toBe(200);
    const requests = await w.db
      .select()
      .from(open_order_change_requests)
      .where(eq(open_order_change_requests.order_id, target.id));
    expect(requests.map((r) => [r.change_information, r.user_id])).toEqual([
      ['Ringgröße 56 statt 54', w.userIds.jeweler],
    ]);

    const refused = await call(w, 'POST', '/inventory/actions/', {
      who: 'jeweler',
      body: {
        actions: [
          {
            item_id: String(target.id),
            action: 'request_change',
            parameters: { change_information: 'x' },
          },
          { item_id: target.id, action: 'request_change', parameters: { change_information: '' } },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.refused).toEqual([
      {
        index: 1,
        item_id: target.id,
        action: 'request_change',
        code: 'invalid_parameters',
        detail: 'change_information: This field may not be blank.',
        fields: { change_information: ['This field may not be blank.'] },
      },
    ]);
    const after = await w.db
      .select()
      .from(open_order_change_requests)
      .where(eq(open_order_change_requests.order_id, target.id));
    expect(after).toHaveLength(1);
  });

  it('needs orders:manage_note at the order location', async () => {
    const target = await order(5);
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
      .set({ permissions: membership!.permissions.filter((p) => p !== 'orders:manage_note') })
      .where(eq(portal_memberships.id, membership!.id));
    try {
      const answer = await call(w, 'POST', '/inventory/actions/', {
        who: 'jeweler',
        body: {
          actions: [
            {
              item_id: target.id,
              action: 'request_change',
              parameters: { change_information: 'x' },
            },
          ],
        },
      });
      expect(answer.status).toBe(403);
      expect(answer.json.refused[0].code).toBe('permission_denied');
    } finally {
      await w.db
        .update(portal_memberships)
        .set({ permissions: membership!.permissions })
        .where(eq(portal_memberships.id, membership!.id));
    }
  });

  it('arbitrary open-order queries never answer 5xx', async () => {
    const key = fc.constantFrom(
      'location__in',
      'search',
      'order_type',
      'commission',
      'article_type',
      'date_range',
      'order_date__gte',
      'sell_in_date__lte',
      'order_by',
      'page',
      'page_size',
      'metrics',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/open-orders/', '/open-orders/aggregates/'),
        fc.array(
          fc.tuple(
            key,
            fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('none', '1', 'true')),
          ),
          {
            maxLength: 5,
          },
        ),
        async (path, pairs) => {
          const answer = await call(w, 'GET', `${path}?${new URLSearchParams(pairs)}`, {
            who: 'jeweler',
          });
          expect([200, 400, 403, 404]).toContain(answer.status);
        },
      ),
      { numRuns: 80 },
    );
  });
});
