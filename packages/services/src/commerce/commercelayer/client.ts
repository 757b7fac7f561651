import { CommerceLayer, type CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import {
  CommerceError,
  type AddLineItemInput,
  type CommerceOrder,
  type CommercePort,
  type CommerceSession,
  type CommerceSku,
} from '../types';
import { call, toCommerceError } from './errors';
import { toLineItem, toOrder, toShipment, toSku } from './resources';

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
