import {
  and,
  commerce_line_items,
  commerce_orders,
  commerce_sku_options,
  eq,
  inArray,
  type Db,
} from '@maison/db';
import { formatCents, type EngravingType } from '@maison/domain';
import {
  CommerceError,
  type CommerceOrder,
  type CommerceSession,
  type CommerceSkuOption,
} from '../types';

/** What the embedded engine's files (engine.ts) share: options, errors, the open-order locks. */

/** A transaction handle (what Db.transaction hands its callback). */
export type CommerceTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LocalCommerceOptions {
  db: Db;
  session: CommerceSession;
  /**
   * Runs inside the placing transaction, once, when an order goes to placed (the API writes the
   * portal's open orders here, so a failure places nothing).
   */
  onPlaced?: (tx: CommerceTx, order: CommerceOrder) => Promise<void>;
}

export const OPEN_STATUSES = ['draft', 'pending'] as const;

export const notFound = () => new CommerceError('not_found', 'Not found.', 404);
/** The engine's ids are UUIDs; another id (a Commerce Layer one, a typo) names nothing here. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);
export const notEditable = () =>
  new CommerceError('not_editable', 'The order is no longer open.', 409);

export function skuOption(row: typeof commerce_sku_options.$inferSelect): CommerceSkuOption {
  return {
    id: row.id,
    name: row.name,
    currency_code: row.currency_code,
    description: null,
    price_amount_cents: row.price_amount_cents,
    formatted_price_amount: formatCents(row.price_amount_cents, row.currency_code),
    sku_code_regex: row.sku_code_regex,
    metadata: { option_type: 'engraving', engraving_no: row.engraving_no as EngravingType },
  };
}

/** The session's open order row (locked), or errors for another location's / a closed one. */
export async function openOrderOf(tx: CommerceTx, session: CommerceSession, orderId: string) {
  if (!isUuid(orderId)) throw notFound();
  const [o] = await tx
    .select()
    .from(commerce_orders)
    .where(and(eq(commerce_orders.id, orderId), eq(commerce_orders.location_id, session.location)))
    .for('update');
  if (!o) throw notFound();
  if (!(OPEN_STATUSES as readonly string[]).includes(o.status)) throw notEditable();
  return o;
}

/** A line item of the session's open order, with its order locked. */
export async function lineItemOf(tx: CommerceTx, session: CommerceSession, lineItemId: string) {
  if (!isUuid(lineItemId)) throw notFound();
  const [row] = await tx
    .select({ item: commerce_line_items, order_id: commerce_orders.id })
    .from(commerce_line_items)
    .innerJoin(commerce_orders, eq(commerce_orders.id, commerce_line_items.order_id))
    .where(
      and(
        eq(commerce_line_items.id, lineItemId),
        eq(commerce_orders.location_id, session.location),
        inArray(commerce_orders.status, [...OPEN_STATUSES]),
      ),
    );
  if (!row) throw notFound();
  const order = await openOrderOf(tx, session, row.order_id);
  return { item: row.item, order };
}
