import { eq, locations, open_orders, type Db } from '@maison/db';
import {
  DAYS_PER_WEEK,
  DEFAULT_DELIVERY_TIME_WEEKS,
  addDays,
  countryTimeZone,
  deliveryTimeWeeks,
  todayIn,
} from '@maison/domain';
import {
  findProductGroup,
  type CommerceOrder,
  type CommerceSku,
  type CommerceTx,
} from '@maison/services/commerce';
import type { CommerceAuth } from '../../shared/identity';

/**
 * Writes the portal's open-order rows of a placed order (docs/shop.md "Placed orders"), each
 * once: a row that exists already is left alone. `skus` are the order's SKUs (delivery times).
 */
export async function writeOpenOrders(
  tx: CommerceTx,
  order: CommerceOrder,
  auth: CommerceAuth,
  skus: readonly CommerceSku[],
) {
  const [loc] = await tx
    .select({ country: locations.country })
    .from(locations)
    .where(eq(locations.id, auth.claim.location));
  const today = todayIn(countryTimeZone(loc?.country ?? auth.claim.market));
  const db = tx as unknown as Db;
  const names = new Map<string, { de: string; en: string }>();
  for (const [position, item] of order.line_items.entries()) {
    const m = item.metadata;
    let groupNames = names.get(m.article_group_id);
    if (!groupNames) {
      const de = await findProductGroup(db, m.article_group_id, 'de', order.currency_code);
      const en = await findProductGroup(db, m.article_group_id, 'en', order.currency_code);
      const desc = (g: typeof de) =>
        g ? [g.name, g.products[0]?.name2].filter(Boolean).join(' – ') : item.name;
      groupNames = { de: desc(de), en: desc(en) };
      names.set(m.article_group_id, groupNames);
    }
    const engraving = order.line_item_options
      .filter((o) => o.line_item_id === item.id)
      .reduce((s, o) => s + o.total_amount_cents, 0);
    const commission = m.order_type === 'commission';
    const sku = skus.find((s) => s.code === item.sku_code);
    await tx
      .insert(open_orders)
      .values({
        order_no: `${order.number}-${String(position + 1).padStart(2, '0')}`,
        article_number: m.article_nr_src,
        article_type: m.product_type,
        description_de: groupNames.de,
        description_en: groupNames.en,
        order_type: m.meta_type === 'service_item' ? 'service' : 'article',
        commission,
        commission_order_reference: commission ? (m.order_number ?? m.end_customer_name) : null,
        status: 'open',
        estimated_delivery:
          m.requested_delivery_date ??
          addDays(
            today,
            (deliveryTimeWeeks(sku?.metadata) ?? DEFAULT_DELIVERY_TIME_WEEKS) * DAYS_PER_WEEK,
          ),
        order_date: today,
        quantity: item.quantity,
        sell_in_price: item.total_amount_cents + engraving,
        sell_in_currency: order.currency_code,
        location_id: auth.claim.location,
        client_note: m.note,
        image: item.image_url,
      })
      .onConflictDoNothing({ target: open_orders.order_no });
  }
}
