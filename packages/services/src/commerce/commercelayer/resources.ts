import type {
  Address,
  LineItem,
  LineItemOption,
  Order,
  PaymentMethod,
  Price,
  Shipment,
  ShippingMethod,
  Sku,
  SkuOption,
} from '@commercelayer/sdk';
import {
  isEngravingType,
  shipmentWeightGrams,
  weightInGrams,
  type LineItemMetadata,
} from '@maison/domain';
import type {
  CommerceAddress,
  CommerceLineItem,
  CommerceLineItemOption,
  CommerceOrder,
  CommercePaymentMethod,
  CommercePrice,
  CommerceShipment,
  CommerceShippingMethod,
  CommerceSku,
  CommerceSkuOption,
} from '../types';

/** Commerce Layer's resources, as the SDK returns them, mapped to the commerce port's shapes. */

const num = (value: number | null | undefined): number => value ?? 0;

function toPrice(p: Price): CommercePrice {
  return {
    id: p.id,
    currency_code: p.currency_code ?? '',
    sku_code: p.sku_code ?? '',
    amount_cents: p.amount_cents,
    amount_float: p.amount_float ?? 0,
    formatted_amount: p.formatted_amount ?? '',
    compare_at_amount_cents: p.compare_at_amount_cents ?? null,
  };
}

function toSkuOption(o: SkuOption): CommerceSkuOption {
  const metadata = (o.metadata ?? {}) as Record<string, unknown>;
  const engravingNo = Number(metadata.engraving_no);
  return {
    id: o.id,
    name: o.name,
    currency_code: o.currency_code ?? null,
    description: o.description ?? null,
    price_amount_cents: num(o.price_amount_cents),
    formatted_price_amount: o.formatted_price_amount ?? null,
    sku_code_regex: o.sku_code_regex ?? null,
    metadata: {
      ...metadata,
      option_type: 'engraving',
      engraving_no: isEngravingType(engravingNo) ? engravingNo : 1,
    },
  };
}

export function toSku(s: Sku): CommerceSku {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    description: s.description ?? null,
    image_url: s.image_url ?? null,
    weight: s.weight ?? null,
    unit_of_weight: s.unit_of_weight ?? null,
    do_not_ship: Boolean(s.do_not_ship),
    metadata: (s.metadata ?? {}) as CommerceSku['metadata'],
    prices: (s.prices ?? []).map(toPrice),
    sku_options: (s.sku_options ?? [])
      .filter(
        (o) => (o.metadata as Record<string, unknown> | undefined)?.option_type === 'engraving',
      )
      .map(toSkuOption),
  };
}

function toShippingMethod(m: ShippingMethod): CommerceShippingMethod {
  return {
    id: m.id,
    name: m.name,
    scheme: m.scheme ?? 'flat',
    currency_code: m.currency_code ?? '',
    price_amount_cents: m.price_amount_cents,
    price_amount_for_shipment_cents: m.price_amount_for_shipment_cents ?? null,
    formatted_price_amount_for_shipment: m.formatted_price_amount_for_shipment ?? null,
    unit_of_weight: m.unit_of_weight ?? null,
    shipping_weight_tiers: (m.shipping_weight_tiers ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      up_to: t.up_to ?? null,
      price_amount_cents: t.price_amount_cents,
      formatted_price_amount: t.formatted_price_amount ?? null,
    })),
  };
}

/** `weightGrams`: the order's items' weight when it is known (toOrder), else null. */
export function toShipment(s: Shipment, weightGrams: number | null = null): CommerceShipment {
  return {
    id: s.id,
    number: s.number,
    status: s.status,
    currency_code: s.currency_code ?? '',
    weight_grams: weightGrams,
    shipping_method: s.shipping_method ? toShippingMethod(s.shipping_method) : null,
    available_shipping_methods: (s.available_shipping_methods ?? []).map(toShippingMethod),
  };
}

function toAddress(a: Address | null | undefined): CommerceAddress | null {
  if (!a) return null;
  return {
    id: a.id,
    first_name: a.first_name ?? null,
    last_name: a.last_name ?? null,
    company: a.company ?? null,
    full_name: a.full_name ?? [a.first_name, a.last_name].filter(Boolean).join(' '),
    line_1: a.line_1,
    line_2: a.line_2 ?? null,
    city: a.city,
    zip_code: a.zip_code ?? '',
    state_code: a.state_code ?? null,
    country_code: a.country_code,
    phone: a.phone,
  };
}

function toPaymentMethod(p: PaymentMethod | null | undefined): CommercePaymentMethod | null {
  if (!p) return null;
  return {
    id: p.id,
    name: p.name ?? '',
    payment_source_type: p.payment_source_type,
    price_amount_cents: p.price_amount_cents,
    metadata: (p.metadata ?? {}) as CommercePaymentMethod['metadata'],
  };
}

export function toLineItem(l: LineItem): CommerceLineItem {
  return {
    id: l.id,
    sku_code: l.sku_code ?? '',
    quantity: l.quantity,
    name: l.name ?? '',
    image_url: l.image_url ?? null,
    unit_amount_cents: num(l.unit_amount_cents),
    formatted_unit_amount: l.formatted_unit_amount ?? null,
    total_amount_cents: num(l.total_amount_cents),
    formatted_total_amount: l.formatted_total_amount ?? null,
    item_type: 'skus',
    metadata: (l.metadata ?? {}) as unknown as LineItemMetadata,
    created_at: l.created_at,
    updated_at: l.updated_at,
  };
}

function toLineItemOption(o: LineItemOption): CommerceLineItemOption | null {
  if (!o.sku_option || !o.line_item) return null;
  return {
    id: o.id,
    name: o.name ?? '',
    quantity: o.quantity,
    options: o.options as CommerceLineItemOption['options'],
    unit_amount_cents: num(o.unit_amount_cents),
    total_amount_cents: num(o.total_amount_cents),
    formatted_total_amount: o.formatted_total_amount ?? null,
    line_item_id: o.line_item.id,
    sku_option: toSkuOption(o.sku_option),
  };
}

const ORDER_STATUSES = new Set(['draft', 'pending', 'placed', 'approved', 'cancelled']);

/**
 * 001 §9: the weight of the order's one shipment from its SKU line items' SKUs (ORDER_INCLUDE's
 * `line_items.sku`), as the embedded engine weighs it; null when a SKU was not included.
 */
function itemsWeightGrams(items: readonly LineItem[]): number | null {
  const weighed = [];
  for (const l of items) {
    if (!l.sku) return null;
    weighed.push({
      weight_grams: l.sku.weight == null ? null : weightInGrams(l.sku.weight, l.sku.unit_of_weight),
      quantity: l.quantity,
    });
  }
  return shipmentWeightGrams(weighed);
}

/** A Commerce Layer order as the port's order (only its sku line items count). */
export function toOrder(o: Order): CommerceOrder {
  const skuItems = (o.line_items ?? []).filter((l) => l.item_type === 'skus');
  const weight = itemsWeightGrams(skuItems);
  // "placing" (asynchronous placement) is not placed yet and "editing" is open again: pending.
  const status = ORDER_STATUSES.has(o.status) ? (o.status as CommerceOrder['status']) : 'pending';
  return {
    id: o.id,
    number: o.number ?? o.id,
    status,
    payment_status: o.payment_status,
    currency_code: o.currency_code ?? '',
    language_code: o.language_code ?? null,
    customer_email: o.customer_email ?? null,
    skus_count: num(o.skus_count),
    line_item_options_count: num(o.line_item_options_count),
    shipments_count: num(o.shipments_count),
    subtotal_amount_cents: num(o.subtotal_amount_cents),
    shipping_amount_cents: num(o.shipping_amount_cents),
    total_amount_cents: num(o.total_amount_cents),
    formatted_subtotal_amount: o.formatted_subtotal_amount ?? null,
    formatted_shipping_amount: o.formatted_shipping_amount ?? null,
    formatted_total_amount: o.formatted_total_amount ?? null,
    placed_at: o.placed_at ?? null,
    created_at: o.created_at,
    updated_at: o.updated_at,
    metadata: (o.metadata ?? {}) as Record<string, unknown>,
    shipping_address: toAddress(o.shipping_address),
    billing_address: toAddress(o.billing_address),
    line_items: skuItems.map(toLineItem),
    line_item_options: (o.line_item_options ?? [])
      .map(toLineItemOption)
      .filter((x): x is CommerceLineItemOption => x !== null),
    shipments: (o.shipments ?? []).map((s) => toShipment(s, weight)),
    payment_method: toPaymentMethod(o.payment_method),
  };
}
