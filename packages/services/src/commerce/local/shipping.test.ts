import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asc,
  commerce_shipments,
  commerce_shipping_methods,
  eq,
  locations,
  organizations,
} from '@maison/db';
import { createTestDb, type TestDb } from '@maison/db/testing';
import type { CommerceSession } from '../types';
import { createLocalCommercePort } from './engine';
import { ensureShipment } from './shipping';

/**
 * The embedded engine's shipment (001 §7): without a shipping method it gets the first available
 * one, as the Commerce Layer adapter does (client-shipping.test.ts), and keeps one it has.
 */

let t: TestDb;
let session: CommerceSession;

beforeAll(async () => {
  t = await createTestDb();
  const [org] = await t.db
    .insert(organizations)
    .values({ name: 'Juwelier Hofmann' })
    .returning({ id: organizations.id });
  const [loc] = await t.db
    .insert(locations)
    .values({
      organization_id: org!.id,
      name: 'Hofmann München',
      country: 'DE',
      currency: 'EUR',
      city: 'München',
    })
    .returning({ id: locations.id });
  // Listed out of position order: the first available is the lowest position, not the first row.
  await t.db.insert(commerce_shipping_methods).values([
    { id: 'express', name: 'Express', market: 'DE', currency_code: 'EUR', position: 2 },
    {
      id: 'insured',
      name: 'Versicherter Versand',
      market: 'DE',
      currency_code: 'EUR',
      position: 1,
    },
  ]);
  session = { customerId: `loc-${loc!.id}`, location: loc!.id, currency: 'EUR', market: 'DE' };
}, 60_000);
afterAll(() => t.close());

/** The shipment row's method (an order without line items answers no shipment, issue 24). */
const methodOf = async (orderId: string) =>
  (
    await t.db
      .select({ id: commerce_shipments.shipping_method_id })
      .from(commerce_shipments)
      .where(eq(commerce_shipments.order_id, orderId))
  )[0]?.id;
/** loadOrder's available_shipping_methods: the market's, by position. */
const availableIn = async (market: string) =>
  (
    await t.db
      .select({ id: commerce_shipping_methods.id })
      .from(commerce_shipping_methods)
      .where(eq(commerce_shipping_methods.market, market))
      .orderBy(asc(commerce_shipping_methods.position))
  ).map((m) => m.id);
const setMethod = (orderId: string, id: string | null) =>
  t.db
    .update(commerce_shipments)
    .set({ shipping_method_id: id })
    .where(eq(commerce_shipments.order_id, orderId));

describe('embedded engine: the shipment gets the first available shipping method', () => {
  it('assigns it to a new shipment and to one without a method, keeps a chosen one', async () => {
    const port = createLocalCommercePort({ db: t.db, session });
    const cart = await port.createCartOrder({
      language_code: 'de',
      customer_email: 'jeweler@maison.test',
    });
    const available = await availableIn('DE');
    expect(available).toEqual(['insured', 'express']);
    expect(await methodOf(cart.id)).toBeUndefined();
    await t.db.transaction((tx) => ensureShipment(tx, cart.id, 'DE'));
    expect(await methodOf(cart.id)).toBe(available[0]);

    await setMethod(cart.id, null);
    await t.db.transaction((tx) => ensureShipment(tx, cart.id, 'DE'));
    expect(await methodOf(cart.id)).toBe(available[0]);

    const other = available.at(-1)!;
    await setMethod(cart.id, other);
    await t.db.transaction((tx) => ensureShipment(tx, cart.id, 'DE'));
    expect(await methodOf(cart.id)).toBe(other);
  });

  it('leaves the shipment without a method when its market has none (001 §8)', async () => {
    const port = createLocalCommercePort({ db: t.db, session });
    const cart = (await port.findCartOrder())!;
    await setMethod(cart.id, null);
    await t.db.transaction((tx) => ensureShipment(tx, cart.id, 'XX'));
    expect(await availableIn('XX')).toEqual([]);
    expect(await methodOf(cart.id)).toBeNull();
  });
});
