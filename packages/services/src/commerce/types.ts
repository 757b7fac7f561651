import type {
  CommerceOrderStatus,
  EngravingType,
  LineItemMetadata,
  ShopCurrency,
} from '@maison/domain';

/**
 * The commerce port (STACK.md, 001 §7 "A commerce API"): resources shaped after Commerce Layer's
 * (skus with prices and sku_options; orders with line items, line item options, shipments,
 * shipping methods with weight tiers, addresses and the payment method). The embedded engine in
 * our database and the Commerce Layer adapter (commercelayer/) both answer this interface; the
 * API calls it on behalf of a commerce token (docs/shop.md).
 *
 * Field names are Commerce Layer's attributes; relationships are embedded objects (what the SDK
 * answers for `include`). Amounts are minor units (`*_cents`), `formatted_*` are the service's
 * display strings.
 */

/** Who the port acts for: the commerce token's claim (docs/shop.md "Commerce token"). */
export interface CommerceSession {
  /** The commerce customer (one per location). */
  customerId: string;
  /** Our location id. */
  location: number;
  currency: ShopCurrency;
  /** The market code (the location's country, e.g. "DE"). */
  market: string;
  /** The service's access token, for adapters that talk to a remote service. */
  accessToken?: string;
}

export interface CommercePrice {
  id: string;
  currency_code: string;
  sku_code: string;
  amount_cents: number;
  amount_float: number;
  formatted_amount: string;
  compare_at_amount_cents: number | null;
}

/** 001 §3: options carry option_type engraving and engraving_no. */
export interface CommerceSkuOptionMetadata {
  option_type: 'engraving';
  engraving_no: EngravingType;
  [key: string]: unknown;
}

export interface CommerceSkuOption {
  id: string;
  name: string;
  currency_code: string | null;
  description: string | null;
  price_amount_cents: number;
  formatted_price_amount: string | null;
  /** Regular expression of the SKU codes the option applies to. */
  sku_code_regex: string | null;
  metadata: CommerceSkuOptionMetadata;
}

/** 001 §3: SKU metadata holds delivery_time in weeks and price metadata. */
export interface CommerceSkuMetadata {
  delivery_time?: number;
  /** Price metadata: the base SKU's surcharges by kind, per currency in minor units. */
  prices?: Record<string, Record<string, number>>;
  [key: string]: unknown;
}

export interface CommerceSku {
  id: string;
  code: string;
  name: string;
  description: string | null;
  image_url: string | null;
  /** In unit_of_weight. */
  weight: number | null;
  unit_of_weight: 'gr' | 'oz' | 'lb' | null;
  do_not_ship: boolean;
  metadata: CommerceSkuMetadata;
  /** The prices of the session's market price list (one per currency). */
  prices: CommercePrice[];
  sku_options: CommerceSkuOption[];
}

export interface CommerceShippingWeightTier {
  id: string;
  name: string;
  /** Upper bound in the shipping method's unit_of_weight; null for none. */
  up_to: number | null;
  price_amount_cents: number;
  formatted_price_amount: string | null;
}

export interface CommerceShippingMethod {
  id: string;
  name: string;
  scheme: 'flat' | 'weight_tiered' | 'external';
  currency_code: string;
  price_amount_cents: number;
  /** The price for the shipment it is read through (Commerce Layer computes it per shipment). */
  price_amount_for_shipment_cents: number | null;
  formatted_price_amount_for_shipment: string | null;
  unit_of_weight: 'gr' | 'oz' | 'lb' | null;
  shipping_weight_tiers: CommerceShippingWeightTier[];
}

export interface CommerceShipment {
  id: string;
  number: string;
  status: string;
  currency_code: string;
  /** Ours on the embedded engine (Commerce Layer's parcels carry weight): the items' grams. */
  weight_grams?: number | null;
  shipping_method: CommerceShippingMethod | null;
  available_shipping_methods: CommerceShippingMethod[];
}

export interface CommerceAddress {
  id: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  full_name: string;
  line_1: string;
  line_2: string | null;
  city: string;
  zip_code: string;
  state_code: string | null;
  country_code: string;
  phone: string;
}

export interface CommercePaymentMethod {
  id: string;
  name: string;
  payment_source_type: string;
  price_amount_cents: number;
  /** Ours: the payment terms shown in the cart (e.g. "Rechnung, 30 Tage netto"). */
  metadata: { payment_terms?: string; [key: string]: unknown };
}

export interface CommerceLineItemOption {
  id: string;
  name: string;
  quantity: number;
  /** 001 §3: engraving_text or engraving_image. */
  options: { engraving_text?: string; engraving_image?: string };
  unit_amount_cents: number;
  total_amount_cents: number;
  formatted_total_amount: string | null;
  line_item_id: string;
  sku_option: CommerceSkuOption;
}

export interface CommerceLineItem {
  id: string;
  sku_code: string;
  quantity: number;
  name: string;
  image_url: string | null;
  unit_amount_cents: number;
  formatted_unit_amount: string | null;
  total_amount_cents: number;
  formatted_total_amount: string | null;
  item_type: 'skus';
  metadata: LineItemMetadata;
  created_at: string;
  updated_at: string;
}

export interface CommerceOrder {
  id: string;
  number: string;
  status: CommerceOrderStatus;
  payment_status:
    | 'unpaid'
    | 'authorized'
    | 'partially_authorized'
    | 'paid'
    | 'voided'
    | 'refunded'
    | 'free'
    | string;
  currency_code: string;
  language_code: string | null;
  customer_email: string | null;
  skus_count: number;
  line_item_options_count: number;
  shipments_count: number;
  subtotal_amount_cents: number;
  shipping_amount_cents: number;
  total_amount_cents: number;
  formatted_subtotal_amount: string | null;
  formatted_shipping_amount: string | null;
  formatted_total_amount: string | null;
  placed_at: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, unknown>;
  shipping_address: CommerceAddress | null;
  billing_address: CommerceAddress | null;
  line_items: CommerceLineItem[];
  line_item_options: CommerceLineItemOption[];
  shipments: CommerceShipment[];
  payment_method: CommercePaymentMethod | null;
}

/** The engraving of a new line item: its sku_option and the options (001 §3). */
export interface EngravingOptionInput {
  sku_option_id: string;
  options: { engraving_text?: string; engraving_image?: string };
}

export interface AddLineItemInput {
  sku_code: string;
  quantity: number;
  /** The composed unit amount (base + special colour + special length), minor units. */
  unit_amount_cents: number;
  metadata: LineItemMetadata;
  engraving?: EngravingOptionInput | null;
}

/**
 * The port. Every call acts for one session (a location's customer, market and currency).
 * Missing resources answer null where a caller expects them to be missing, and throw a
 * CommerceError otherwise.
 */
export interface CommercePort {
  /** 001 §7: skus filtered by code, with the session's prices and their sku_options. */
  listSkus(codes: readonly string[]): Promise<CommerceSku[]>;
  /** The session's open order (draft or pending), or null when it has none. */
  findCartOrder(): Promise<CommerceOrder | null>;
  /** Creates the session's cart order in its market and currency. */
  createCartOrder(input: { language_code: string; customer_email: string }): Promise<CommerceOrder>;
  /**
   * 001 §7: the order with shipments, shipping method, weight tiers, available shipping methods,
   * addresses, line items, payment method and line item options; null when unknown.
   */
  retrieveOrder(orderId: string): Promise<CommerceOrder | null>;
  /** 001 §7: sets a shipment's shipping method (the first available one is assigned automatically). */
  updateShipmentShippingMethod(
    shipmentId: string,
    shippingMethodId: string,
  ): Promise<CommerceShipment>;
  /** 001 §7: adds a line item with metadata and an optional engraving option. */
  addLineItem(orderId: string, input: AddLineItemInput): Promise<CommerceLineItem>;
  /** 001 §7: the quantity of a service item's line item. */
  updateLineItemQuantity(lineItemId: string, quantity: number): Promise<CommerceLineItem>;
  deleteLineItem(lineItemId: string): Promise<void>;
  /** 001 §4: authorizes the order's payment. */
  authorizeOrder(orderId: string): Promise<CommerceOrder>;
  /** 001 §4: places the order; placing a placed order answers it unchanged (idempotent). */
  placeOrder(orderId: string): Promise<CommerceOrder>;
  /** 001 §4: the order again, recomputed (Commerce Layer's _refresh). */
  reloadOrder(orderId: string): Promise<CommerceOrder>;
}

export type CommerceErrorCode =
  | 'sku_not_found'
  | 'not_found'
  | 'invalid'
  | 'empty_order'
  | 'not_editable'
  | 'unauthorized'
  | 'unavailable'
  | 'limit_number_taken';

/** A failed commerce call. `status` is the HTTP status the API answers for it (docs/shop.md). */
export class CommerceError extends Error {
  constructor(
    readonly code: CommerceErrorCode,
    message: string,
    readonly status: number,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}

/** 001 §7, §8: adding an unknown SKU: "Sku {code} not found". */
export class SkuNotFoundError extends CommerceError {
  constructor(readonly skuCode: string) {
    super('sku_not_found', `Sku ${skuCode} not found`, 404);
    this.name = 'SkuNotFoundError';
  }
}

export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof CommerceError;
}
