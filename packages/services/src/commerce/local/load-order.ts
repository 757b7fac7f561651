import {
  asc,
  commerce_line_item_options,
  commerce_line_items,
  commerce_orders,
  commerce_payment_methods,
  commerce_shipments,
  commerce_shipping_methods,
  commerce_sku_options,
  eq,
  inArray,
  type CommerceAddressRow,
  type Db,
} from '@maison/db';
import {
  formatCents,
  orderShipments,
  shipmentWeightGrams,
  type CommerceOrderStatus,
  type LineItemMetadata,
} from '@maison/domain';
import type {
  CommerceAddress,
  CommerceLineItem,
  CommerceOrder,
  CommerceShipment,
  CommerceShippingMethod,
} from '../types';
import { skuOption, type CommerceTx } from './shared';
import { shippingMethod } from './shipping';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

function address(a: CommerceAddressRow | null, id: string): CommerceAddress | null {
  if (!a) return null;
  return {
    id,
    first_name: null,
    last_name: null,
    company: a.company,
    full_name: a.full_name,
    line_1: a.line_1,
    line_2: a.line_2,
    city: a.city,
    zip_code: a.zip_code,
    state_code: null,
    country_code: a.country_code,
    phone: a.phone,
  };
}

/** The order with everything 001 §7 includes; null when unknown. */
export async function loadOrder(db: Db | CommerceTx, id: string): Promise<CommerceOrder | null> {
  const [o] = await db.select().from(commerce_orders).where(eq(commerce_orders.id, id));
  if (!o) return null;
  const items = await db
    .select()
    .from(commerce_line_items)
    .where(eq(commerce_line_items.order_id, id))
    .orderBy(asc(commerce_line_items.created_at), asc(commerce_line_items.id));
  const options =
    items.length === 0
      ? []
      : await db
          .select({ option: commerce_line_item_options, sku_option: commerce_sku_options })
          .from(commerce_line_item_options)
          .innerJoin(
            commerce_sku_options,
            eq(commerce_sku_options.id, commerce_line_item_options.sku_option_id),
          )
          .where(
            inArray(
              commerce_line_item_options.line_item_id,
              items.map((i) => i.id),
            ),
          );
  const currency = o.currency_code;
  const lineItems: CommerceLineItem[] = items.map((i) => {
    const total = i.unit_amount_cents * i.quantity;
    return {
      id: i.id,
      sku_code: i.sku_code,
      quantity: i.quantity,
      name: i.name,
      image_url: i.image_url,
      unit_amount_cents: i.unit_amount_cents,
      formatted_unit_amount: formatCents(i.unit_amount_cents, currency),
      total_amount_cents: total,
      formatted_total_amount: formatCents(total, currency),
      item_type: 'skus',
      metadata: i.metadata as unknown as LineItemMetadata,
      created_at: iso(i.created_at)!,
      updated_at: iso(i.updated_at)!,
    };
  });
  const lineItemOptions = options.map(({ option, sku_option }) => {
    const total = option.unit_amount_cents * option.quantity;
    return {
      id: option.id,
      name: sku_option.name,
      quantity: option.quantity,
      options: option.options,
      unit_amount_cents: option.unit_amount_cents,
      total_amount_cents: total,
      formatted_total_amount: formatCents(total, currency),
      line_item_id: option.line_item_id,
      sku_option: skuOption(sku_option),
    };
  });
  const weight = shipmentWeightGrams(items);
  // An order without line items ships nothing (a cart emptied before deleteLineItem dropped its
  // shipment may still have the row).
  const shipmentRows = orderShipments({
    line_items: items,
    shipments: await db
      .select()
      .from(commerce_shipments)
      .where(eq(commerce_shipments.order_id, id))
      .orderBy(asc(commerce_shipments.number)),
  });
  const available = await db
    .select({ id: commerce_shipping_methods.id })
    .from(commerce_shipping_methods)
    .where(eq(commerce_shipping_methods.market, o.market))
    .orderBy(asc(commerce_shipping_methods.position));
  const availableMethods = (
    await Promise.all(available.map((m) => shippingMethod(db, m.id, null)))
  ).filter((m): m is CommerceShippingMethod => m !== null);
  const shipments: CommerceShipment[] = [];
  for (const s of shipmentRows) {
    shipments.push({
      id: s.id,
      number: s.number,
      status: s.status,
      currency_code: currency,
      weight_grams: weight,
      shipping_method: s.shipping_method_id
        ? await shippingMethod(db, s.shipping_method_id, weight)
        : null,
      available_shipping_methods: availableMethods,
    });
  }
  const subtotal =
    lineItems.reduce((s, i) => s + i.total_amount_cents, 0) +
    lineItemOptions.reduce((s, i) => s + i.total_amount_cents, 0);
  const shipping = shipments.reduce(
    (s, sh) => s + (sh.shipping_method?.price_amount_for_shipment_cents ?? 0),
    0,
  );
  const [payment] = o.payment_method_id
    ? await db
        .select()
        .from(commerce_payment_methods)
        .where(eq(commerce_payment_methods.id, o.payment_method_id))
    : [];
  return {
    id: o.id,
    number: o.number,
    status: o.status as CommerceOrderStatus,
    payment_status: o.payment_status,
    currency_code: currency,
    language_code: o.language_code,
    customer_email: o.customer_email,
    skus_count: lineItems.reduce((s, i) => s + i.quantity, 0),
    line_item_options_count: lineItemOptions.length,
    shipments_count: shipments.length,
    subtotal_amount_cents: subtotal,
    shipping_amount_cents: shipping,
    total_amount_cents: subtotal + shipping,
    formatted_subtotal_amount: formatCents(subtotal, currency),
    formatted_shipping_amount: formatCents(shipping, currency),
    formatted_total_amount: formatCents(subtotal + shipping, currency),
    placed_at: iso(o.placed_at),
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    metadata: o.metadata,
    shipping_address: address(o.shipping_address, `${o.id}-shipping`),
    billing_address: address(o.billing_address, `${o.id}-billing`),
    line_items: lineItems,
    line_item_options: lineItemOptions,
    shipments,
    payment_method: payment
      ? {
          id: payment.id,
          name: payment.name,
          payment_source_type: 'wire_transfers',
          price_amount_cents: 0,
          metadata: { payment_terms: payment.payment_terms },
        }
      : null,
  };
}
