import {
  and,
  commerce_orders,
  commerce_shipments,
  commerce_shipping_methods,
  eq,
} from '@maison/db';
import type { CommercePort } from '../types';
import { createCartOrder, findCartOrder } from './cart';
import { addLineItem, deleteLineItem, updateLineItemQuantity } from './line-items';
import { loadOrder } from './load-order';
import { authorizeOrder, placeOrder } from './placing';
import { isUuid, notFound, openOrderOf, type LocalCommerceOptions } from './shared';
import { listSkus } from './skus';

export type { CommerceTx, LocalCommerceOptions } from './shared';
export { loadOrder } from './load-order';

/**
 * The embedded commerce engine (docs/shop.md "Embedded engine"): the CommercePort on our own
 * database, shaped after Commerce Layer's resources. Like the local content store it reaches the
 * database through @maison/db's tables and drizzle, in its own transactions: every write is one
 * transaction, placing locks the order row (SELECT … FOR UPDATE) so concurrent places run one
 * after the other and the second sees the order placed. A file per concern: skus.ts (catalogue),
 * cart.ts and line-items.ts (orders), shipping.ts, placing.ts (payment and placing), load-order.ts.
 */

export function createLocalCommercePort(options: LocalCommerceOptions): CommercePort {
  const { db, session } = options;
  const port: CommercePort = {
    listSkus: (codes) => listSkus(db, session.currency, codes),
    findCartOrder: () => findCartOrder(options),
    createCartOrder: (input) => createCartOrder(options, input),

    async retrieveOrder(orderId) {
      if (!isUuid(orderId)) return null;
      const [o] = await db
        .select({ id: commerce_orders.id })
        .from(commerce_orders)
        .where(
          and(eq(commerce_orders.id, orderId), eq(commerce_orders.location_id, session.location)),
        );
      return o ? loadOrder(db, o.id) : null;
    },

    async updateShipmentShippingMethod(shipmentId, shippingMethodId) {
      if (!isUuid(shipmentId)) throw notFound();
      const orderId = await db.transaction(async (tx) => {
        const [s] = await tx
          .select({ order_id: commerce_shipments.order_id })
          .from(commerce_shipments)
          .where(eq(commerce_shipments.id, shipmentId));
        if (!s) throw notFound();
        const order = await openOrderOf(tx, session, s.order_id);
        const [m] = await tx
          .select({ id: commerce_shipping_methods.id })
          .from(commerce_shipping_methods)
          .where(
            and(
              eq(commerce_shipping_methods.id, shippingMethodId),
              eq(commerce_shipping_methods.market, order.market),
            ),
          );
        if (!m) throw notFound();
        await tx
          .update(commerce_shipments)
          .set({ shipping_method_id: m.id })
          .where(eq(commerce_shipments.id, shipmentId));
        return order.id;
      });
      const order = await loadOrder(db, orderId);
      const shipment = order?.shipments.find((s) => s.id === shipmentId);
      if (!shipment) throw notFound();
      return shipment;
    },

    addLineItem: (orderId, input) => addLineItem(options, orderId, input),
    updateLineItemQuantity: (lineItemId, quantity) =>
      updateLineItemQuantity(options, lineItemId, quantity),
    deleteLineItem: (lineItemId) => deleteLineItem(options, lineItemId),
    authorizeOrder: (orderId) => authorizeOrder(options, orderId),
    placeOrder: (orderId) => placeOrder(options, orderId),

    async reloadOrder(orderId) {
      const order = await port.retrieveOrder(orderId);
      if (!order) throw notFound();
      return order;
    },
  };
  return port;
}
