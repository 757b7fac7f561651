import type {
  EngravingType,
  MetaType,
  MetalColor,
  ShopOrderType,
  ShopProductType,
  SpecialColor,
} from './lookups';

/**
 * The shop's entities with the field names of 001 §3 (docs/shop.md). Amounts named `price` or
 * `uvp` are in major units of the requested currency (like the content pack's prices); amounts
 * ending in `_cents` are minor units (CURRENCY_MINOR_UNITS), as the commerce API counts them.
 */

/** A length option of a metal colour (001 §3 articleLengths, specialLengths). */
export interface LengthOption {
  length: number;
  /**
   * articleLengths: the price of that length's SKU; specialLengths: the surcharge on the base
   * SKU's price (docs/decisions/0013-trade-shop.md).
   */
  price: number;
}

/** A content product shown in a group (001 §3 "products"). */
export interface ProductGroupProduct {
  filterAlloy: ('yellow_gold' | 'white_gold')[];
  fullSlug: string;
  /** The image URL (the content asset's filename), or null. */
  imageMain: string | null;
  name: string;
  name2: string;
  type: ShopProductType;
}

/** Per metal colour (the group's metalColors). */
export type PerMetalColor<T> = Partial<Record<MetalColor, T>>;

interface ProductGroupFields {
  uuid: string;
  name: string;
  productType: ShopProductType;
  metalColors: MetalColor[];
  /** The product filter alloys of the group (001 §9: white_gold, yellow_gold). */
  alloys: ('yellow_gold' | 'white_gold')[];
  isLimited: boolean;
  isRingOfTheYear: boolean;
  /** The article number `NN-HHHH` every SKU of the group starts with; limitations are keyed by it. */
  skuPrefix: string;
  /** The SKU per metal colour without a length block (the special-length SKU, 0013). */
  baseSkus: PerMetalColor<string>;
  articleLengths: PerMetalColor<LengthOption[]>;
  specialLengths: PerMetalColor<LengthOption[]>;
  allowEngraving: boolean;
  /** Surcharge per engraving type (keys "1", "2", "3" on the wire). */
  engravingPrices: Partial<Record<EngravingType, number>>;
  /** The text of the group's standard engraving, or null. */
  standardEngraving: string | null;
  allowSpecialColor: boolean;
  /** The special-colour surcharge per metal colour. */
  specialColorPrices: PerMetalColor<number>;
  /** True for power bracelets (001 §4 order-type rules). */
  hasDefaultEngravingPowerBracelet: boolean;
  useSizeLabels: boolean;
  /** The recommended retail price per metal colour. */
  uvp: PerMetalColor<number>;
  products: ProductGroupProduct[];
  isDefaultAssortment: boolean;
}

export interface JewelryGroup extends ProductGroupFields {
  metaType: 'jewelry';
}

/** A service item: ordered in steps of orderQuantity up to maxQuantity (001 §5). */
export interface ServiceItemGroup extends ProductGroupFields {
  metaType: 'service_item';
  orderQuantity: number;
  maxQuantity: number;
  /** The unit a quantity counts, in the requested language (e.g. "Stück"). */
  unitLabel: string;
  /** The service item's SKU code. */
  articleNumber: string;
  /** The unit price. */
  price: number;
}

/** 001 §3 "Product group (shop)". */
export type ProductGroup = JewelryGroup | ServiceItemGroup;

/** 001 §7: the free limit numbers of a limited product (ring of the year) by its skuPrefix. */
export interface Limitation {
  skuPrefix: string;
  /** The numbers still free, ascending. */
  limitNumbers: number[];
}

/** 001 §3 "Selection state": the order form of a jewelry group. */
export interface SelectionState {
  length: number | null;
  metalColor: MetalColor | null;
  specialColor: SpecialColor | null;
  engravingType: EngravingType | null;
  engravingText: string;
  /** An uploaded image's URL, or `symbol:<key>` for an engraving symbol. */
  engravingImage: string | null;
  orderType: ShopOrderType;
  note: string;
  endCustomerName: string;
  orderNumber: string;
  /** YYYY-MM-DD, or null when none is requested. */
  requestedDeliveryDate: string | null;
  /** The chosen limit number of a ring of the year. */
  yearlyRingId: number | null;
}

/** 001 §3 "Line item metadata": what a line item carries besides its SKU and quantity. */
export interface LineItemMetadata {
  /** The product group's uuid. */
  article_group_id: string;
  limit_nr: number | null;
  /** null for service items. */
  order_type: ShopOrderType | null;
  note: string | null;
  requested_delivery_date: string | null;
  end_customer_name: string | null;
  order_number: string | null;
  meta_type: MetaType;
  /** The full SKU code as ordered (with length block and markers, 0013). */
  article_nr_src: string;
  article_metal_color: MetalColor | null;
  final_length: number | null;
  /** A special colour's id (000 §3: 1 to 9); the wire carries a plain number. */
  special_color: number | null;
  product_type: ShopProductType;
  prices: LineItemPrices;
}

export interface LineItemPrices {
  base_amount_cents: number;
  special_color_amount_cents: number;
  final_length_amount_cents: number;
}

/** 001 §3 "Line item option": the engraving of a line item. */
export interface LineItemOption {
  sku_option: {
    metadata: { option_type: 'engraving'; engraving_no: EngravingType };
    price_amount_cents: number;
  };
  options: { engraving_text?: string; engraving_image?: string };
}

/** 001 §3: the line item fields the cart reads. */
export interface LineItem {
  id: string;
  sku_code: string;
  quantity: number;
  unit_amount_cents: number;
  created_at: string;
}

export interface CartLineEngraving {
  type: EngravingType;
  text: string | null;
  image: string | null;
  /** Minor units. */
  price: number;
}

/** 001 §3 "Cart line (display)". Prices are minor units of the order's currency. */
export interface CartLine {
  /** The line item's id (to update or delete it). */
  id: string;
  name: string;
  /** The lines the name is shown in: product name, then its description (name2). */
  nameParts: string[];
  img: string | null;
  limitNr: number | null;
  metalColor: MetalColor | null;
  alloy: string | null;
  length: number | null;
  type: ShopProductType;
  metaType: MetaType;
  orderType: ShopOrderType | null;
  quantity: number;
  note: string | null;
  orderNumber: string | null;
  endCustomerName: string | null;
  requestedDeliveryDate: string | null;
  engraving: CartLineEngraving | null;
  /** The line's total: unit amount × quantity plus the engraving. */
  price: number;
  price_base: number;
  price_special_color_amount_cents: number;
  price_special_length_amount_cents: number;
  created_at: string;
}

/** 001 §3 "Order": an address. */
export interface OrderAddress {
  city: string;
  full_name: string;
  line_1: string;
  line_2: string | null;
  zip_code: string;
  country_code: string;
}

export interface ShippingWeightTier {
  name: string;
  /** The tier's upper bound in grams; null for no bound. */
  up_to: number | null;
  price_amount_cents: number;
}

export interface OrderShipment {
  id: string;
  shipping_method: { id: string; name: string } | null;
  shipping_weight_tiers: ShippingWeightTier[];
  /** The shipping price of this shipment (the matched tier's price). */
  price_amount_for_shipment_cents: number;
  /** The name of the matched weight tier, or null. */
  weight_tier_name: string | null;
  weight_grams: number;
}

/** A line item as an order answers it. */
export interface OrderLineItem extends LineItem {
  name: string;
  image_url: string | null;
  total_amount_cents: number;
  metadata: LineItemMetadata;
}

export interface OrderLineItemOption extends LineItemOption {
  id: string;
  line_item_id: string;
  quantity: number;
  total_amount_cents: number;
}

/** 001 §4: the only status the shop shows is placed; the others are the commerce API's. */
export const ORDER_STATUSES_COMMERCE = [
  'draft',
  'pending',
  'placed',
  'approved',
  'cancelled',
] as const;
export type CommerceOrderStatus = (typeof ORDER_STATUSES_COMMERCE)[number];

/** 001 §3 "Order". Amounts without `_cents` are major units. */
export interface Order {
  /** null for the empty cart the shop shows before the first line item. */
  id: string | null;
  number: string;
  status: CommerceOrderStatus;
  currency_code: string;
  total: number;
  total_amount_cents: number;
  subtotal_amount_cents: number;
  shippingAmount: number;
  shipping_amount_cents: number;
  shipmentCount: number;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  line_items: OrderLineItem[];
  line_item_options: OrderLineItemOption[];
  shipments: OrderShipment[];
  /** The payment method's terms (e.g. "Rechnung, 30 Tage netto"), or null. */
  payment_terms: string | null;
  placed_at: string | null;
}
