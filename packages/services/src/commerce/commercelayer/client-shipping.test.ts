import { describe, expect, it } from 'vitest';
import { toShopOrder } from '../view';
import { port } from './fake-api';
import orderPlaced from './fixtures/order-placed.json';
import order from './fixtures/order.json';

/**
 * Shipping with Commerce Layer (001 §7, §9): a shipment without a shipping method gets the first
 * available one, as with the embedded engine (local/shipping.test.ts), and the shipment weighs
 * its SKUs' weights times quantities, as the engine weighs it.
 */

/** A fixture document as the tests change it. */
interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}
interface Doc {
  data: { attributes: { metadata: Record<string, unknown> } };
  included: Resource[];
}

const copyOf = (doc: unknown) => JSON.parse(JSON.stringify(doc)) as Doc;

/** `doc` with its shipment unassigned and two available methods, "Express" first. */
function unassigned(doc: unknown, location = 1): Doc {
  const copy = copyOf(doc);
  copy.data.attributes.metadata.location = location;
  const included = copy.included;
  const shipment = included.find((r) => r.type === 'shipments')!;
  const insured = included.find((r) => r.type === 'shipping_methods')!;
  included.push({
    ...insured,
    id: 'xpRSsGqHkT',
    attributes: { ...insured.attributes, name: 'Express' },
  });
  shipment.relationships!.shipping_method!.data = null;
  shipment.relationships!.available_shipping_methods!.data = [
    { type: 'shipping_methods', id: 'xpRSsGqHkT' },
    { type: 'shipping_methods', id: 'zrRJwFzDMz' },
  ];
  return copy;
}

const shipmentPatches = (requests: { method: string; url: URL; body: unknown }[]) =>
  requests.filter((r) => r.method === 'PATCH' && r.url.pathname.startsWith('/api/shipments/'));

describe('Commerce Layer adapter: shipping (001 §7, §9)', () => {
  it("assigns the first available method to an open order's shipment without one", async () => {
    const { port: cl, requests } = port({
      'GET /api/orders/qaMAhZkZvd': [
        { status: 200, body: unassigned(order) },
        { status: 200, body: order },
      ],
      'PATCH /api/shipments/YpLwCnNQgY': {
        status: 200,
        body: { data: order.included[0], included: order.included },
      },
    });
    const read = (await cl.retrieveOrder('qaMAhZkZvd'))!;
    const [patch] = shipmentPatches(requests);
    expect(patch!.url.pathname).toBe('/api/shipments/YpLwCnNQgY');
    expect(patch!.body).toEqual({
      data: {
        type: 'shipments',
        id: 'YpLwCnNQgY',
        attributes: {},
        relationships: {
          shipping_method: { data: { type: 'shipping_methods', id: 'xpRSsGqHkT' } },
        },
      },
    });
    // The order is read again, priced for the assigned method.
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    expect(read.shipments[0]!.shipping_method?.id).toBe('zrRJwFzDMz');
  });

  it('keeps a method the shipment has, and changes no placed or foreign order', async () => {
    const assigned = port({ 'GET /api/orders/qaMAhZkZvd': { status: 200, body: order } });
    await assigned.port.retrieveOrder('qaMAhZkZvd');
    expect(shipmentPatches(assigned.requests)).toEqual([]);

    const placed = port({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: unassigned(orderPlaced) },
    });
    expect((await placed.port.retrieveOrder('qaMAhZkZvd'))?.status).toBe('placed');
    expect(shipmentPatches(placed.requests)).toEqual([]);

    const foreign = port({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: unassigned(order, 2) },
    });
    expect(await foreign.port.retrieveOrder('qaMAhZkZvd')).toBeNull();
    expect(shipmentPatches(foreign.requests)).toEqual([]);
  });

  it('assigns nothing when no method is available (001 §8: the order ships for 0)', async () => {
    const none = unassigned(order);
    const shipment = none.included.find((r) => r.type === 'shipments')!;
    shipment.relationships!.available_shipping_methods!.data = [];
    const { port: cl, requests } = port({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: none },
    });
    const read = (await cl.retrieveOrder('qaMAhZkZvd'))!;
    expect(shipmentPatches(requests)).toEqual([]);
    expect(read.shipments[0]!.shipping_method).toBeNull();
    expect(toShopOrder(read).shipping_amount_cents).toBe(0);
  });

  it("weighs the shipment from the line items' SKUs and matches its tier by weight", async () => {
    const { port: cl } = port({ 'GET /api/orders/qaMAhZkZvd': { status: 200, body: order } });
    const read = (await cl.retrieveOrder('qaMAhZkZvd'))!;
    // 1 ring of 8 g and 10 ring boxes of 120 g (the shipping line item weighs nothing): 1208 g.
    expect(read.shipments[0]!.weight_grams).toBe(1208);
    expect(toShopOrder(read).shipments[0]).toMatchObject({
      weight_grams: 1208,
      weight_tier_name: 'bis 2 kg',
      price_amount_for_shipment_cents: 4500,
    });
  });

  it('matches tiers of a method weighing in ounces by their weight in grams', async () => {
    const ounces = copyOf(order);
    const method = ounces.included.find((r) => r.type === 'shipping_methods')!;
    method.attributes.unit_of_weight = 'oz';
    // 500 oz and 2000 oz tiers: 1208 g is about 42.6 oz, within the first.
    const { port: cl } = port({ 'GET /api/orders/qaMAhZkZvd': { status: 200, body: ounces } });
    const shipment = toShopOrder((await cl.retrieveOrder('qaMAhZkZvd'))!).shipments[0]!;
    expect(shipment.weight_tier_name).toBe('Versicherter Versand bis 500 g');
    expect(shipment.shipping_weight_tiers[0]!.up_to).toBeCloseTo(500 * 28.349523125, 6);
  });
});
