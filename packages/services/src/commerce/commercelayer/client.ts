import { CommerceLayer, type CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import type {
  Address,
  LineItem,
  LineItemOption,
  Order,
  PaymentMethod,
  Price,
  Shipment,
  ShippingMethod,
  Sku,
  SkuOption,
} from '@commercelayer/sdk';
import { isEngravingType, type LineItemMetadata } from '@maison/domain';
import {
  CommerceError,
  SkuNotFoundError,
  type AddLineItemInput,
  type CommerceAddress,
  type CommerceLineItem,
  type CommerceLineItemOption,
  type CommerceOrder,
  type CommercePaymentMethod,
  type CommercePort,
  type CommercePrice,
  type CommerceSession,
  type CommerceShipment,
  type CommerceShippingMethod,
  type CommerceSku,
  type CommerceSkuOption,
} from '../types';

/**
 * The Commerce Layer adapter of the commerce port (STACK.md; docs/decisions/0013). It uses the
 * SDK's bundle entry, whose clients each keep their own access token, so one process can act
 * for many locations at once. The access token is an integration token (server side): it may
 * set `unit_amount_cents` of a line item, which carries our colour and length surcharges.
 */

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface CommerceLayerPortOptions {
  /** The organization slug (`<slug>.commercelayer.io`). */
  organization: string;
  accessToken: string;
  session: CommerceSession;
  /** Defaults to commercelayer.io. */
  domain?: string;
  /** For tests: answers instead of the network. */
  fetch?: Fetch;
  /**
   * Runs once per order, in the call whose `_place` Commerce Layer accepted, after it placed the
   * order; not when the order was placed already or another call won the race. The order stays
   * placed whatever the hook does, so it should handle its own failures.
   */
  onPlaced?: (order: CommerceOrder) => Promise<void>;
}

/** 001 §7: the includes of "retrieve order". */
export const ORDER_INCLUDE = [
  'shipments',
  'shipments.shipping_method',
  'shipments.shipping_method.shipping_weight_tiers',
  'shipments.available_shipping_methods',
  'shipments.available_shipping_methods.shipping_weight_tiers',
  'shipping_address',
  'billing_address',
  'line_items',
  'payment_method',
  'line_item_options',
  'line_item_options.sku_option',
  'line_item_options.line_item',
];

/** Commerce Layer pages hold at most 25 resources. */
const CL_PAGE_SIZE = 25;

const num = (value: number | null | undefined): number => value ?? 0;

function toPrice(p: Price): CommercePrice {
  return {
    id: p.id,
    currency_code: p.currency_code ?? '',
    sku_code: p.sku_code ?? '',
    amount_cents: p.amount_cents,
    amount_float: p.amount_float ?? 0,
    formatted_amount: p.formatted_amount ?? '',
    compare_at_amount_cents: p.compare_at_amount_cents ?? null,
  };
}

function toSkuOption(o: SkuOption): CommerceSkuOption {
  const metadata = (o.metadata ?? {}) as Record<string, unknown>;
  const engravingNo = Number(metadata.engraving_no);
  return {
    id: o.id,
    name: o.name,
    currency_code: o.currency_code ?? null,
    description: o.description ?? null,
    price_amount_cents: num(o.price_amount_cents),
    formatted_price_amount: o.formatted_price_amount ?? null,
    sku_code_regex: o.sku_code_regex ?? null,
    metadata: {
      ...metadata,
      option_type: 'engraving',
      engraving_no: isEngravingType(engravingNo) ? engravingNo : 1,
    },
  };
}

function toSku(s: Sku): CommerceSku {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    description: s.description ?? null,
    image_url: s.image_url ?? null,
    weight: s.weight ?? null,
    unit_of_weight: s.unit_of_weight ?? null,
    do_not_ship: Boolean(s.do_not_ship),
    metadata: (s.metadata ?? {}) as CommerceSku['metadata'],
    prices: (s.prices ?? []).map(toPrice),
    sku_options: (s.sku_options ?? [])
      .filter(
        (o) => (o.metadata as Record<string, unknown> | undefined)?.option_type === 'engraving',
      )
      .map(toSkuOption),
  };
}

function toShippingMethod(m: ShippingMethod): CommerceShippingMethod {
  return {
    id: m.id,
    name: m.name,
    scheme: m.scheme ?? 'flat',
    currency_code: m.currency_code ?? '',
    price_amount_cents: m.price_amount_cents,
    price_amount_for_shipment_cents: m.price_amount_for_shipment_cents ?? null,
    formatted_price_amount_for_shipment: m.formatted_price_amount_for_shipment ?? null,
    unit_of_weight: m.unit_of_weight ?? null,
    shipping_weight_tiers: (m.shipping_weight_tiers ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      up_to: t.up_to ?? null,
      price_amount_cents: t.price_amount_cents,
      formatted_price_amount: t.formatted_price_amount ?? null,
    })),
  };
}

function toShipment(s: Shipment): CommerceShipment {
  return {
    id: s.id,
    number: s.number,
    status: s.status,
    currency_code: s.currency_code ?? '',
    weight_grams: null,
    shipping_method: s.shipping_method ? toShippingMethod(s.shipping_method) : null,
    available_shipping_methods: (s.available_shipping_methods ?? []).map(toShippingMethod),
  };
}

function toAddress(a: Address | null | undefined): CommerceAddress | null {
  if (!a) return null;
  return {
    id: a.id,
    first_name: a.first_name ?? null,
    last_name: a.last_name ?? null,
    company: a.company ?? null,
    full_name: a.full_name ?? [a.first_name, a.last_name].filter(Boolean).join(' '),
    line_1: a.line_1,
    line_2: a.line_2 ?? null,
    city: a.city,
    zip_code: a.zip_code ?? '',
    state_code: a.state_code ?? null,
    country_code: a.country_code,
    phone: a.phone,
  };
}

function toPaymentMethod(p: PaymentMethod | null | undefined): CommercePaymentMethod | null {
  if (!p) return null;
  return {
    id: p.id,
    name: p.name ?? '',
    payment_source_type: p.payment_source_type,
    price_amount_cents: p.price_amount_cents,
    metadata: (p.metadata ?? {}) as CommercePaymentMethod['metadata'],
  };
}

function toLineItem(l: LineItem): CommerceLineItem {
  return {
    id: l.id,
    sku_code: l.sku_code ?? '',
    quantity: l.quantity,
    name: l.name ?? '',
    image_url: l.image_url ?? null,
    unit_amount_cents: num(l.unit_amount_cents),
    formatted_unit_amount: l.formatted_unit_amount ?? null,
    total_amount_cents: num(l.total_amount_cents),
    formatted_total_amount: l.formatted_total_amount ?? null,
    item_type: 'skus',
    metadata: (l.metadata ?? {}) as unknown as LineItemMetadata,
    created_at: l.created_at,
    updated_at: l.updated_at,
  };
}

function toLineItemOption(o: LineItemOption): CommerceLineItemOption | null {
  if (!o.sku_option || !o.line_item) return null;
  return {
    id: o.id,
    name: o.name ?? '',
    quantity: o.quantity,
    options: o.options as CommerceLineItemOption['options'],
    unit_amount_cents: num(o.unit_amount_cents),
    total_amount_cents: num(o.total_amount_cents),
    formatted_total_amount: o.formatted_total_amount ?? null,
    line_item_id: o.line_item.id,
    sku_option: toSkuOption(o.sku_option),
  };
}

const ORDER_STATUSES = new Set(['draft', 'pending', 'placed', 'approved', 'cancelled']);

/** A Commerce Layer order as the port's order (only its sku line items count). */
export function toOrder(o: Order): CommerceOrder {
  // "placing" (asynchronous placement) is not placed yet and "editing" is open again: pending.
  const status = ORDER_STATUSES.has(o.status) ? (o.status as CommerceOrder['status']) : 'pending';
  return {
    id: o.id,
    number: o.number ?? o.id,
    status,
    payment_status: o.payment_status,
    currency_code: o.currency_code ?? '',
    language_code: o.language_code ?? null,
    customer_email: o.customer_email ?? null,
    skus_count: num(o.skus_count),
    line_item_options_count: num(o.line_item_options_count),
    shipments_count: num(o.shipments_count),
    subtotal_amount_cents: num(o.subtotal_amount_cents),
    shipping_amount_cents: num(o.shipping_amount_cents),
    total_amount_cents: num(o.total_amount_cents),
    formatted_subtotal_amount: o.formatted_subtotal_amount ?? null,
    formatted_shipping_amount: o.formatted_shipping_amount ?? null,
    formatted_total_amount: o.formatted_total_amount ?? null,
    placed_at: o.placed_at ?? null,
    created_at: o.created_at,
    updated_at: o.updated_at,
    metadata: (o.metadata ?? {}) as Record<string, unknown>,
    shipping_address: toAddress(o.shipping_address),
    billing_address: toAddress(o.billing_address),
    line_items: (o.line_items ?? []).filter((l) => l.item_type === 'skus').map(toLineItem),
    line_item_options: (o.line_item_options ?? [])
      .map(toLineItemOption)
      .filter((x): x is CommerceLineItemOption => x !== null),
    shipments: (o.shipments ?? []).map(toShipment),
    payment_method: toPaymentMethod(o.payment_method),
  };
}

/** What the SDK throws for an error response (its ApiError: name, type, status, errors). */
interface ClApiError {
  name: 'ApiError';
  type: 'response';
  message: string;
  status?: number;
  errors?: unknown[];
}

/**
 * The SDK's ApiError.isApiError, by shape: the SDK's runtime entry does not export the class
 * (only its type declarations do).
 */
export function isClApiError(error: unknown): error is ClApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ApiError' &&
    (error as { type?: unknown }).type === 'response'
  );
}

/** The first error's code and detail of a Commerce Layer API error. */
function firstError(error: ClApiError): { code: string; detail: string; pointer: string } {
  const first = (error.errors?.[0] ?? {}) as {
    code?: string;
    detail?: string;
    source?: { pointer?: string };
  };
  return {
    code: first.code ?? '',
    detail: first.detail ?? error.message,
    pointer: first.source?.pointer ?? '',
  };
}

/** Maps the SDK's failures to CommerceErrors (status: what our API answers). */
export function toCommerceError(error: unknown, context: { skuCode?: string } = {}): CommerceError {
  if (error instanceof CommerceError) return error;
  if (isClApiError(error)) {
    const { code, detail, pointer } = firstError(error);
    if (context.skuCode && error.status === 422 && /sku/i.test(`${pointer} ${detail}`))
      return new SkuNotFoundError(context.skuCode);
    if (error.status === 404) return new CommerceError('not_found', detail, 404, error.errors);
    if (error.status === 401 || error.status === 403)
      return new CommerceError('unauthorized', detail, 503, error.errors);
    if (error.status === 422)
      return new CommerceError('invalid', `${code}: ${detail}`, 400, error.errors);
    return new CommerceError('unavailable', detail, 503, error.errors);
  }
  return new CommerceError(
    'unavailable',
    error instanceof Error ? error.message : String(error),
    503,
  );
}

async function call<T>(run: () => Promise<T>, context: { skuCode?: string } = {}): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toCommerceError(error, context);
  }
}

export function createCommerceLayerPort(options: CommerceLayerPortOptions): CommercePort {
  const cl: CommerceLayerBundle = CommerceLayer({
    organization: options.organization,
    accessToken: options.accessToken,
    domain: options.domain,
    fetch: options.fetch,
  });
  const { session } = options;

  const retrieve = (id: string) =>
    call(async () => toOrder(await cl.orders.retrieve(id, { include: ORDER_INCLUDE })));
  /**
   * An order of the session's location (createCartOrder's metadata): the integration token sees
   * every order, so an id of another location's order must name nothing here.
   */
  const retrieveOwn = async (id: string) => {
    const order = await retrieve(id);
    if (Number(order.metadata.location) !== session.location)
      throw new CommerceError('not_found', 'Not found.', 404);
    return order;
  };

  const port: CommercePort = {
    async listSkus(codes) {
      const unique = [...new Set(codes)];
      const skus: CommerceSku[] = [];
      for (let i = 0; i < unique.length; i += CL_PAGE_SIZE) {
        const page = await call(() =>
          cl.skus.list({
            filters: { code_in: unique.slice(i, i + CL_PAGE_SIZE).join(',') },
            include: ['prices', 'sku_options'],
            pageSize: CL_PAGE_SIZE,
          }),
        );
        skus.push(...page.map(toSku));
      }
      return skus;
    },

    async findCartOrder() {
      const found = await call(() =>
        cl.orders.list({
          filters: {
            status_in: 'draft,pending',
            customer_id_eq: session.customerId,
            market_code_eq: session.market,
          },
          sort: { created_at: 'desc' },
          pageSize: 1,
        }),
      );
      const first = found.first();
      return first ? retrieve(first.id) : null;
    },

    async createCartOrder(input) {
      const markets = await call(() =>
        cl.markets.list({ filters: { code_eq: session.market }, pageSize: 1 }),
      );
      const market = markets.first();
      if (!market) throw new CommerceError('unavailable', `No market ${session.market}`, 503);
      const created = await call(() =>
        cl.orders.create({
          language_code: input.language_code,
          customer_email: input.customer_email,
          metadata: { location: session.location, customer_id: session.customerId },
          market: cl.markets.relationship(market.id),
        }),
      );
      return retrieve(created.id);
    },

    async retrieveOrder(orderId) {
      try {
        return await retrieveOwn(orderId);
      } catch (error) {
        if (error instanceof CommerceError && error.code === 'not_found') return null;
        throw error;
      }
    },

    async updateShipmentShippingMethod(shipmentId, shippingMethodId) {
      return call(async () =>
        toShipment(
          await cl.shipments.update(
            { id: shipmentId, shipping_method: cl.shipping_methods.relationship(shippingMethodId) },
            {
              include: [
                'shipping_method',
                'shipping_method.shipping_weight_tiers',
                'available_shipping_methods',
              ],
            },
          ),
        ),
      );
    },

    async addLineItem(orderId, input: AddLineItemInput) {
      const item = await call(
        () =>
          cl.line_items.create({
            sku_code: input.sku_code,
            quantity: input.quantity,
            unit_amount_cents: input.unit_amount_cents,
            metadata: input.metadata as unknown as Record<string, unknown>,
            order: cl.orders.relationship(orderId),
          }),
        { skuCode: input.sku_code },
      );
      if (input.engraving) {
        const engraving = input.engraving;
        await call(() =>
          cl.line_item_options.create({
            quantity: 1,
            options: engraving.options,
            line_item: cl.line_items.relationship(item.id),
            sku_option: cl.sku_options.relationship(engraving.sku_option_id),
          }),
        );
      }
      return toLineItem(item);
    },

    async updateLineItemQuantity(lineItemId, quantity) {
      return call(async () => toLineItem(await cl.line_items.update({ id: lineItemId, quantity })));
    },

    async deleteLineItem(lineItemId) {
      await call(() => cl.line_items.delete(lineItemId));
    },

    async authorizeOrder(orderId) {
      await retrieveOwn(orderId);
      return call(async () =>
        toOrder(
          await cl.orders.update({ id: orderId, _authorize: true }, { include: ORDER_INCLUDE }),
        ),
      );
    },

    async placeOrder(orderId) {
      const before = await retrieveOwn(orderId);
      if (before.status === 'placed' || before.status === 'approved') return before;
      if (before.line_items.length === 0)
        throw new CommerceError('empty_order', 'The order has no line items.', 400);
      let placed: CommerceOrder;
      try {
        placed = toOrder(
          await cl.orders.update({ id: orderId, _place: true }, { include: ORDER_INCLUDE }),
        );
      } catch (error) {
        // A concurrent place won: Commerce Layer refuses the second with 422. Answer the order.
        const after = await retrieve(orderId);
        if (after.status === 'placed' || after.status === 'approved') return after;
        throw toCommerceError(error);
      }
      if (options.onPlaced) await options.onPlaced(placed);
      return placed;
    },

    async reloadOrder(orderId) {
      await retrieveOwn(orderId);
      return call(async () =>
        toOrder(
          await cl.orders.update({ id: orderId, _refresh: true }, { include: ORDER_INCLUDE }),
        ),
      );
    },
  };
  return port;
}
