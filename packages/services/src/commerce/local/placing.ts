import {
  and,
  commerce_limit_numbers,
  commerce_line_items,
  commerce_orders,
  commerce_skus,
  eq,
  inArray,
} from '@maison/db';
import { CommerceError, SkuNotFoundError, type CommerceOrder } from '../types';
import { loadOrder } from './load-order';
import {
  OPEN_STATUSES,
  isUuid,
  notEditable,
  notFound,
  openOrderOf,
  type LocalCommerceOptions,
} from './shared';
import { ensureShipment } from './shipping';

/** Payment and placing: the order's wire transfer is authorized, then the order is placed. */

export async function authorizeOrder(
  { db, session }: LocalCommerceOptions,
  orderId: string,
): Promise<CommerceOrder> {
  await db.transaction(async (tx) => {
    const order = await openOrderOf(tx, session, orderId);
    await tx
      .update(commerce_orders)
      .set({ payment_status: 'authorized', updated_at: new Date() })
      .where(eq(commerce_orders.id, order.id));
  });
  return (await loadOrder(db, orderId))!;
}

export async function placeOrder(
  options: LocalCommerceOptions,
  orderId: string,
): Promise<CommerceOrder> {
  const { db, session } = options;
  if (!isUuid(orderId)) throw notFound();
  await db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(commerce_orders)
      .where(
        and(eq(commerce_orders.id, orderId), eq(commerce_orders.location_id, session.location)),
      )
      .for('update');
    if (!o) throw notFound();
    // Placing a placed order changes nothing (idempotent; the lock makes a concurrent second
    // call wait and land here).
    if (o.status === 'placed' || o.status === 'approved') return;
    if (!(OPEN_STATUSES as readonly string[]).includes(o.status)) throw notEditable();
    const items = await tx
      .select()
      .from(commerce_line_items)
      .where(eq(commerce_line_items.order_id, o.id));
    if (items.length === 0)
      throw new CommerceError('empty_order', 'The order has no line items.', 400);
    const skus = await tx
      .select({ code: commerce_skus.code })
      .from(commerce_skus)
      .where(
        inArray(
          commerce_skus.code,
          items.map((i) => i.sku_code),
        ),
      );
    const known = new Set(skus.map((s) => s.code));
    const gone = items.find((i) => !known.has(i.sku_code));
    if (gone) throw new SkuNotFoundError(gone.sku_code);
    for (const item of items) {
      const limit = (item.metadata as { limit_nr?: number | null }).limit_nr;
      if (limit === null || limit === undefined) continue;
      const sold = await tx
        .update(commerce_limit_numbers)
        .set({ sold: true })
        .where(
          and(
            eq(commerce_limit_numbers.line_item_id, item.id),
            eq(commerce_limit_numbers.number, limit),
          ),
        )
        .returning({ n: commerce_limit_numbers.number });
      if (sold.length === 0)
        throw new CommerceError(
          'limit_number_taken',
          `The limit number ${limit} is no longer held by this order.`,
          409,
        );
    }
    await ensureShipment(tx, o.id, o.market);
    await tx
      .update(commerce_orders)
      .set({
        status: 'placed',
        payment_status: 'authorized',
        placed_at: new Date(),
        updated_at: new Date(),
      })
      .where(eq(commerce_orders.id, o.id));
    const placed = await loadOrder(tx, o.id);
    if (options.onPlaced && placed) await options.onPlaced(tx, placed);
  });
  return (await loadOrder(db, orderId))!;
}
