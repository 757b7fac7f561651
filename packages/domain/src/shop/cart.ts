import type { CartSort } from '../constants';
import { transformEngravingText } from './engraving';
import { MATERIALS, isTextEngraving, type MetalColor } from './lookups';
import type { PriceComposition } from './prices';
import type {
  CartLine,
  JewelryGroup,
  LineItemMetadata,
  LineItemOption,
  LineItemPrices,
  OrderLineItem,
  OrderLineItemOption,
  ProductGroupProduct,
  SelectionState,
  ServiceItemGroup,
  ShippingWeightTier,
} from './types';
import type { SelectionSkus } from './order-form';

/**
 * From a selection to line items and back to cart lines (001 §3), the cart's sort, the shipping
 * from the weight tiers and the order totals (001 §9). Amounts are minor units.
 */

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** 001 §3: the metadata of a jewelry line item. */
export function jewelryLineItemMetadata(
  group: JewelryGroup,
  selection: SelectionState,
  skus: SelectionSkus,
  prices: LineItemPrices,
): LineItemMetadata {
  return {
    article_group_id: group.uuid,
    limit_nr: group.isRingOfTheYear ? selection.yearlyRingId : null,
    order_type: selection.orderType,
    note: blankToNull(selection.note),
    requested_delivery_date: selection.requestedDeliveryDate || null,
    end_customer_name: blankToNull(selection.endCustomerName),
    order_number: blankToNull(selection.orderNumber),
    meta_type: 'jewelry',
    article_nr_src: skus.fullCode,
    article_metal_color: selection.metalColor,
    final_length: selection.length,
    special_color: selection.specialColor,
    product_type: group.productType,
    prices: {
      base_amount_cents: prices.base_amount_cents,
      special_color_amount_cents: prices.special_color_amount_cents,
      final_length_amount_cents: prices.final_length_amount_cents,
    },
  };
}

/** 001 §3: the metadata of a service item's line item (its unit price is the base). */
export function serviceLineItemMetadata(
  group: ServiceItemGroup,
  unitCents: number,
  extra: { note?: string; orderNumber?: string } = {},
): LineItemMetadata {
  return {
    article_group_id: group.uuid,
    limit_nr: null,
    order_type: null,
    note: blankToNull(extra.note ?? ''),
    requested_delivery_date: null,
    end_customer_name: null,
    order_number: blankToNull(extra.orderNumber ?? ''),
    meta_type: 'service_item',
    article_nr_src: group.articleNumber,
    article_metal_color: null,
    final_length: null,
    special_color: null,
    product_type: group.productType,
    prices: {
      base_amount_cents: unitCents,
      special_color_amount_cents: 0,
      final_length_amount_cents: 0,
    },
  };
}

/** 001 §3: the engraving option of a selection, or null without an engraving. */
export function engravingLineItemOption(
  selection: SelectionState,
  composition: PriceComposition,
): LineItemOption | null {
  const type = selection.engravingType;
  if (type === null) return null;
  const options: LineItemOption['options'] = {};
  if (isTextEngraving(type)) {
    const text = transformEngravingText(selection.engravingText);
    if (text === '') return null;
    options.engraving_text = text;
  } else {
    if (!selection.engravingImage) return null;
    options.engraving_image = selection.engravingImage;
  }
  return {
    sku_option: {
      metadata: { option_type: 'engraving', engraving_no: type },
      price_amount_cents: composition.engraving_amount_cents,
    },
    options,
  };
}

/**
 * The group's product (001 §3 "products") that shows a line: the one in the line's metal colour,
 * whose alloys are the colour's; without a metal colour (service items) the first. Undefined when
 * the group shows none in that colour: another colour's description would name the wrong gold.
 */
export function lineProduct(
  products: readonly ProductGroupProduct[],
  metalColor: MetalColor | null,
): ProductGroupProduct | undefined {
  if (metalColor === null) return products[0];
  const alloys = MATERIALS[metalColor].alloys;
  return products.find(
    (product) =>
      product.filterAlloy.length === alloys.length &&
      alloys.every((alloy) => product.filterAlloy.includes(alloy)),
  );
}

/** 001 §3 "Cart line (display)" of a line item and its options. */
export function cartLine(
  item: OrderLineItem,
  options: readonly OrderLineItemOption[],
  name2 = '',
): CartLine {
  const m = item.metadata;
  const engravingOption = options.find(
    (o) => o.line_item_id === item.id && o.sku_option.metadata.option_type === 'engraving',
  );
  const engravingTotal = engravingOption?.total_amount_cents ?? 0;
  return {
    id: item.id,
    name: item.name,
    nameParts: name2 ? [item.name, name2] : [item.name],
    img: item.image_url,
    limitNr: m.limit_nr,
    metalColor: m.article_metal_color,
    alloy: m.article_metal_color ? MATERIALS[m.article_metal_color].de : null,
    length: m.final_length,
    type: m.product_type,
    metaType: m.meta_type,
    orderType: m.order_type,
    quantity: item.quantity,
    note: m.note,
    orderNumber: m.order_number,
    endCustomerName: m.end_customer_name,
    requestedDeliveryDate: m.requested_delivery_date,
    engraving: engravingOption
      ? {
          type: engravingOption.sku_option.metadata.engraving_no,
          text: engravingOption.options.engraving_text ?? null,
          image: engravingOption.options.engraving_image ?? null,
          price: engravingTotal,
        }
      : null,
    price: item.unit_amount_cents * item.quantity + engravingTotal,
    price_base: m.prices.base_amount_cents,
    price_special_color_amount_cents: m.prices.special_color_amount_cents,
    price_special_length_amount_cents: m.prices.final_length_amount_cents,
    created_at: item.created_at,
  };
}

/**
 * 001 §2, 001 §9: the cart's sort. added_at: newest first; by_productname: by name (German
 * collation), then newest first. Ties end by id, so the order is total.
 */
export function sortCartLines<T extends Pick<CartLine, 'id' | 'name' | 'created_at'>>(
  lines: readonly T[],
  sort: CartSort,
): T[] {
  const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  const newestFirst = (a: T, b: T) =>
    Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...lines].sort((a, b) =>
    sort === 'by_productname'
      ? collator.compare(a.name, b.name) || newestFirst(a, b)
      : newestFirst(a, b),
  );
}

/** Commerce Layer's units of weight (SKUs and shipping methods). */
export type UnitOfWeight = 'gr' | 'oz' | 'lb';

/** Grams per unit (the international avoirdupois ounce and pound). */
const GRAMS_PER_UNIT: Record<UnitOfWeight, number> = { gr: 1, oz: 28.349523125, lb: 453.59237 };

/** A weight in grams; a weight without a unit is in grams (the embedded engine's unit). */
export function weightInGrams(weight: number, unit: UnitOfWeight | null | undefined): number {
  return weight * GRAMS_PER_UNIT[unit ?? 'gr'];
}

/**
 * 001 §9 "Shipment weight is summed" (0013): the shipment's weight is its items' weights (grams)
 * times their quantities, summed; an item without a weight (a service without a SKU weight)
 * weighs nothing. Both commerce engines compute it here.
 */
export function shipmentWeightGrams(
  items: readonly { weight_grams: number | null; quantity: number }[],
): number {
  return items.reduce((sum, i) => sum + (i.weight_grams ?? 0) * i.quantity, 0);
}

/**
 * 001 §7 "the first available one is assigned automatically": the shipping method to assign to a
 * shipment, the first of its available ones when it has none; null when it has one already or
 * none is available (001 §8: logged only, the order ships for 0).
 */
export function shippingMethodToAssign<T>(shipment: {
  shipping_method: unknown;
  available_shipping_methods: readonly T[];
}): T | null {
  if (shipment.shipping_method) return null;
  return shipment.available_shipping_methods[0] ?? null;
}

/**
 * 001 §9 "Shipment weight is summed from matched weight tier names" (ours, 0013): the tier of a
 * shipment is the one with the smallest up_to at or above its weight (a tier without up_to takes
 * every weight); its name is shown and its price is the shipment's shipping price. Null when no
 * tier takes the weight.
 */
export function matchWeightTier(
  tiers: readonly ShippingWeightTier[],
  weightGrams: number,
): ShippingWeightTier | null {
  const sorted = [...tiers].sort(
    (a, b) => (a.up_to ?? Number.POSITIVE_INFINITY) - (b.up_to ?? Number.POSITIVE_INFINITY),
  );
  return sorted.find((t) => t.up_to === null || weightGrams <= t.up_to) ?? null;
}

export interface OrderTotals {
  subtotal_amount_cents: number;
  shipping_amount_cents: number;
  total_amount_cents: number;
}

/**
 * The shipments an order is charged for: its line items go out in one (001 §7), so an order
 * without line items has none, whatever shipment the commerce service still keeps from its last
 * line (issue 24: an emptied cart charged the lowest tier, which a weight of 0 matches).
 */
export function orderShipments<T>(order: {
  line_items: readonly unknown[];
  shipments: readonly T[];
}): T[] {
  return order.line_items.length === 0 ? [] : [...order.shipments];
}

/** 001 §2 order summary: subtotal (items and options), shipping (shipments), total. */
export function orderTotals(order: {
  line_items: readonly { unit_amount_cents: number; quantity: number }[];
  line_item_options: readonly { total_amount_cents: number }[];
  shipments: readonly { price_amount_for_shipment_cents: number }[];
}): OrderTotals {
  const items = order.line_items.reduce((s, i) => s + i.unit_amount_cents * i.quantity, 0);
  const options = order.line_item_options.reduce((s, o) => s + o.total_amount_cents, 0);
  const shipping = orderShipments(order).reduce(
    (s, sh) => s + sh.price_amount_for_shipment_cents,
    0,
  );
  return {
    subtotal_amount_cents: items + options,
    shipping_amount_cents: shipping,
    total_amount_cents: items + options + shipping,
  };
}

/** The header badge (001 §2, §4): the number of line items; 0 once the order is placed. */
export function cartBadgeCount(
  order: { status: string; line_items: readonly unknown[] } | null,
): number {
  if (!order || order.status === 'placed') return 0;
  return order.line_items.length;
}

/** The quantity of a service item's SKU already in the cart (001 §5). */
export function quantityInCart(
  lineItems: readonly { sku_code: string; quantity: number }[],
  skuCode: string,
): number {
  return lineItems.filter((i) => i.sku_code === skuCode).reduce((s, i) => s + i.quantity, 0);
}
