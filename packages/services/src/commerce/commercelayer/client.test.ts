import { describe, expect, it } from 'vitest';
import { CommerceError, SkuNotFoundError, type CommerceSession } from '../types';
import { ORDER_INCLUDE, createCommerceLayerPort } from './client';
import alreadyPlaced from './fixtures/error-already-placed.json';
import skuNotFound from './fixtures/error-sku-not-found.json';
import lineItem from './fixtures/line-item.json';
import orderPlaced from './fixtures/order-placed.json';
import order from './fixtures/order.json';
import skus from './fixtures/skus.json';

/**
 * Contract tests of the Commerce Layer adapter: a fetch answers JSON:API documents shaped like
 * Commerce Layer's API reference (fixtures/), the SDK does the (de)serialisation, and the tests
 * check the requests the adapter sends and what it makes of the answers. No network.
 */

interface Recorded {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

type Route = { status: number; body?: unknown };

function fakeFetch(routes: Record<string, Route | Route[]>) {
  const requests: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body, headers: new Headers(init?.headers) });
    const key = `${method} ${url.pathname}`;
    const entry = routes[key];
    const route = Array.isArray(entry) ? entry.shift() : entry;
    if (!route)
      return new Response(
        JSON.stringify({
          errors: [
            { title: 'not found', status: '404', code: 'RECORD_NOT_FOUND', detail: 'not found' },
          ],
        }),
        {
          status: 404,
          headers: { 'content-type': 'application/vnd.api+json' },
        },
      );
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  };
  return { fetch, requests };
}

const session: CommerceSession = {
  customerId: 'cust-1',
  location: 1,
  currency: 'EUR',
  market: 'DE',
};
const port = (routes: Record<string, Route | Route[]>) => {
  const fake = fakeFetch(routes);
  return {
    ...fake,
    port: createCommerceLayerPort({
      organization: 'maison',
      accessToken: 'integration-token',
      session,
      fetch: fake.fetch,
    }),
  };
};

describe('Commerce Layer adapter (contract, recorded JSON:API shapes)', () => {
  it('lists skus by code with prices and engraving sku_options', async () => {
    const { port: cl, requests } = port({ 'GET /api/skus': { status: 200, body: skus } });
    const [sku, ...rest] = await cl.listSkus(['10-1001-0560-1-00', '10-1001-0560-1-00']);
    expect(rest).toEqual([]);
    expect(sku).toMatchObject({
      code: '10-1001-0560-1-00',
      weight: 8,
      unit_of_weight: 'gr',
      metadata: { delivery_time: 6 },
      prices: [{ currency_code: 'EUR', amount_cents: 60000, sku_code: '10-1001-0560-1-00' }],
      sku_options: [
        {
          id: 'BgXEWsKZaO',
          price_amount_cents: 4500,
          metadata: { option_type: 'engraving', engraving_no: 1 },
        },
      ],
    });
    const asked = requests[0]!;
    expect(asked.url.host).toBe('maison.commercelayer.io');
    expect(asked.headers.get('authorization')).toBe('Bearer integration-token');
    expect(asked.headers.get('accept')).toBe('application/vnd.api+json');
    expect(asked.url.searchParams.get('filter[q][code_in]')).toBe('10-1001-0560-1-00');
    expect(asked.url.searchParams.get('include')).toBe('prices,sku_options');
    expect(asked.url.searchParams.get('page[size]')).toBe('25');
  });

  it('asks for at most 25 codes a page', async () => {
    const { port: cl, requests } = port({
      'GET /api/skus': [
        { status: 200, body: { data: [], meta: { record_count: 0, page_count: 0 } } },
        { status: 200, body: { data: [], meta: { record_count: 0, page_count: 0 } } },
      ],
    });
    const codes = Array.from(
      { length: 30 },
      (_, i) => `10-1001-${String(480 + i * 2).padStart(4, '0')}-1-00`,
    );
    expect(await cl.listSkus(codes)).toEqual([]);
    expect(
      requests.map((r) => r.url.searchParams.get('filter[q][code_in]')!.split(',').length),
    ).toEqual([25, 5]);
  });

  it('retrieves the order with every include of 001 §7 and maps it', async () => {
    const { port: cl, requests } = port({
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
    });
    const o = (await cl.retrieveOrder('qaMAhZkZvd'))!;
    expect(requests[0]!.url.searchParams.get('include')!.split(',')).toEqual(ORDER_INCLUDE);
    expect(o).toMatchObject({
      id: 'qaMAhZkZvd',
      number: '27000123',
      status: 'pending',
      currency_code: 'EUR',
      subtotal_amount_cents: 83000,
      shipping_amount_cents: 4500,
      total_amount_cents: 87500,
      shipments_count: 1,
      shipping_address: {
        full_name: 'Hofmann München',
        line_1: 'Maximilianstraße 12',
        zip_code: '80539',
        city: 'München',
        country_code: 'DE',
      },
      billing_address: { full_name: 'Juwelier Hofmann & Söhne' },
      payment_method: {
        name: 'Rechnung, 30 Tage netto',
        metadata: { payment_terms: 'Rechnung, 30 Tage netto' },
      },
    });
    // The shipping line item is Commerce Layer's; the cart shows sku line items only.
    expect(o.line_items.map((l) => [l.sku_code, l.quantity, l.unit_amount_cents])).toEqual([
      ['10-1001-0560-1-00', 1, 69000],
      ['90-9001-0-00', 10, 800],
    ]);
    expect(o.line_items[0]!.metadata).toMatchObject({
      article_nr_src: '10-1001-0560-1-00-C4',
      special_color: 4,
      order_type: 'nocommission',
    });
    expect(o.line_item_options).toEqual([
      expect.objectContaining({
        line_item_id: 'dPJkLtXKQe',
        total_amount_cents: 6000,
        options: { engraving_text: '"Für immer"' },
        sku_option: expect.objectContaining({
          metadata: { option_type: 'engraving', engraving_no: 2 },
        }),
      }),
    ]);
    expect(o.shipments[0]).toMatchObject({
      id: 'YpLwCnNQgY',
      shipping_method: {
        name: 'Versicherter Versand',
        scheme: 'weight_tiered',
        price_amount_for_shipment_cents: 4500,
        shipping_weight_tiers: [
          { name: 'Versicherter Versand bis 500 g', up_to: 500, price_amount_cents: 2500 },
          { name: 'bis 2 kg', up_to: 2000, price_amount_cents: 4500 },
        ],
      },
      available_shipping_methods: [expect.objectContaining({ id: 'zrRJwFzDMz' })],
    });
    expect(await port({}).port.retrieveOrder('nope')).toBeNull();
  });

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

  it("finds the session's open order and creates one in its market", async () => {
    const { port: cl, requests } = port({
      'GET /api/orders': {
        status: 200,
        body: { data: [order.data], meta: { record_count: 1, page_count: 1 } },
      },
      'GET /api/orders/qaMAhZkZvd': [
        { status: 200, body: order },
        { status: 200, body: order },
      ],
      'GET /api/markets': {
        status: 200,
        body: {
          data: [
            {
              id: 'mkDE',
              type: 'markets',
              attributes: {
                name: 'Deutschland',
                code: 'DE',
                created_at: '2026-01-01T00:00:00Z',
                updated_at: '2026-01-01T00:00:00Z',
              },
            },
          ],
          meta: { record_count: 1, page_count: 1 },
        },
      },
      'POST /api/orders': { status: 201, body: { data: order.data } },
    });
    expect((await cl.findCartOrder())?.id).toBe('qaMAhZkZvd');
    const listed = requests[0]!.url.searchParams;
    expect(listed.get('filter[q][status_in]')).toBe('draft,pending');
    expect(listed.get('filter[q][customer_id_eq]')).toBe('cust-1');
    expect(listed.get('filter[q][market_code_eq]')).toBe('DE');
    await cl.createCartOrder({ language_code: 'de', customer_email: 'jeweler@maison.test' });
    const created = requests.find((r) => r.method === 'POST')!.body as {
      data: { attributes: unknown; relationships: unknown };
    };
    expect(created.data.attributes).toEqual({
      language_code: 'de',
      customer_email: 'jeweler@maison.test',
      metadata: { location: 1, customer_id: 'cust-1' },
    });
    expect(created.data.relationships).toEqual({
      market: { data: { type: 'markets', id: 'mkDE' } },
    });
  });
});

describe('commerceLayerPortFor', () => {
  it('is configured by COMMERCE_LAYER_ORGANIZATION and COMMERCE_LAYER_ACCESS_TOKEN', async () => {
    const { commerceLayerPortFor } = await import('../index');
    expect(commerceLayerPortFor(session, {})).toBeNull();
    expect(commerceLayerPortFor(session, { COMMERCE_LAYER_ORGANIZATION: 'maison' })).toBeNull();
    const { fetch, requests } = fakeFetch({ 'GET /api/skus': { status: 200, body: skus } });
    const cl = commerceLayerPortFor(
      session,
      { COMMERCE_LAYER_ORGANIZATION: 'maison', COMMERCE_LAYER_ACCESS_TOKEN: 't' },
      fetch,
    );
    await cl!.listSkus(['10-1001-0560-1-00']);
    expect(requests[0]!.url.host).toBe('maison.commercelayer.io');
  });
});
