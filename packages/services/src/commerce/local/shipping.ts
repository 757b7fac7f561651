import {
  asc,
  commerce_shipments,
  commerce_shipping_methods,
  commerce_shipping_weight_tiers,
  eq,
  sql,
  type Db,
} from '@maison/db';
import { formatCents, matchWeightTier, shippingMethodToAssign } from '@maison/domain';
import type { CommerceShippingMethod } from '../types';
import type { CommerceTx } from './shared';

/** Shipping of the embedded engine: weight-tiered methods per market, one shipment per order. */

/** A shipping method with its tiers; priced for `weightGrams` when given. */
export async function shippingMethod(
  db: Db | CommerceTx,
  id: string,
  weightGrams: number | null,
): Promise<CommerceShippingMethod | null> {
  const [m] = await db
    .select()
    .from(commerce_shipping_methods)
    .where(eq(commerce_shipping_methods.id, id));
  if (!m) return null;
  const tiers = await db
    .select()
    .from(commerce_shipping_weight_tiers)
    .where(eq(commerce_shipping_weight_tiers.shipping_method_id, id))
    .orderBy(sql`${commerce_shipping_weight_tiers.up_to} asc nulls last`);
  const shippingTiers = tiers.map((t) => ({
    id: t.id,
    name: t.name,
    up_to: t.up_to,
    price_amount_cents: t.price_amount_cents,
    formatted_price_amount: formatCents(t.price_amount_cents, m.currency_code),
  }));
  const tier = weightGrams === null ? null : matchWeightTier(shippingTiers, weightGrams);
  const price = tier?.price_amount_cents ?? 0;
  return {
    id: m.id,
    name: m.name,
    scheme: 'weight_tiered',
    currency_code: m.currency_code,
    price_amount_cents: shippingTiers[0]?.price_amount_cents ?? 0,
    price_amount_for_shipment_cents: weightGrams === null ? null : price,
    formatted_price_amount_for_shipment:
      weightGrams === null ? null : formatCents(price, m.currency_code),
    unit_of_weight: 'gr',
    shipping_weight_tiers: shippingTiers,
  };
}

/**
 * 001 §7: one shipment per order; without a shipping method it gets the first available one of
 * its market (shippingMethodToAssign, as the Commerce Layer adapter; the order of
 * available_shipping_methods in loadOrder).
 */
export async function ensureShipment(
  tx: CommerceTx,
  orderId: string,
  market: string,
): Promise<void> {
  const available = await tx
    .select({ id: commerce_shipping_methods.id })
    .from(commerce_shipping_methods)
    .where(eq(commerce_shipping_methods.market, market))
    .orderBy(asc(commerce_shipping_methods.position));
  const [shipment] = await tx
    .select()
    .from(commerce_shipments)
    .where(eq(commerce_shipments.order_id, orderId));
  const method = shippingMethodToAssign({
    shipping_method: shipment?.shipping_method_id ?? null,
    available_shipping_methods: available,
  });
  if (!shipment) {
    await tx.insert(commerce_shipments).values({
      order_id: orderId,
      number: '1',
      shipping_method_id: method?.id ?? null,
    });
  } else if (method) {
    await tx
      .update(commerce_shipments)
      .set({ shipping_method_id: method.id })
      .where(eq(commerce_shipments.id, shipment.id));
  }
}
