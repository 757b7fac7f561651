import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_INCLUDE } from './client';
import { fakeFetch, port, session } from './fake-api';
import customer from './fixtures/customer.json';
import token from './fixtures/oauth-token.json';
import order from './fixtures/order.json';
import skus from './fixtures/skus.json';

const listOf = (doc: { data: unknown }) => ({
  data: [doc.data],
  meta: { record_count: 1, page_count: 1 },
});
const NONE = { data: [], meta: { record_count: 0, page_count: 0 } };
const markets = {
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
};

/**
 * Contract tests of the Commerce Layer adapter: a fetch answers JSON:API documents shaped after
 * Commerce Layer's API reference (fixtures/, synthetic: fixtures/README.md), the SDK does the
 * (de)serialisation, and the tests check the requests the adapter sends and what it makes of the
 * answers. No network.
 */

describe('Commerce Layer adapter: catalogue and orders read (contract, synthetic documents)', () => {
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

  it("finds the store's open order by status, market and the store's metadata", async () => {
    const { port: cl, requests } = port({
      'GET /api/orders': {
        status: 200,
        body: { data: [order.data], meta: { record_count: 1, page_count: 1 } },
      },
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
    });
    expect((await cl.findCartOrder())?.id).toBe('qaMAhZkZvd');
    const listed = requests[0]!.url.searchParams;
    expect(listed.get('filter[q][status_in]')).toBe('draft,pending');
    expect(listed.get('filter[q][market_code_eq]')).toBe('DE');
    expect(JSON.parse(listed.get('filter[q][metadata_jcont]')!)).toEqual({ location: 1 });
    // The token's customer id (loc-1) is ours, not a Commerce Layer customer id.
    expect(listed.has('filter[q][customer_id_eq]')).toBe(false);
    expect(listed.get('page[size]')).toBe('1');
  });

  it('creates no second order when the store has an open one (a later add)', async () => {
    const { port: cl, requests } = port({
      'GET /api/orders': {
        status: 200,
        body: { data: [order.data], meta: { record_count: 1, page_count: 1 } },
      },
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
    });
    const cart = await cl.createCartOrder({
      language_code: 'de',
      customer_email: 'jeweler@maison.test',
    });
    expect(cart.id).toBe('qaMAhZkZvd');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("creates the order on the store's customer, found by its reference", async () => {
    const { port: cl, requests } = port({
      'GET /api/orders': { status: 200, body: NONE },
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
      'GET /api/markets': { status: 200, body: markets },
      'GET /api/customers': { status: 200, body: listOf(customer) },
      'POST /api/orders': { status: 201, body: { data: order.data } },
    });
    await cl.createCartOrder({ language_code: 'de', customer_email: 'solo@maison.test' });
    const lookups = requests.filter((r) => r.url.pathname === '/api/customers');
    expect(lookups.map((r) => r.method)).toEqual(['GET']);
    expect(lookups[0]!.url.searchParams.get('filter[q][reference_eq]')).toBe('loc-1');
    const created = requests.find((r) => r.method === 'POST')!.body as {
      data: { attributes: unknown; relationships: unknown };
    };
    expect(created.data.attributes).toEqual({
      language_code: 'de',
      customer_email: 'jeweler@maison.test',
      metadata: { location: 1, customer_id: 'loc-1' },
    });
    expect(created.data.relationships).toEqual({
      market: { data: { type: 'markets', id: 'mkDE' } },
      customer: { data: { type: 'customers', id: 'cuMLoKxDwP' } },
    });
  });

  it('finds the customer by e-mail, else creates it with the reference', async () => {
    const byEmail = port({
      'GET /api/orders': { status: 200, body: NONE },
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
      'GET /api/markets': { status: 200, body: markets },
      'GET /api/customers': [
        { status: 200, body: NONE },
        { status: 200, body: listOf(customer) },
      ],
      'POST /api/orders': { status: 201, body: { data: order.data } },
    });
    await byEmail.port.createCartOrder({
      language_code: 'de',
      customer_email: 'jeweler@maison.test',
    });
    const asked = byEmail.requests.filter((r) => r.url.pathname === '/api/customers');
    expect(asked.map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(asked[1]!.url.searchParams.get('filter[q][email_eq]')).toBe('jeweler@maison.test');

    const fresh = port({
      'GET /api/orders': { status: 200, body: NONE },
      'GET /api/orders/qaMAhZkZvd': { status: 200, body: order },
      'GET /api/markets': { status: 200, body: markets },
      'GET /api/customers': [
        { status: 200, body: NONE },
        { status: 200, body: NONE },
      ],
      'POST /api/customers': { status: 201, body: customer },
      'POST /api/orders': { status: 201, body: { data: order.data } },
    });
    await fresh.port.createCartOrder({
      language_code: 'de',
      customer_email: 'jeweler@maison.test',
    });
    const created = fresh.requests.find(
      (r) => r.method === 'POST' && r.url.pathname === '/api/customers',
    )!;
    expect((created.body as { data: unknown }).data).toEqual({
      type: 'customers',
      attributes: {
        email: 'jeweler@maison.test',
        reference: 'loc-1',
        metadata: { location: 1 },
      },
      relationships: {},
    });
  });
});

describe('commerceLayerPortFor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is configured by the organization and an integration client id and secret', async () => {
    const { commerceLayerPortFor } = await import('../index');
    const env = {
      COMMERCE_LAYER_ORGANIZATION: 'maison',
      COMMERCE_LAYER_CLIENT_ID: 'client-for-port-for',
      COMMERCE_LAYER_CLIENT_SECRET: 'secret',
    };
    expect(commerceLayerPortFor(session, {})).toBeNull();
    expect(
      commerceLayerPortFor(session, { ...env, COMMERCE_LAYER_CLIENT_SECRET: undefined }),
    ).toBeNull();
    expect(commerceLayerPortFor(session, { ...env, COMMERCE_LAYER_CLIENT_ID: '' })).toBeNull();
    // js-auth asks the token endpoint with the global fetch; the API with the port's.
    const auth = fakeFetch({ 'POST /oauth/token': { status: 200, body: token } });
    vi.stubGlobal('fetch', auth.fetch);
    const { fetch, requests } = fakeFetch({ 'GET /api/skus': { status: 200, body: skus } });
    const cl = commerceLayerPortFor(session, env, fetch);
    await cl!.listSkus(['10-1001-0560-1-00']);
    expect(auth.requests[0]!.url.host).toBe('auth.commercelayer.io');
    expect(requests[0]!.url.host).toBe('maison.commercelayer.io');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer integration-token-1');
    // Another session's port of the same process reuses the token.
    await commerceLayerPortFor({ ...session, location: 2 }, env, fetch)!.listSkus(['x']);
    expect(auth.requests).toHaveLength(1);
  });
});
