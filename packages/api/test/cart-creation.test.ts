import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, commerce_orders, eq, inArray, shopGroupUuid, sql } from '@maison/db';
import { createLocalCommercePort } from '@maison/services/commerce';
import {
  call,
  createPortalWorld,
  JEWELER_LOCATIONS,
  type Json,
  type PortalWorld,
} from './portal-helpers';

/**
 * Issue 25: creating a location's cart must never answer 503 because of a unique violation other
 * than the open cart per location (the order number), and two first adds share one cart.
 */

let w: PortalWorld;
const tokens = new Map<number, string>();
const RING_BOX = shopGroupUuid('90-9001-0-00');

beforeAll(async () => {
  w = await createPortalWorld(0);
  for (const location of JEWELER_LOCATIONS) {
    const res = await call(w, 'POST', `/locations/${location}/commerce/authenticate/`, {
      who: 'jeweler',
    });
    tokens.set(location, (res.json as { token: string }).token);
  }
}, 120_000);
afterAll(() => w.testDb.close());

const shop = (location: number, method: string, path: string, body?: unknown) =>
  call(w, method, path, { headers: { Authorization: `Bearer ${tokens.get(location)}` }, body });
const addBox = (location: number, quantity = 5) =>
  shop(location, 'POST', '/commerce/orders/current/line-items/', {
    article_group_id: RING_BOX,
    quantity,
  });

async function placeCart(location: number) {
  const add = await addBox(location);
  expect(add.status).toBe(201);
  const order = (add.json as Json).order;
  const placed = await shop(location, 'POST', `/commerce/orders/${order.id}/place/`);
  expect(placed.status).toBe(200);
  return order.number as string;
}

const numbers = async () =>
  (await w.db.select({ number: commerce_orders.number }).from(commerce_orders)).map(
    (r) => r.number,
  );

describe('creating the cart', () => {
  it('adds on the first try when the order-number sequence is behind the stored numbers', async () => {
    for (let i = 0; i < 3; i++) await placeCart(JEWELER_LOCATIONS[0]!);
    // What a lost sequence advance would leave: the sequence hands out numbers already stored.
    await w.db.execute(sql`select setval('commerce_order_number_seq', 1, false)`);
    const before = await numbers();
    const add = await addBox(JEWELER_LOCATIONS[1]!);
    expect(add.status).toBe(201);
    const number = (add.json as Json).order.number as string;
    expect(before).not.toContain(number);
    expect(number > before.sort().at(-1)!).toBe(true);
  });

  it('gives two concurrent first adds of one location one cart', async () => {
    const location = JEWELER_LOCATIONS[2]!;
    const empty = await shop(location, 'GET', '/commerce/orders/current/');
    expect((empty.json as Json).id).toBeNull();
    const [a, b] = await Promise.all([addBox(location, 5), addBox(location, 10)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((a.json as Json).order.id).toBe((b.json as Json).order.id);
    const cart = (await shop(location, 'GET', '/commerce/orders/current/')).json as Json;
    expect(cart.id).toBe((a.json as Json).order.id);
    expect(cart.line_items.map((l: Json) => l.quantity).sort()).toEqual([10, 5]);
  });

  it('creates one cart when two ports insert it at the same time', async () => {
    // Both skip the lookup and insert: one inserts, the other meets the open-cart index.
    const location = JEWELER_LOCATIONS[3]!;
    const session = {
      customerId: `loc-${location}`,
      location,
      currency: 'CHF',
      market: 'CH',
    } as const;
    const input = { language_code: 'de', customer_email: 'jeweler@maison.test' };
    const [a, b] = await Promise.all([
      createLocalCommercePort({ db: w.db, session }).createCartOrder(input),
      createLocalCommercePort({ db: w.db, session }).createCartOrder(input),
    ]);
    expect(a.id).toBe(b.id);
    const open = await w.db
      .select({ id: commerce_orders.id })
      .from(commerce_orders)
      .where(
        and(
          eq(commerce_orders.location_id, location),
          inArray(commerce_orders.status, ['draft', 'pending']),
        ),
      );
    expect(open).toEqual([{ id: a.id }]);
  });
});
