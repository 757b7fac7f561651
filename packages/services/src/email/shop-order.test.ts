import { describe, expect, it } from 'vitest';
import type { Locale, Order } from '@maison/domain';
import { shopOrderMails } from './shop-order';

function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    number: '100123',
    status: 'placed',
    currency_code: 'JPY',
    total: 254_000,
    total_amount_cents: 25_400_000,
    subtotal_amount_cents: 25_000_000,
    shippingAmount: 4_000,
    shipping_amount_cents: 400_000,
    shipmentCount: 1,
    shipping_address: null,
    billing_address: null,
    line_items: [
      {
        id: 'li-1',
        sku_code: '10-1001-1-00',
        quantity: 1,
        unit_amount_cents: 25_000_000,
        created_at: '2026-11-28T09:58:00.000Z',
        name: 'Flora',
        image_url: null,
        total_amount_cents: 25_000_000,
        metadata: {
          article_group_id: 'group-10-1001',
          limit_nr: null,
          order_type: 'nocommission',
          note: null,
          requested_delivery_date: null,
          end_customer_name: null,
          order_number: null,
          meta_type: 'jewelry',
          article_nr_src: '10-1001-1-54',
          article_metal_color: 'GG',
          final_length: 54,
          special_color: null,
          product_type: 'ring',
          prices: {
            base_amount_cents: 25_000_000,
            special_color_amount_cents: 0,
            final_length_amount_cents: 0,
          },
        },
      },
    ],
    line_item_options: [],
    shipments: [
      {
        id: 'sh-1',
        shipping_method: { id: 'sm-1', name: 'Versicherter Versand' },
        shipping_weight_tiers: [],
        price_amount_for_shipment_cents: 400_000,
        weight_tier_name: 'Versicherter Versand bis 500 g',
        weight_grams: 8,
      },
    ],
    payment_terms: 'Rechnung, 30 Tage netto',
    placed_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

/** The confirmation and the notification of an order placed by a jeweler writing `language`. */
const mails = (language: Locale, order = placedOrder(), groupNames?: Record<string, string>) =>
  shopOrderMails({
    order,
    locationName: 'Ginza',
    user: { email: 'jeweler@maison.test', first_name: 'Hana', language },
    brandEmail: 'orders@maison.test',
    groupNames,
  });

describe('shop order mails (decision 0040)', () => {
  it("puts the commerce data's tier and payment terms in the jeweler's language", () => {
    const [confirmation, notification] = mails('ja');
    expect(confirmation!.text).toContain('お支払い条件: 請求書払い（30日以内に全額）');
    expect(confirmation!.text).toContain('送料 (保険付き配送（500 g');
    expect(confirmation!.text).not.toMatch(/Rechnung|Versicherter/);
    expect(confirmation!.html).toContain('請求書払い');
    // The brand reads its orders in German, as configured.
    expect(notification!.text).toContain('Zahlungsbedingungen: Rechnung, 30 Tage netto');
    expect(notification!.text).toContain('Versand (Versicherter Versand bis 500 g)');
  });

  it("names the lines by their product group in the jeweler's language", () => {
    const [confirmation, notification] = mails('ja', placedOrder(), {
      'group-10-1001': 'フローラ',
    });
    expect(confirmation!.text).toContain('10-1001-1-54 フローラ – 数量 1');
    expect(notification!.text).toContain('10-1001-1-54 Flora – Menge 1');
  });

  it('formats the weight for the language and keeps texts it does not know', () => {
    const [english] = mails(
      'en',
      placedOrder({
        payment_terms: 'Vorkasse',
        shipments: [
          { ...placedOrder().shipments[0]!, weight_tier_name: 'Versicherter Versand über 2 kg' },
        ],
      }),
    );
    expect(english!.text).toContain('Shipping (Insured shipping over 2 kg)');
    expect(english!.text).toContain('Payment terms: Vorkasse');
  });

  it('leaves the shipping label alone when no tier matched', () => {
    const [korean] = mails('ko', placedOrder({ shipments: [], payment_terms: null }));
    expect(korean!.text).toMatch(/^배송비: /m);
    expect(korean!.text).not.toContain('결제 조건');
  });
});
