import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { email_outbox, open_orders, shopGroupUuid } from '@maison/db';
import { createCommerceLayerPort } from '@maison/services/commerce';
import alreadyPlaced from '../../services/src/commerce/commercelayer/fixtures/error-already-placed.json';
import orderPlacedDoc from '../../services/src/commerce/commercelayer/fixtures/order-placed.json';
import orderDoc from '../../services/src/commerce/commercelayer/fixtures/order.json';
import skusDoc from '../../services/src/commerce/commercelayer/fixtures/skus.json';
import { createApp } from '../src';
import { issueCommerceToken } from '../src/shared/commerce-token';
import { captureLogger } from './helpers';
import { createPortalWorld, type PortalWorld } from './portal-helpers';

/**
 * Placing through a Commerce Layer port (docs/shop.md "Placed orders become open orders"): the
 * app gets the adapter on synthetic wire shapes (the services' fixtures) through its
 * `commercePort` option; the call whose place Commerce Layer accepted writes the open-order rows
 * and sends the two mails, a repeated or concurrent place neither.
 */

let w: PortalWorld;
let token: string;
const LOCATION = 1;

/** A Commerce Layer order (pending, then placed) whose line items belong to our seeded groups. */
function orderFixtures(id: string, number: string) {
  const retarget = (doc: unknown) =>
    JSON.parse(
      JSON.stringify(doc)
        .replaceAll('qaMAhZkZvd', id)
        .replaceAll('"27000123"', JSON.stringify(number))
        .replaceAll('"group-10-1001"', JSON.stringify(shopGroupUuid('10-1001')))
        .replaceAll('"group-90-9001"', JSON.stringify(shopGroupUuid('90-9001-0-00'))),
    ) as unknown;
  return { pending: retarget(orderDoc), placed: retarget(orderPlacedDoc) };
}

/**
 * Commerce Layer as far as placing goes: orders by id (pending until a `_place` is accepted;
 * a second `_place` gets the "cannot transition from placed to placed" 422) and skus. For an
 * order in `racing`, the first `_place` is answered only once a second one has arrived, so two
 * concurrent calls both find the order pending and both ask to place it.
 */
function fakeCommerceLayer(
  orders: Record<string, ReturnType<typeof orderFixtures>>,
  racing: ReadonlySet<string>,
) {
  const placedIds = new Set<string>();
  const requests: string[] = [];
  const waiting = new Map<string, () => void>();
  let skusStatus = 200;
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/skus') return reply(skusStatus, skusStatus === 200 ? skusDoc : {});
    const id = /^\/api\/orders\/([^/]+)$/.exec(url.pathname)?.[1];
    const order = id ? orders[id] : undefined;
    if (!id || !order) return reply(404, { errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] });
    if (method === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as { data: { attributes: { _place?: boolean } } };
      if (body.data.attributes._place) {
        const first = waiting.get(id);
        if (racing.has(id) && !first && !placedIds.has(id)) {
          await new Promise<void>((resolve) => waiting.set(id, resolve));
        } else first?.();
        if (placedIds.has(id)) return reply(422, alreadyPlaced);
        placedIds.add(id);
        return reply(200, order.placed);
      }
    }
    return reply(200, placedIds.has(id) ? order.placed : order.pending);
  };
  return {
    fetch,
    requests,
    failSkus: () => {
      skusStatus = 500;
    },
  };
}

const cl = fakeCommerceLayer(
  {
    qaMAhZkZvd: orderFixtures('qaMAhZkZvd', '27000123'),
    rbNBiAlAwe: orderFixtures('rbNBiAlAwe', '27000124'),
    scOCjBmBxf: orderFixtures('scOCjBmBxf', '27000125'),
  },
  new Set(['rbNBiAlAwe']),
);
const reported: unknown[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  w = await createPortalWorld(0);
  app = createApp({
    db: w.db,
    logger: captureLogger().logger,
    errorReporter: { captureException: (err) => reported.push(err) },
    commercePort: (session, hooks) =>
      createCommerceLayerPort({
        organization: 'maison',
        accessToken: 'integration-token',
        session,
        fetch: cl.fetch,
        onPlaced: hooks.onPlaced,
      }),
  });
  token = await issueCommerceToken(w.userIds.jeweler, 'test-session', {
    customer_id: `loc-${LOCATION}`,
    location: LOCATION,
    currency: 'EUR',
    market: 'DE',
  });
}, 120_000);
afterAll(() => w.testDb.close());

const place = async (id: string) => {
  const res = await app.request(`/api/v1/commerce/orders/${id}/place/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, json: (await res.json()) as { status: string; number: string } };
};
const rowsOf = async (number: string) =>
  (await w.db.select().from(open_orders)).filter((r) => r.order_no.startsWith(`${number}-`));
const mailCount = async () => (await w.db.select().from(email_outbox)).length;

describe('placing with Commerce Layer', () => {
  it('writes the open-order rows and sends the two mails once', async () => {
    const mailsBefore = await mailCount();
    const placed = await place('qaMAhZkZvd');
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({ status: 'placed', number: '27000123' });
    expect(cl.requests.filter((r) => r === 'PATCH /api/orders/qaMAhZkZvd')).toHaveLength(1);

    const rows = await rowsOf('27000123');
    expect(rows.map((r) => r.order_no).sort()).toEqual(['27000123-01', '27000123-02']);
    const ring = rows.find((r) => r.order_no === '27000123-01')!;
    expect(ring).toMatchObject({
      article_number: '10-1001-0560-1-00-C4',
      article_type: 'ring',
      order_type: 'article',
      commission: false,
      status: 'open',
      estimated_delivery: '2027-04-12',
      location_id: LOCATION,
      sell_in_currency: 'EUR',
      client_note: 'Bitte bis Ostern',
    });
    expect(ring.description_de).toContain('Flora');
    expect(rows.find((r) => r.order_no === '27000123-02')).toMatchObject({
      order_type: 'service',
      quantity: 10,
    });
    const mails = (await w.db.select().from(email_outbox)).slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['jeweler@maison.test', 'orders@maison.test']);

    // Placing again: Commerce Layer is not asked to place, nothing is written or sent twice.
    const again = await place('qaMAhZkZvd');
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('placed');
    expect(cl.requests.filter((r) => r === 'PATCH /api/orders/qaMAhZkZvd')).toHaveLength(1);
    expect(await rowsOf('27000123')).toHaveLength(2);
    expect(await mailCount()).toBe(mailsBefore + 2);
  });

  it('places once when two calls race: the loser sends no mail', async () => {
    const mailsBefore = await mailCount();
    const [a, b] = await Promise.all([place('rbNBiAlAwe'), place('rbNBiAlAwe')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.status, b.json.status]).toEqual(['placed', 'placed']);
    // Both asked Commerce Layer to place; it accepted one and refused the other with 422.
    expect(cl.requests.filter((r) => r === 'PATCH /api/orders/rbNBiAlAwe')).toHaveLength(2);
    expect(await rowsOf('27000124')).toHaveLength(2);
    expect(await mailCount()).toBe(mailsBefore + 2);
  });

  it('answers the placed order when the rows cannot be written, and reports it', async () => {
    cl.failSkus();
    const mailsBefore = await mailCount();
    const placed = await place('scOCjBmBxf');
    expect(placed.status).toBe(200);
    expect(placed.json.status).toBe('placed');
    expect(reported).toHaveLength(1);
    expect(await rowsOf('27000125')).toHaveLength(0);
    expect(await mailCount()).toBe(mailsBefore + 2);
  });

  it('answers 404 for an order id that names nothing', async () => {
    expect((await place('unknownId')).status).toBe(404);
    expect((await place('bad id!')).status).toBe(404);
  });
});
