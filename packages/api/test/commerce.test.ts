import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { email_outbox, eq, open_orders, shopGroupUuid, RING_OF_THE_YEAR } from '@maison/db';
import { issueAccessToken } from '../src';
import { issueCommerceToken } from '../src/commerce-token';
import {
  call,
  createPortalWorld,
  SOLO_LOCATION,
  type Json,
  type PortalWorld,
} from './portal-helpers';

let w: PortalWorld;
let token: string;
const LOCATION = 1;

beforeAll(async () => {
  w = await createPortalWorld(0);
  const res = await call(w, 'POST', `/locations/${LOCATION}/commerce/authenticate/`, {
    who: 'jeweler',
  });
  token = (res.json as { token: string }).token;
}, 120_000);
afterAll(() => w.testDb.close());

const bearer = (t = token) => ({ Authorization: `Bearer ${t}` });
const shop = (method: string, path: string, body?: unknown, t = token) =>
  call(w, method, path, { headers: bearer(t), body });

const FLORA = shopGroupUuid('10-1001');
const ROTY = shopGroupUuid(RING_OF_THE_YEAR);
const RING_BOX = shopGroupUuid('90-9001-0-00');

const selection = (over: Record<string, unknown> = {}) => ({
  length: 56,
  metalColor: 'GG',
  specialColor: null,
  engravingType: null,
  engravingText: '',
  engravingImage: null,
  orderType: 'nocommission',
  note: '',
  endCustomerName: '',
  orderNumber: '',
  requestedDeliveryDate: null,
  yearlyRingId: null,
  ...over,
});

async function emptyCart() {
  const cart = await shop('GET', '/commerce/orders/current/');
  for (const item of (cart.json as { line_items: { id: string }[] }).line_items)
    await shop('DELETE', `/commerce/line-items/${item.id}/`);
}

describe('commerce token', () => {
  it('is issued with the claim and the 30-day cookie', async () => {
    const res = await w.app.request(`/api/v1/locations/${LOCATION}/commerce/authenticate/`, {
      method: 'POST',
      headers: { Authorization: `Token ${w.tokens.jeweler}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/_wff_commerce_token=.+Max-Age=2592000/);
    const claims = decodeJwt(((await res.json()) as { token: string }).token);
    expect(claims.token_type).toBe('commerce');
    expect(claims.commerce).toMatchObject({ customer_id: `loc-${LOCATION}`, location: LOCATION });
    expect(claims.exp! - claims.iat!).toBe(2592000);
  });

  it('is refused without an orders permission at the location, or without login', async () => {
    const solo = await call(w, 'POST', `/locations/${SOLO_LOCATION}/commerce/authenticate/`, {
      who: 'solo',
    });
    expect(solo.status).toBe(403);
    const other = await call(w, 'POST', `/locations/${SOLO_LOCATION}/commerce/authenticate/`, {
      who: 'jeweler',
    });
    expect(other.status).toBe(403);
    const anonymous = await call(w, 'POST', `/locations/${LOCATION}/commerce/authenticate/`);
    expect(anonymous.status).toBe(401);
  });

  it('products and limitations refuse a missing, expired, claimless or access token', async () => {
    const expired = await issueCommerceToken(
      w.userIds.jeweler,
      'test-session',
      { customer_id: 'loc-1', location: 1, currency: 'EUR', market: 'DE' },
      { now: Math.floor(Date.now() / 1000) - 100, expiresInS: 10 },
    );
    const secret = new TextEncoder().encode(process.env.JWT_SECRET);
    const claimless = await new SignJWT({ token_type: 'commerce' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(w.userIds.jeweler))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const partial = await new SignJWT({ token_type: 'commerce', commerce: { location: 1 } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(w.userIds.jeweler))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const access = await issueAccessToken({
      id: w.userIds.jeweler,
      email: 'x',
      is_superuser: false,
    });
    for (const path of ['/commerce/products/', '/commerce/limitations/']) {
      expect((await call(w, 'GET', path)).status).toBe(401);
      for (const bad of [expired, claimless, partial, access, 'garbage']) {
        const res = await shop('GET', path, undefined, bad);
        expect(res.status).toBe(401);
        expect(res.json).toEqual({
          detail: 'Invalid commerce token.',
          code: 'commerce_token_invalid',
        });
      }
      expect((await shop('GET', path)).status).toBe(200);
    }
  });
});

describe('commerce session', () => {
  it('reads the token back: user, claim and location names', async () => {
    const res = await shop('GET', '/commerce/session/');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user: w.userIds.jeweler,
      customer_id: `loc-${LOCATION}`,
      location: LOCATION,
      currency: 'EUR',
      market: 'DE',
    });
    expect((res.json as { location_name: string }).location_name).not.toBe('');
    expect((await call(w, 'GET', '/commerce/session/')).status).toBe(401);
    expect((await shop('GET', '/commerce/session/', undefined, 'garbage')).status).toBe(401);
  });

  it('reads the cookie when the page also sends its access token (Token scheme)', async () => {
    const access = { Authorization: `Token ${w.tokens.jeweler}` };
    const withCookie = await call(w, 'GET', '/commerce/session/', {
      headers: { ...access, cookie: `_wff_commerce_token=${token}` },
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.json).toMatchObject({ location: LOCATION });
    const without = await call(w, 'GET', '/commerce/session/', { headers: access });
    expect(without.status).toBe(401);
  });
});

describe('catalogue', () => {
  it('answers product groups with every Product group field', async () => {
    const res = await shop('GET', '/commerce/products/?language=en&currency=EUR');
    expect(res.status).toBe(200);
    const groups = res.json as Record<string, Json>[];
    const fields = [
      'uuid',
      'name',
      'metaType',
      'productType',
      'metalColors',
      'alloys',
      'isLimited',
      'isRingOfTheYear',
      'skuPrefix',
      'baseSkus',
      'articleLengths',
      'specialLengths',
      'allowEngraving',
      'engravingPrices',
      'standardEngraving',
      'allowSpecialColor',
      'specialColorPrices',
      'hasDefaultEngravingPowerBracelet',
      'useSizeLabels',
      'uvp',
      'products',
      'isDefaultAssortment',
    ];
    for (const g of groups)
      for (const f of fields) expect(g, `${g.skuPrefix} ${f}`).toHaveProperty(f);
    const service = groups.find((g) => g.uuid === RING_BOX)!;
    for (const f of ['orderQuantity', 'maxQuantity', 'unitLabel', 'articleNumber', 'price'])
      expect(service).toHaveProperty(f);
    expect(service.metaType).toBe('service_item');
    const flora = groups.find((g) => g.skuPrefix === '10-1001')!;
    expect(flora.products[0].name).toBe('Flora');
    expect(flora.articleLengths.GG.length).toBe(8);
    // Every card has an image; those without a product story show their generated one.
    for (const g of groups)
      expect(g.products[0]?.imageMain, g.skuPrefix).toMatch(/^\/api\/cms\/v2\/a\/\d+\/.+\.svg$/);
    expect(groups.find((g) => g.uuid === ROTY)!.products).toEqual([
      {
        filterAlloy: ['yellow_gold'],
        fullSlug: 'partner/ring-des-jahres',
        imageMain: expect.stringMatching(/\/10-2027\.svg$/),
        name: 'Ring of the Year 2027',
        name2: 'Ring in yellow gold, limited to 365 pieces',
        type: 'ring',
      },
    ]);
    expect(service.products).toEqual([
      {
        filterAlloy: [],
        fullSlug: '',
        imageMain: expect.stringMatching(/\/90-9001-0-00\.svg$/),
        name: 'Ring box',
        name2: '',
        type: 'ring',
      },
    ]);
    const power = groups.filter((g) => g.hasDefaultEngravingPowerBracelet).map((g) => g.skuPrefix);
    expect(power.sort()).toEqual(['20-2014', '20-2058', '20-2102', '20-2146']);
    expect((await shop('GET', '/commerce/products/?currency=CHF')).status).toBe(400);
  });

  it('answers the free limit numbers of the ring of the year', async () => {
    const res = await shop('GET', '/commerce/limitations/');
    const roty = (res.json as { skuPrefix: string; limitNumbers: number[] }[]).find(
      (l) => l.skuPrefix === RING_OF_THE_YEAR,
    )!;
    expect(roty.limitNumbers).toContain(1);
    expect(roty.limitNumbers).not.toContain(3);
    expect(roty.limitNumbers.length).toBe(365 - 121);
  });
});

describe('cart', () => {
  it('adds, updates and deletes line items; prices come from the server', async () => {
    await emptyCart();
    const add = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: FLORA,
      selection: selection({ engravingType: 1, engravingText: 'Für immer' }),
      unit_amount_cents: 1,
      price: 1,
    });
    expect(add.status).toBe(201);
    const { line_item, order } = add.json as { line_item: Json; order: Json };
    expect(line_item.sku_code).toBe('10-1001-0560-1-00');
    expect(line_item.unit_amount_cents).toBe(60000);
    expect(order.line_item_options[0].total_amount_cents).toBe(4500);
    expect(order.subtotal_amount_cents).toBe(64500);
    expect(order.shipping_amount_cents).toBe(2500);

    const box = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: RING_BOX,
      quantity: 10,
    });
    expect(box.status).toBe(201);
    expect((box.json as Json).line_item.image_url).toMatch(/\/90-9001-0-00\.svg$/);
    const boxId = (box.json as Json).line_item.id;
    const tooMany = await shop('PATCH', `/commerce/line-items/${boxId}/`, { quantity: 55 });
    expect(tooMany.json).toEqual({ quantity: ['shop.hint.too-large-quantity'] });
    const patched = await shop('PATCH', `/commerce/line-items/${boxId}/`, { quantity: 20 });
    expect(patched.status).toBe(200);
    expect((patched.json as Json).line_items.find((l: Json) => l.id === boxId).quantity).toBe(20);
    const jewelryPatch = await shop('PATCH', `/commerce/line-items/${line_item.id}/`, {
      quantity: 2,
    });
    expect(jewelryPatch.status).toBe(400);
    const deleted = await shop('DELETE', `/commerce/line-items/${boxId}/`);
    expect((deleted.json as Json).line_items.length).toBe(1);
    expect((await shop('DELETE', `/commerce/line-items/${boxId}/`)).status).toBe(404);
  });

  it('reports an unknown SKU and selection errors', async () => {
    const bad = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: ROTY,
      selection: selection({ orderType: 'commission', length: 56, yearlyRingId: 1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ endCustomerName: ['form-general.required-field'] });
    await w.testDb.db.execute(
      // A catalogue gap: the SKU of one length is gone.
      (await import('@maison/db')).sql`delete from commerce_skus where code = '10-1001-0580-1-00'`,
    );
    const missing = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: FLORA,
      selection: selection({ length: 58 }),
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      code: 'sku_not_found',
      detail: 'Sku 10-1001-0580-1-00 not found',
    });
  });
});

describe('placing', () => {
  it('an emptied cart has no shipment, totals 0 and is refused (issue 24)', async () => {
    await emptyCart();
    const add = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: RING_BOX,
      quantity: 5,
    });
    expect((add.json as Json).order).toMatchObject({ shipmentCount: 1 });
    expect((add.json as Json).order.shipping_amount_cents).toBeGreaterThan(0);
    const cart = (await shop('GET', '/commerce/orders/current/')).json as Json;
    const emptied = {
      line_items: [],
      shipments: [],
      shipmentCount: 0,
      subtotal_amount_cents: 0,
      shipping_amount_cents: 0,
      shippingAmount: 0,
      total_amount_cents: 0,
      total: 0,
    };
    const deleted = await shop('DELETE', `/commerce/line-items/${cart.line_items[0].id}/`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id: cart.id, ...emptied });
    expect((await shop('GET', '/commerce/orders/current/')).json).toMatchObject(emptied);
    expect((await shop('POST', `/commerce/orders/${cart.id}/reload/`)).json).toMatchObject(emptied);
    const res = await shop('POST', `/commerce/orders/${cart.id}/place/`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'The order has no line items.', code: 'empty_order' });
    // Still the open cart: the next add ships again.
    const again = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: RING_BOX,
      quantity: 5,
    });
    expect((again.json as Json).order).toMatchObject({
      id: cart.id,
      status: 'pending',
      shipmentCount: 1,
      shipping_amount_cents: (add.json as Json).order.shipping_amount_cents,
    });
  });

  it('places once under concurrency, writes open orders and mails', async () => {
    await emptyCart();
    const ring = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: ROTY,
      selection: selection({
        orderType: 'commission',
        length: 56,
        yearlyRingId: 2,
        endCustomerName: 'Anna Berger',
      }),
    });
    expect(ring.status).toBe(201);
    const order = (ring.json as Json).order;
    const before = await w.testDb.db.select().from(email_outbox);
    const [a, b] = await Promise.all([
      shop('POST', `/commerce/orders/${order.id}/place/`),
      shop('POST', `/commerce/orders/${order.id}/place/`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.json as Json).status).toBe('placed');
    const again = await shop('POST', `/commerce/orders/${order.id}/place/`);
    expect((again.json as Json).placed_at).toBe((a.json as Json).placed_at);
    const rows = await w.testDb.db
      .select()
      .from(open_orders)
      .where(eq(open_orders.sell_in_currency, order.currency_code));
    const mine = rows.filter((r) => r.order_no.startsWith(order.number));
    expect(mine.length).toBe(1);
    expect(mine[0]).toMatchObject({
      commission: true,
      location_id: LOCATION,
      article_type: 'ring',
    });
    const listed = await call(
      w,
      'GET',
      `/open-orders/?location__in=${LOCATION}&search=${order.number}`,
      {
        who: 'jeweler',
      },
    );
    expect((listed.json as Json).count).toBe(1);
    const mails = (await w.testDb.db.select().from(email_outbox)).slice(before.length);
    expect(mails.map((m) => m.to).sort()).toEqual(['jeweler@maison.test', 'orders@maison.test']);
    const limits = (await shop('GET', '/commerce/limitations/')).json as Json[];
    expect(limits[0].limitNumbers).not.toContain(2);
    expect(((await shop('GET', '/commerce/orders/current/')).json as Json).id).toBeNull();
  });
});

describe('robustness', () => {
  it('arbitrary line-item bodies never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            article_group_id: fc.constantFrom(FLORA, RING_BOX, ROTY, 'x'),
            selection: fc.jsonValue(),
            quantity: fc.jsonValue(),
          }),
          fc.record({
            article_group_id: fc.constant(FLORA),
            selection: fc.record(
              {
                metalColor: fc.constantFrom('GG', 'WG', 'XX'),
                length: fc.oneof(fc.integer(), fc.double()),
                orderType: fc.constantFrom('commission', 'nocommission'),
                engravingType: fc.constantFrom(1, 2, 3, null),
                engravingText: fc.string(),
                specialColor: fc.constantFrom(null, 1, 10),
              },
              { requiredKeys: [] },
            ),
          }),
        ),
        async (body) => {
          const res = await shop('POST', '/commerce/orders/current/line-items/', body);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
