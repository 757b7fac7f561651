import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartBadgeCount,
  cartLine,
  engravingLineItemOption,
  jewelryLineItemMetadata,
  lineProduct,
  matchWeightTier,
  orderShipments,
  orderTotals,
  quantityInCart,
  serviceLineItemMetadata,
  shipmentWeightGrams,
  shippingMethodToAssign,
  sortCartLines,
  weightInGrams,
} from './cart';
import { initialOrderForm, selectionSkus } from './order-form';
import { composePrice, unitAmountCents } from './prices';
import { ringGroup, ringOfTheYearGroup, serviceGroup } from './testing';
import type {
  OrderLineItem,
  OrderLineItemOption,
  SelectionState,
  ShippingWeightTier,
} from './types';

const selection = (overrides: Partial<SelectionState> = {}): SelectionState => ({
  ...initialOrderForm(ringGroup()).selection,
  metalColor: 'GG',
  length: 68,
  specialColor: 4,
  engravingType: 2,
  engravingText: '„Für immer“',
  note: ' Bitte schnell ',
  orderNumber: 'K-4711',
  requestedDeliveryDate: '2027-05-01',
  ...overrides,
});

describe('line items of a selection (001 §3)', () => {
  it('carries the metadata and the engraving option', () => {
    const g = ringGroup();
    const sel = selection();
    const skus = selectionSkus(g, sel)!;
    const prices = composePrice(g, sel, 'EUR', 1250);
    expect(jewelryLineItemMetadata(g, sel, skus, prices)).toEqual({
      article_group_id: 'group-10-1001',
      limit_nr: null,
      order_type: 'nocommission',
      note: 'Bitte schnell',
      requested_delivery_date: '2027-05-01',
      end_customer_name: null,
      order_number: 'K-4711',
      meta_type: 'jewelry',
      article_nr_src: '10-1001-0680-1-00-C4-SL',
      article_metal_color: 'GG',
      final_length: 68,
      special_color: 4,
      product_type: 'ring',
      prices: {
        base_amount_cents: 125000,
        special_color_amount_cents: 9000,
        final_length_amount_cents: 18000,
      },
    });
    expect(engravingLineItemOption(sel, prices)).toEqual({
      sku_option: {
        metadata: { option_type: 'engraving', engraving_no: 2 },
        price_amount_cents: 8000,
      },
      options: { engraving_text: '"Für immer"' },
    });
    expect(
      engravingLineItemOption(
        selection({ engravingType: 3, engravingImage: 'symbol:rose' }),
        prices,
      ),
    ).toMatchObject({
      options: { engraving_image: 'symbol:rose' },
    });
    expect(engravingLineItemOption(selection({ engravingType: null }), prices)).toBeNull();
    expect(engravingLineItemOption(selection({ engravingText: '😀' }), prices)).toBeNull();
  });

  it('sets limit_nr only for the ring of the year, and service metadata', () => {
    const g = ringOfTheYearGroup();
    const sel = selection({
      length: 56,
      specialColor: null,
      yearlyRingId: 12,
      orderType: 'commission',
      endCustomerName: 'Berger',
    });
    const m = jewelryLineItemMetadata(
      g,
      sel,
      selectionSkus(g, sel)!,
      composePrice(g, sel, 'EUR', null),
    );
    expect(m).toMatchObject({
      limit_nr: 12,
      order_type: 'commission',
      end_customer_name: 'Berger',
      article_nr_src: '10-2027-0560-1-27',
    });
    expect(
      jewelryLineItemMetadata(
        ringGroup(),
        { ...sel, specialColor: null, length: 56 },
        selectionSkus(ringGroup(), { ...sel, length: 56 })!,
        composePrice(ringGroup(), { ...sel, length: 56 }, 'EUR', null),
      ).limit_nr,
    ).toBeNull();
    expect(serviceLineItemMetadata(serviceGroup(), 800)).toMatchObject({
      meta_type: 'service_item',
      order_type: null,
      article_nr_src: '90-9001-0-00',
      prices: {
        base_amount_cents: 800,
        special_color_amount_cents: 0,
        final_length_amount_cents: 0,
      },
    });
  });
});

const item = (
  id: string,
  name: string,
  created_at: string,
  overrides: Partial<OrderLineItem> = {},
): OrderLineItem => {
  const g = ringGroup();
  const sel = selection();
  const prices = composePrice(g, sel, 'EUR', 1250);
  return {
    id,
    sku_code: '10-1001-1-00',
    quantity: 1,
    unit_amount_cents: unitAmountCents(prices),
    created_at,
    name,
    image_url: null,
    total_amount_cents: unitAmountCents(prices),
    metadata: jewelryLineItemMetadata(g, sel, selectionSkus(g, sel)!, prices),
    ...overrides,
  };
};

describe('cart lines (001 §3 display)', () => {
  it('shows every display field with the engraving', () => {
    const li = item('li-1', 'Flora', '2027-03-01T10:00:00Z');
    const option: OrderLineItemOption = {
      id: 'opt-1',
      line_item_id: 'li-1',
      quantity: 1,
      total_amount_cents: 8000,
      sku_option: {
        metadata: { option_type: 'engraving', engraving_no: 2 },
        price_amount_cents: 8000,
      },
      options: { engraving_text: 'Für immer' },
    };
    expect(cartLine(li, [option], 'Ring in Gelbgold')).toEqual({
      id: 'li-1',
      name: 'Flora',
      nameParts: ['Flora', 'Ring in Gelbgold'],
      img: null,
      limitNr: null,
      metalColor: 'GG',
      alloy: 'Gelbgold',
      length: 68,
      type: 'ring',
      metaType: 'jewelry',
      orderType: 'nocommission',
      quantity: 1,
      note: 'Bitte schnell',
      orderNumber: 'K-4711',
      endCustomerName: null,
      requestedDeliveryDate: '2027-05-01',
      engraving: { type: 2, text: 'Für immer', image: null, price: 8000 },
      price: 152000 + 8000,
      price_base: 125000,
      price_special_color_amount_cents: 9000,
      price_special_length_amount_cents: 18000,
      created_at: '2027-03-01T10:00:00Z',
    });
    expect(cartLine(li, []).engraving).toBeNull();
  });

  it('sorts newest first or by product name', () => {
    const lines = [
      item('a', 'Vela', '2027-03-01T10:00:00Z'),
      item('b', 'aurelia', '2027-03-02T10:00:00Z'),
      item('c', 'Ölzweig', '2027-03-03T10:00:00Z'),
      item('d', 'Aurelia', '2027-03-04T10:00:00Z'),
    ];
    expect(sortCartLines(lines, 'added_at').map((l) => l.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(sortCartLines(lines, 'by_productname').map((l) => l.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(lines.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorting is a permutation and added_at is non-increasing (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.string({ minLength: 1, maxLength: 4 }),
            name: fc.string({ maxLength: 6 }),
            created_at: fc.integer({ min: 0, max: 1e12 }).map((t) => new Date(t).toISOString()),
          }),
          { selector: (l) => l.id },
        ),
        fc.constantFrom('added_at' as const, 'by_productname' as const),
        (lines, sort) => {
          const sorted = sortCartLines(lines, sort);
          expect([...sorted].map((l) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
          if (sort === 'added_at')
            sorted
              .slice(1)
              .forEach((l, i) => expect(l.created_at <= sorted[i]!.created_at).toBe(true));
          expect(sortCartLines([...lines].reverse(), sort)).toEqual(sorted);
        },
      ),
    );
  });
});

const tiers: ShippingWeightTier[] = [
  { name: 'Paket bis 2 kg', up_to: 2000, price_amount_cents: 1900 },
  { name: 'Brief bis 500 g', up_to: 500, price_amount_cents: 900 },
  { name: 'Paket über 2 kg', up_to: null, price_amount_cents: 3500 },
];

describe('shipping from weight tiers and totals (001 §2, §9)', () => {
  it('sums the shipment weight and matches its tier', () => {
    expect(
      shipmentWeightGrams([
        { weight_grams: 120, quantity: 2 },
        { weight_grams: 60, quantity: 5 },
      ]),
    ).toBe(540);
    expect(matchWeightTier(tiers, 0)?.name).toBe('Brief bis 500 g');
    expect(matchWeightTier(tiers, 500)?.name).toBe('Brief bis 500 g');
    expect(matchWeightTier(tiers, 540)?.name).toBe('Paket bis 2 kg');
    expect(matchWeightTier(tiers, 2001)?.name).toBe('Paket über 2 kg');
    expect(matchWeightTier(tiers.slice(0, 2), 2001)).toBeNull();
  });

  it('sums the seeded weights by hand: rings, boxes, a ring sizer (001 §9)', () => {
    // 2 rings of 8 g and 10 ring boxes of 120 g: 16 + 1200 = 1216 g, parcel up to 2 kg.
    const boxes = shipmentWeightGrams([
      { weight_grams: 8, quantity: 2 },
      { weight_grams: 120, quantity: 10 },
    ]);
    expect(boxes).toBe(1216);
    expect(matchWeightTier(tiers, boxes)?.name).toBe('Paket bis 2 kg');
    // A necklace (15 g) and a bracelet (25 g): 40 g, a letter.
    const light = shipmentWeightGrams([
      { weight_grams: 15, quantity: 1 },
      { weight_grams: 25, quantity: 1 },
    ]);
    expect(light).toBe(40);
    expect(matchWeightTier(tiers, light)?.name).toBe('Brief bis 500 g');
    // 7 ring sizers of 300 g: 2100 g, over 2 kg; an item without weight adds nothing.
    const heavy = shipmentWeightGrams([
      { weight_grams: 300, quantity: 7 },
      { weight_grams: null, quantity: 3 },
    ]);
    expect(heavy).toBe(2100);
    expect(matchWeightTier(tiers, heavy)?.name).toBe('Paket über 2 kg');
    expect(shipmentWeightGrams([])).toBe(0);
  });

  it("converts Commerce Layer's units to grams", () => {
    expect(weightInGrams(8, 'gr')).toBe(8);
    expect(weightInGrams(8, null)).toBe(8);
    expect(weightInGrams(2, 'oz')).toBeCloseTo(56.699, 3);
    expect(weightInGrams(1.5, 'lb')).toBeCloseTo(680.389, 3);
  });

  it('assigns the first available shipping method to a shipment without one (001 §7)', () => {
    const insured = { id: 'insured' };
    const express = { id: 'express' };
    expect(
      shippingMethodToAssign({
        shipping_method: null,
        available_shipping_methods: [insured, express],
      }),
    ).toBe(insured);
    expect(
      shippingMethodToAssign({
        shipping_method: express,
        available_shipping_methods: [insured, express],
      }),
    ).toBeNull();
    expect(
      shippingMethodToAssign({ shipping_method: null, available_shipping_methods: [] }),
    ).toBeNull();
  });

  it('a heavier shipment never ships cheaper with increasing tier prices (property)', () => {
    fc.assert(
      fc.property(fc.nat(10000), fc.nat(10000), (a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(matchWeightTier(tiers, light)!.price_amount_cents).toBeLessThanOrEqual(
          matchWeightTier(tiers, heavy)!.price_amount_cents,
        );
      }),
    );
  });

  it('totals items, options and shipping', () => {
    expect(
      orderTotals({
        line_items: [
          { unit_amount_cents: 152000, quantity: 1 },
          { unit_amount_cents: 800, quantity: 10 },
        ],
        line_item_options: [{ total_amount_cents: 8000 }],
        shipments: [{ price_amount_for_shipment_cents: 1900 }],
      }),
    ).toEqual({
      subtotal_amount_cents: 168000,
      shipping_amount_cents: 1900,
      total_amount_cents: 169900,
    });
    expect(
      orderTotals({ line_items: [], line_item_options: [], shipments: [] }).total_amount_cents,
    ).toBe(0);
  });

  it('an order without line items ships nothing and totals 0 (issue 24)', () => {
    // What an emptied cart still carries: the shipment of its last line, priced by the lowest
    // tier (a weight of 0 matches it).
    const emptied = {
      line_items: [],
      line_item_options: [],
      shipments: [
        { price_amount_for_shipment_cents: matchWeightTier(tiers, 0)!.price_amount_cents },
      ],
    };
    expect(orderShipments(emptied)).toEqual([]);
    expect(orderTotals(emptied)).toEqual({
      subtotal_amount_cents: 0,
      shipping_amount_cents: 0,
      total_amount_cents: 0,
    });
    const shipped = { ...emptied, line_items: [{ unit_amount_cents: 800, quantity: 5 }] };
    expect(orderShipments(shipped)).toEqual(emptied.shipments);
    expect(orderTotals(shipped)).toEqual({
      subtotal_amount_cents: 4000,
      shipping_amount_cents: 900,
      total_amount_cents: 4900,
    });
  });

  it('counts the badge and the quantity in the cart', () => {
    const order = {
      status: 'pending',
      line_items: [item('a', 'A', '2027-01-01T00:00:00Z'), item('b', 'B', '2027-01-01T00:00:00Z')],
    };
    expect(cartBadgeCount(order)).toBe(2);
    expect(cartBadgeCount({ ...order, status: 'placed' })).toBe(0);
    expect(cartBadgeCount(null)).toBe(0);
    expect(
      quantityInCart(
        [
          { sku_code: 'x', quantity: 5 },
          { sku_code: 'x', quantity: 10 },
          { sku_code: 'y', quantity: 1 },
        ],
        'x',
      ),
    ).toBe(15);
  });
});

describe('lineProduct (001 §3 "products")', () => {
  const [flora] = ringGroup().products;
  const white = { ...flora!, filterAlloy: ['white_gold' as const], name2: 'Ring in Weißgold' };
  const bicolour = { ...flora!, filterAlloy: ['yellow_gold' as const, 'white_gold' as const] };

  it("shows a line with the group's product in its metal colour", () => {
    expect(lineProduct([flora!, white], 'WG')).toBe(white);
    expect(lineProduct([flora!, white], 'GG')).toBe(flora);
    expect(lineProduct([flora!, bicolour], 'GW')).toBe(bicolour);
  });

  it('shows no product of another colour, and the first for a line without a colour', () => {
    expect(lineProduct([flora!], 'WG')).toBeUndefined();
    expect(lineProduct([bicolour], 'GG')).toBeUndefined();
    expect(lineProduct([flora!], null)).toBe(flora);
    expect(lineProduct([], 'GG')).toBeUndefined();
  });
});
