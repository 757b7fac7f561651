import { describe, expect, it } from 'vitest';
import { cartLine, formatCents } from '@maison/domain';
import { createCommerceLayerPort } from './commercelayer/client';
import order from './commercelayer/fixtures/order.json';
import type { CommerceOrder } from './types';
import { toShopOrder } from './view';

async function fixtureOrder(): Promise<CommerceOrder> {
  const fetch = async () =>
    new Response(JSON.stringify(order), {
      status: 200,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  const port = createCommerceLayerPort({
    organization: 'maison',
    accessToken: 't',
    session: { customerId: 'c', location: 1, currency: 'EUR', market: 'DE' },
    fetch,
  });
  return (await port.retrieveOrder('qaMAhZkZvd'))!;
}

describe('toShopOrder (001 §3 Order)', () => {
  it('answers the spec fields with totals from items, options and shipping', async () => {
    const o = toShopOrder(await fixtureOrder());
    expect(o).toMatchObject({
      id: 'qaMAhZkZvd',
      status: 'pending',
      subtotal_amount_cents: 69000 + 8000 + 6000,
      shipping_amount_cents: 4500,
      total_amount_cents: 87500,
      total: 875,
      shippingAmount: 45,
      shipmentCount: 1,
      payment_terms: 'Rechnung, 30 Tage netto',
      shipping_address: {
        full_name: 'Hofmann München',
        line_1: 'Maximilianstraße 12',
        line_2: null,
        zip_code: '80539',
        city: 'München',
        country_code: 'DE',
      },
    });
    expect(o.shipments[0]).toMatchObject({
      shipping_method: { id: 'zrRJwFzDMz', name: 'Versicherter Versand' },
      price_amount_for_shipment_cents: 4500,
      weight_tier_name: 'bis 2 kg',
    });
    const line = cartLine(o.line_items[0]!, o.line_item_options, 'Ring in Gelbgold');
    expect(line).toMatchObject({
      price: 75000,
      engraving: { type: 2, text: '"Für immer"', price: 6000 },
      metalColor: 'GG',
      length: 56,
    });
    expect(formatCents(o.total_amount_cents, o.currency_code).replace(/\u00a0/g, ' ')).toBe(
      '875 €',
    );
  });

  it('matches the tier by weight when the engine knows it', async () => {
    const base = await fixtureOrder();
    const weighed: CommerceOrder = {
      ...base,
      shipments: base.shipments.map((s) => ({
        ...s,
        weight_grams: 248,
        shipping_method: s.shipping_method && {
          ...s.shipping_method,
          price_amount_for_shipment_cents: null,
        },
      })),
    };
    expect(toShopOrder(weighed).shipments[0]).toMatchObject({
      weight_grams: 248,
      weight_tier_name: 'Versicherter Versand bis 500 g',
      price_amount_for_shipment_cents: 2500,
    });
  });

  it('an emptied order shows no shipment and totals 0, whatever the service keeps (issue 24)', async () => {
    const base = await fixtureOrder();
    // Commerce Layer's order after its last line item was deleted, its shipment still priced.
    const emptied: CommerceOrder = { ...base, line_items: [], line_item_options: [] };
    expect(emptied.shipments[0]?.shipping_method?.price_amount_for_shipment_cents).toBe(4500);
    expect(toShopOrder(emptied)).toMatchObject({
      line_items: [],
      shipments: [],
      shipmentCount: 0,
      subtotal_amount_cents: 0,
      shipping_amount_cents: 0,
      total_amount_cents: 0,
      total: 0,
      shippingAmount: 0,
    });
  });
});
