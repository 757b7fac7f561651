import type { InventoryRecord, OpenOrderRecord } from '@maison/db';
import { toMajorUnits, type ArticleType, type OrderType } from '@maison/domain';

/** The portal tables' rows as the API answers them (docs/portal.md). */

const major = (minor: number | null, currency: string | null) =>
  currency === null ? null : toMajorUnits(minor, currency);

/** docs/portal.md "Inventory row": prices in major units. */
export function inventoryRow(r: InventoryRecord) {
  return {
    id: r.id,
    serial_number: r.serial_number,
    article_number: r.article_number,
    article_type: r.article_type as ArticleType,
    description_de: r.description_de,
    description_en: r.description_en,
    article_description_de: r.article_description_de,
    article_description_en: r.article_description_en,
    sell_in_price: major(r.sell_in_price, r.sell_in_currency),
    sell_in_currency: r.sell_in_currency,
    sell_in_date: r.sell_in_date,
    sell_out_price: major(r.sell_out_price, r.sell_out_currency),
    sell_out_currency: r.sell_out_currency,
    sell_out_date: r.sell_out_date,
    location: r.location,
    location_name: r.location_name,
    is_archived: r.is_archived,
    available_in_virtual_storage: r.available_in_virtual_storage,
    client_note: r.client_note,
    internal_note: r.internal_note,
    sale_user: r.sale_user,
    sale_user_name: r.sale_user_name,
    image: r.image,
  };
}

/** docs/portal.md "Open order row". */
export function openOrderRow(r: OpenOrderRecord) {
  return {
    id: r.id,
    order_no: r.order_no,
    article_number: r.article_number,
    article_type: r.article_type as ArticleType,
    description_de: r.description_de,
    description_en: r.description_en,
    order_type: r.order_type as OrderType,
    commission: r.commission,
    commission_order_reference: r.commission_order_reference,
    status: r.status,
    estimated_delivery: r.estimated_delivery,
    order_date: r.order_date,
    sell_in_date: r.sell_in_date,
    quantity: r.quantity,
    sell_in_price: major(r.sell_in_price, r.sell_in_currency),
    sell_in_currency: r.sell_in_currency,
    location: r.location,
    location_name: r.location_name,
    client_note: r.client_note,
    image: r.image,
  };
}
