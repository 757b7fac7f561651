import {
  and,
  commerce_limit_numbers,
  commerce_line_item_options,
  commerce_line_items,
  commerce_orders,
  commerce_shipments,
  commerce_sku_options,
  commerce_skus,
  eq,
  sql,
} from '@maison/db';
import { articleNumberOf } from '@maison/domain';
import {
  CommerceError,
  SkuNotFoundError,
  type AddLineItemInput,
  type CommerceLineItem,
} from '../types';
import { loadOrder } from './load-order';
import {
  lineItemOf,
  notFound,
  openOrderOf,
  type CommerceTx,
  type LocalCommerceOptions,
} from './shared';
import { ensureShipment } from './shipping';

/** The cart's line items: adding (with its engraving and limit number), quantity, deleting. */

async function lineItem(tx: CommerceTx, id: string): Promise<CommerceLineItem> {
  const [row] = await tx
    .select({ order_id: commerce_line_items.order_id })
    .from(commerce_line_items)
    .where(eq(commerce_line_items.id, id));
  const order = row ? await loadOrder(tx, row.order_id) : null;
  const item = order?.line_items.find((l) => l.id === id);
  if (!item) throw notFound();
  return item;
}

export async function addLineItem(
  { db, session }: LocalCommerceOptions,
  orderId: string,
  input: AddLineItemInput,
): Promise<CommerceLineItem> {
  return db.transaction(async (tx) => {
    const order = await openOrderOf(tx, session, orderId);
    const [sku] = await tx
      .select()
      .from(commerce_skus)
      .where(eq(commerce_skus.code, input.sku_code));
    if (!sku) throw new SkuNotFoundError(input.sku_code);
    const [created] = await tx
      .insert(commerce_line_items)
      .values({
        order_id: order.id,
        sku_code: sku.code,
        quantity: input.quantity,
        name: sku.name,
        image_url: sku.image_url,
        unit_amount_cents: input.unit_amount_cents,
        weight_grams: sku.weight_grams,
        metadata: input.metadata as unknown as Record<string, unknown>,
      })
      .returning({ id: commerce_line_items.id });
    const id = created!.id;
    if (input.engraving) {
      const [option] = await tx
        .select()
        .from(commerce_sku_options)
        .where(
          and(
            eq(commerce_sku_options.id, input.engraving.sku_option_id),
            eq(commerce_sku_options.currency_code, session.currency),
          ),
        );
      if (!option) throw new CommerceError('invalid', 'Unknown engraving option.', 400);
      await tx.insert(commerce_line_item_options).values({
        line_item_id: id,
        sku_option_id: option.id,
        quantity: input.quantity,
        options: input.engraving.options,
        unit_amount_cents: option.price_amount_cents,
      });
    }
    const limit = input.metadata.limit_nr;
    if (limit !== null && limit !== undefined) {
      const held = await tx
        .update(commerce_limit_numbers)
        .set({ line_item_id: id })
        .where(
          and(
            eq(commerce_limit_numbers.sku_prefix, articleNumberOf(sku.code)),
            eq(commerce_limit_numbers.number, limit),
            sql`${commerce_limit_numbers.line_item_id} is null`,
            eq(commerce_limit_numbers.sold, false),
          ),
        )
        .returning({ n: commerce_limit_numbers.number });
      if (held.length === 0)
        throw new CommerceError(
          'limit_number_taken',
          `The limit number ${limit} is no longer free.`,
          409,
        );
    }
    await tx
      .update(commerce_orders)
      .set({ status: 'pending', updated_at: new Date() })
      .where(eq(commerce_orders.id, order.id));
    await ensureShipment(tx, order.id, order.market);
    return lineItem(tx, id);
  });
}

export async function updateLineItemQuantity(
  { db, session }: LocalCommerceOptions,
  lineItemId: string,
  quantity: number,
): Promise<CommerceLineItem> {
  return db.transaction(async (tx) => {
    const { item } = await lineItemOf(tx, session, lineItemId);
    await tx
      .update(commerce_line_items)
      .set({ quantity, updated_at: new Date() })
      .where(eq(commerce_line_items.id, item.id));
    await tx
      .update(commerce_line_item_options)
      .set({ quantity })
      .where(eq(commerce_line_item_options.line_item_id, item.id));
    return lineItem(tx, item.id);
  });
}

export async function deleteLineItem(
  { db, session }: LocalCommerceOptions,
  lineItemId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { item, order } = await lineItemOf(tx, session, lineItemId);
    // The foreign key releases a held limit number (on delete set null).
    await tx.delete(commerce_line_items).where(eq(commerce_line_items.id, item.id));
    // The last line gone, the order has nothing to ship (issue 24); the next add creates the
    // shipment again (ensureShipment).
    const [left] = await tx
      .select({ id: commerce_line_items.id })
      .from(commerce_line_items)
      .where(eq(commerce_line_items.order_id, order.id))
      .limit(1);
    if (!left) await tx.delete(commerce_shipments).where(eq(commerce_shipments.order_id, order.id));
  });
}
