import { describe, expect, it } from 'vitest';
import { CommerceError, SkuNotFoundError } from '../types';
import { createCommerceLayerPort } from './client';
import { fakeFetch, port, session, type Route } from './fake-api';
import alreadyPlaced from './fixtures/error-already-placed.json';
import skuNotFound from './fixtures/error-sku-not-found.json';
import lineItem from './fixtures/line-item.json';
import orderPlaced from './fixtures/order-placed.json';
import order from './fixtures/order.json';

/** Contract tests of the adapter's writes (the setting: client.test.ts). */

describe('Commerce Layer adapter: cart and placing (contract, synthetic documents)', () => {
  it('adds a line item with metadata and its engraving option', async () => {
    const { port: cl, requests } = port({
      'POST /api/line_items': { status: 201, body: lineItem },
      'POST /api/line_item_options': {
        status: 201,
        body: { data: { ...order.included.find((r) => r.type === 'line_item_options') } },
      },
    });
    const metadata = lineItem.data.attributes.metadata as never;
    const added = await cl.addLineItem('qaMAhZkZvd', {
      sku_code: '10-1001-0560-1-00',
      quantity: 1,
      unit_amount_cents: 69000,
      metadata,
      engraving: { sku_option_id: 'BgXEWsKZaO', options: { engraving_text: '"Für immer"' } },
    });
    expect(added).toMatchObject({
      id: 'dPJkLtXKQe',
      sku_code: '10-1001-0560-1-00',
      unit_amount_cents: 69000,
    });
    expect(requests[0]!.body).toEqual({
      data: {
        type: 'line_items',
        attributes: {
          sku_code: '10-1001-0560-1-00',
          quantity: 1,
          unit_amount_cents: 69000,
          metadata,
        },
        relationships: { order: { data: { type: 'orders', id: 'qaMAhZkZvd' } } },
      },
    });
    expect(requests[1]!.body).toEqual({
      data: {
        type: 'line_item_options',
        attributes: { quantity: 1, options: { engraving_text: '"Für immer"' } },
        relationships: {
          line_item: { data: { type: 'line_items', id: 'dPJkLtXKQe' } },
          sku_option: { data: { type: 'sku_options', id: 'BgXEWsKZaO' } },
        },
      },
    });
  });

  it('reports an unknown sku as "Sku {code} not found" (001 §8)', async () => {
    const { port: cl } = port({ 'POST /api/line_items': { status: 422, body: skuNotFound } });
    const adding = cl.addLineItem('qaMAhZkZvd', {
      sku_code: '10-9999-0560-1-00',
      quantity: 1,
      unit_amount_cents: 1,
      metadata: lineItem.data.attributes.metadata as never,
    });
    await expect(adding).rejects.toBeInstanceOf(SkuNotFoundError);
    await expect(adding).rejects.toMatchObject({
      message: 'Sku 10-9999-0560-1-00 not found',
      status: 404,
      code: 'sku_not_found',
    });
  });

  it('updates quantities, deletes line items and sets the shipping method', async () => {
    const { port: cl, requests } = port({
      'PATCH /api/line_items/eQJkLtXKRf': { status: 200, body: lineItem },
      'DELETE /api/line_items/eQJkLtXKRf': { status: 204 },
      'PATCH /api/shipments/YpLwCnNQgY': {
        status: 200,
        body: { data: order.included[0], included: order.included },
      },
    });
    await cl.updateLineItemQuantity('eQJkLtXKRf', 15);
    expect(requests[0]!.body).toEqual({
      data: {
        type: 'line_items',
        id: 'eQJkLtXKRf',
        attributes: { quantity: 15 },
        relationships: {},
      },
    });
    await cl.deleteLineItem('eQJkLtXKRf');
    expect(requests[1]!.method).toBe('DELETE');
    const shipment = await cl.updateShipmentShippingMethod('YpLwCnNQgY', 'zrRJwFzDMz');
    expect(shipment.shipping_method?.id).toBe('zrRJwFzDMz');
    expect(requests[2]!.body).toEqual({
      data: {
        type: 'shipments',
        id: 'YpLwCnNQgY',
        attributes: {},
        relationships: {
          shipping_method: { data: { type: 'shipping_methods', id: 'zrRJwFzDMz' } },
        },
      },
    });
  });

  it('authorizes, places and reloads with the trigger attributes', async () => {
    const { port: cl, requests } = port({
      'PATCH /api/orders/qaMAhZkZvd': [
        { status: 200, body: order },
        { status: 200, body: orderPlaced },
        { status: 200, body: orderPlaced },
      ],
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
    });
    await cl.authorizeOrder('qaMAhZkZvd');
    const placed = await cl.placeOrder('qaMAhZkZvd');
    expect(placed).toMatchObject({
      status: 'placed',
      payment_status: 'authorized',
      placed_at: '2027-03-01T10:20:00.000Z',
    });
    await cl.reloadOrder('qaMAhZkZvd');
    const patches = requests
      .filter((r) => r.method === 'PATCH')
      .map((r) => (r.body as { data: { attributes: unknown } }).data.attributes);
    expect(patches).toEqual([{ _authorize: true }, { _place: true }, { _refresh: true }]);
  });

  it('placing is idempotent: a placed order is answered unchanged, a lost race too', async () => {
    const done = port({ 'GET /api/orders/qaMAhZkZvd': { status: 200, body: orderPlaced } });
    expect((await done.port.placeOrder('qaMAhZkZvd')).status).toBe('placed');
    expect(done.requests.some((r) => r.method === 'PATCH')).toBe(false);

    const race = port({
      'GET /api/orders/qaMAhZkZvd': [
        { status: 200, body: order },
        { status: 200, body: orderPlaced },
      ],
      'PATCH /api/orders/qaMAhZkZvd': { status: 422, body: alreadyPlaced },
    });
    expect((await race.port.placeOrder('qaMAhZkZvd')).status).toBe('placed');
  });

  it("answers another location's order as not found and never changes it", async () => {
    const foreign = JSON.parse(JSON.stringify(order));
    foreign.data.attributes.metadata.location = 2;
    const { port: cl, requests } = port({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: foreign },
      'PATCH /api/orders/qaMAhZkZvd': { status: 200, body: orderPlaced },
    });
    expect(await cl.retrieveOrder('qaMAhZkZvd')).toBeNull();
    for (const action of [cl.authorizeOrder, cl.placeOrder, cl.reloadOrder])
      await expect(action('qaMAhZkZvd')).rejects.toMatchObject({ code: 'not_found' });
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('runs onPlaced only in the call whose place Commerce Layer accepted', async () => {
    const placed: string[] = [];
    const withHook = (routes: Record<string, Route | Route[]>) =>
      createCommerceLayerPort({
        organization: 'maison',
        accessToken: 'integration-token',
        session,
        fetch: fakeFetch(routes).fetch,
        onPlaced: async (o) => {
          placed.push(o.status);
        },
      });
    await withHook({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
      'PATCH /api/orders/qaMAhZkZvd': { status: 200, body: orderPlaced },
    }).placeOrder('qaMAhZkZvd');
    expect(placed).toEqual(['placed']);
    await withHook({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: orderPlaced },
    }).placeOrder('qaMAhZkZvd');
    await withHook({
      'GET /api/orders/qaMAhZkZvd': [
        { status: 200, body: order },
        { status: 200, body: orderPlaced },
      ],
      'PATCH /api/orders/qaMAhZkZvd': { status: 422, body: alreadyPlaced },
    }).placeOrder('qaMAhZkZvd');
    expect(placed).toEqual(['placed']);
  });

  it('refuses to place an empty order and maps other failures', async () => {
    const empty = JSON.parse(JSON.stringify(order));
    empty.data.relationships.line_items.data = [];
    empty.included = empty.included.filter((r: { type: string }) => r.type !== 'line_items');
    const { port: cl } = port({ 'GET /api/orders/qaMAhZkZvd': { status: 200, body: empty } });
    await expect(cl.placeOrder('qaMAhZkZvd')).rejects.toMatchObject({
      code: 'empty_order',
      status: 400,
    });

    const down = port({
      'GET /api/skus': {
        status: 500,
        body: { errors: [{ title: 'boom', detail: 'boom', status: '500' }] },
      },
    });
    await expect(down.port.listSkus(['10-1001-1-00'])).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
    });
    await expect(down.port.listSkus(['10-1001-1-00'])).rejects.toBeInstanceOf(CommerceError);
  });
});
