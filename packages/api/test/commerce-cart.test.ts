import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email_outbox, eq, open_orders, users } from '@maison/db';
import { call, type Json } from './portal-helpers';
import { FLORA, RING_BOX, ROTY, selection, useShopWorld } from './shop-helpers';

/** The cart: line items priced by the server, placing an order once, arbitrary bodies. */

const LOCATION = 1;
const w = useShopWorld(LOCATION);
const bearer = (t = w.token) => ({ Authorization: `Bearer ${t}` });
const shop = (method: string, path: string, body?: unknown, t = w.token) =>
  call(w, method, path, { headers: bearer(t), body });

async function emptyCart() {
  const cart = await shop('GET', '/commerce/orders/current/');
  for (const item of (cart.json as { line_items: { id: string }[] }).line_items)
    await shop('DELETE', `/commerce/line-items/${item.id}/`);
}

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
    const offStep = await shop('PATCH', `/commerce/line-items/${boxId}/`, { quantity: 12 });
    expect(offStep).toEqual({
      status: 400,
      json: { quantity: ['Ensure this value is a multiple of 5.'] },
    });
    const offStepAdded = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: RING_BOX,
      quantity: 7,
    });
    expect(offStepAdded.json).toEqual({ quantity: ['Ensure this value is a multiple of 5.'] });
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
    // The confirmation is in the jeweler's language, the notification in the brand's German.
    await w.testDb.db
      .update(users)
      .set({ language: 'ja' })
      .where(eq(users.email, 'jeweler@maison.test'));
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
    const confirmation = mails.find((m) => m.to === 'jeweler@maison.test')!;
    const notification = mails.find((m) => m.to === 'orders@maison.test')!;
    expect(confirmation.language).toBe('ja');
    expect(confirmation.text).toContain('リング・オブ・ザ・イヤー 2027');
    expect(confirmation.text).toContain('請求書払い（30日以内に全額）');
    expect(confirmation.text).not.toMatch(/Ring des Jahres|Rechnung|Versicherter/);
    expect(notification.text).toContain('Ring des Jahres 2027');
    expect(notification.text).toContain('Rechnung, 30 Tage netto');
    await w.testDb.db
      .update(users)
      .set({ language: 'de' })
      .where(eq(users.email, 'jeweler@maison.test'));
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
