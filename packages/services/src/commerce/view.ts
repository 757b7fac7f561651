import {
  fromCents,
  matchWeightTier,
  orderShipments,
  orderTotals,
  weightInGrams,
  type Order,
  type OrderAddress,
  type OrderShipment,
} from '@maison/domain';
import type { CommerceAddress, CommerceOrder, CommerceShipment } from './types';

/**
 * The shop's view of a commerce order (001 §3 "Order", docs/shop.md): what the API answers the
 * cart page, whichever engine the port is.
 */

function address(a: CommerceAddress | null): OrderAddress | null {
  if (!a) return null;
  return {
    city: a.city,
    full_name: a.full_name,
    line_1: a.line_1,
    line_2: a.line_2,
    zip_code: a.zip_code,
    country_code: a.country_code,
  };
}

function shipment(s: CommerceShipment): OrderShipment {
  const method = s.shipping_method;
  // Bounds in grams, whatever unit the method weighs in (the shipment's weight is in grams).
  const tiers = (method?.shipping_weight_tiers ?? []).map((t) => ({
    name: t.name,
    up_to: t.up_to === null ? null : weightInGrams(t.up_to, method?.unit_of_weight),
    price_amount_cents: t.price_amount_cents,
  }));
  const weight = s.weight_grams ?? null;
  // 001 §9: the tier matched by the shipment's weight (both engines weigh it with
  // shipmentWeightGrams); without a weight (an order read without its SKUs), the tier whose
  // price the service charged.
  const tier =
    weight !== null
      ? matchWeightTier(tiers, weight)
      : (tiers.find((t) => t.price_amount_cents === method?.price_amount_for_shipment_cents) ??
        null);
  return {
    id: s.id,
    shipping_method: method ? { id: method.id, name: method.name } : null,
    shipping_weight_tiers: tiers,
    price_amount_for_shipment_cents:
      method?.price_amount_for_shipment_cents ?? tier?.price_amount_cents ?? 0,
    weight_tier_name: tier?.name ?? null,
    weight_grams: weight ?? 0,
  };
}

export function toShopOrder(order: CommerceOrder): Order {
  // An emptied cart shows no shipment with either port (Commerce Layer may keep one).
  const shipments = orderShipments(order).map(shipment);
  const lineItemOptions = order.line_item_options.map((o) => ({
    id: o.id,
    line_item_id: o.line_item_id,
    quantity: o.quantity,
    total_amount_cents: o.total_amount_cents,
    sku_option: {
      metadata: {
        option_type: 'engraving' as const,
        engraving_no: o.sku_option.metadata.engraving_no,
      },
      price_amount_cents: o.sku_option.price_amount_cents,
    },
    options: o.options,
  }));
  const lineItems = order.line_items.map((l) => ({
    id: l.id,
    sku_code: l.sku_code,
    quantity: l.quantity,
    unit_amount_cents: l.unit_amount_cents,
    created_at: l.created_at,
    name: l.name,
    image_url: l.image_url,
    total_amount_cents: l.total_amount_cents,
    metadata: l.metadata,
  }));
  const totals = orderTotals({
    line_items: lineItems,
    line_item_options: lineItemOptions,
    shipments,
  });
  const currency = order.currency_code;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    currency_code: currency,
    total: fromCents(totals.total_amount_cents, currency),
    total_amount_cents: totals.total_amount_cents,
    subtotal_amount_cents: totals.subtotal_amount_cents,
    shippingAmount: fromCents(totals.shipping_amount_cents, currency),
    shipping_amount_cents: totals.shipping_amount_cents,
    shipmentCount: shipments.length,
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    line_items: lineItems,
    line_item_options: lineItemOptions,
    shipments,
    payment_terms:
      order.payment_method?.metadata.payment_terms ?? order.payment_method?.name ?? null,
    placed_at: order.placed_at,
  };
}
