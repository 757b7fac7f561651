import { CommerceLayer, type CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { shippingMethodToAssign } from '@maison/domain';
import {
  CommerceError,
  type AddLineItemInput,
  type CommerceOrder,
  type CommercePort,
  type CommerceSession,
  type CommerceSku,
} from '../types';
import { fixedAccessToken, type AccessTokens } from './auth';
import { isUnauthorized, toCommerceError } from './errors';
import { toLineItem, toOrder, toShipment, toSku } from './resources';

/**
 * The Commerce Layer adapter of the commerce port (STACK.md; docs/decisions/0013, 0039). It uses
 * the SDK's bundle entry, whose clients each keep their own access token, so one process can act
 * for many locations at once. The access token is an integration token (server side): it may
 * set `unit_amount_cents` of a line item, which carries our colour and length surcharges.
 */

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** 000 §8: what every call throws while the adapter has no client (no access token source). */
export const CLIENT_NOT_INITIALIZED = 'CommerceLayer client not initialized';

export interface CommerceLayerPortOptions {
  /** The organization slug (`<slug>.commercelayer.io`). */
  organization: string;
  /** Integration tokens, obtained and renewed as they expire (commerceLayerPortFor). */
  tokens?: AccessTokens;
  /** A token for the port's lifetime, when no `tokens` are given (tests). */
  accessToken?: string;
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

/** 001 §7: the includes of "retrieve order", and the SKUs of the line items for their weight. */
export const ORDER_INCLUDE = [
  'shipments',
  'shipments.shipping_method',
  'shipments.shipping_method.shipping_weight_tiers',
  'shipments.available_shipping_methods',
  'shipments.available_shipping_methods.shipping_weight_tiers',
  'shipping_address',
  'billing_address',
  'line_items',
  'line_items.sku',
  'payment_method',
  'line_item_options',
  'line_item_options.sku_option',
  'line_item_options.line_item',
];

/** Commerce Layer pages hold at most 25 resources. */
const CL_PAGE_SIZE = 25;

const isOpen = (order: CommerceOrder) => order.status === 'draft' || order.status === 'pending';

export function createCommerceLayerPort(options: CommerceLayerPortOptions): CommercePort {
  const { session } = options;
  const tokens =
    options.tokens ?? (options.accessToken ? fixedAccessToken(options.accessToken) : null);
  let client: CommerceLayerBundle | null = null;

  /** The client with a current token; created on the first call that has a token. */
  async function ready(): Promise<CommerceLayerBundle> {
    if (!tokens) throw new Error(CLIENT_NOT_INITIALIZED);
    const token = await tokens.current();
    if (!client)
      client = CommerceLayer({
        organization: options.organization,
        accessToken: token,
        domain: options.domain,
        fetch: options.fetch,
      });
    else if (client.currentAccessToken !== token) client.config({ accessToken: token });
    return client;
  }

  /**
   * Runs an SDK call, its failure as a CommerceError. A refused token (401) is renewed and the
   * call sent once more.
   */
  async function run<T>(
    request: (cl: CommerceLayerBundle) => Promise<T>,
    context: { skuCode?: string } = {},
  ): Promise<T> {
    const cl = await ready();
    try {
      return await request(cl);
    } catch (error) {
      if (!isUnauthorized(error) || !tokens) throw toCommerceError(error, context);
      const renewed = await tokens.renew(cl.currentAccessToken);
      if (!renewed) throw toCommerceError(error, context);
      cl.config({ accessToken: renewed });
      try {
        return await request(cl);
      } catch (again) {
        throw toCommerceError(again, context);
      }
    }
  }

  const fetchOrder = (id: string) =>
    run(async (cl) => toOrder(await cl.orders.retrieve(id, { include: ORDER_INCLUDE })));

  const setShippingMethod = (shipmentId: string, shippingMethodId: string) =>
    run(async (cl) =>
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

  /**
   * An order of the session's location (createCartOrder's metadata): the integration token sees
   * every order, so an id of another location's order must name nothing here. An open order's
   * shipment without a shipping method gets the first available one (001 §7), as the embedded
   * engine's (ensureShipment): Commerce Layer creates the shipment itself, so the adapter
   * assigns it when it reads the order, the read after each change included.
   */
  const retrieveOwn = async (id: string) => {
    const order = await fetchOrder(id);
    if (Number(order.metadata.location) !== session.location)
      throw new CommerceError('not_found', 'Not found.', 404);
    if (!isOpen(order) || order.line_items.length === 0) return order;
    let assigned = false;
    for (const shipment of order.shipments) {
      const method = shippingMethodToAssign(shipment);
      if (!method) continue;
      await setShippingMethod(shipment.id, method.id);
      assigned = true;
    }
    return assigned ? fetchOrder(id) : order;
  };

  /** The store's open order: draft or pending, in its market, with its location's metadata. */
  const findOpenOrder = async () => {
    const found = await run((cl) =>
      cl.orders.list({
        filters: {
          status_in: 'draft,pending',
          market_code_eq: session.market,
          metadata_jcont: { location: session.location },
        },
        sort: { created_at: 'desc' },
        pageSize: 1,
      }),
    );
    const first = found.first();
    return first ? retrieveOwn(first.id) : null;
  };

  /**
   * The store's customer: found by its reference (the token's customer id, e.g. `loc-4`), else
   * by the e-mail address, else created with both (docs/decisions/0039).
   */
  const storeCustomer = async (email: string) => {
    const byReference = await run((cl) =>
      cl.customers.list({ filters: { reference_eq: session.customerId }, pageSize: 1 }),
    );
    const known = byReference.first();
    if (known) return known;
    const byEmail = await run((cl) =>
      cl.customers.list({ filters: { email_eq: email }, pageSize: 1 }),
    );
    return (
      byEmail.first() ??
      (await run((cl) =>
        cl.customers.create({
          email,
          reference: session.customerId,
          metadata: { location: session.location },
        }),
      ))
    );
  };

  const port: CommercePort = {
    async listSkus(codes) {
      const unique = [...new Set(codes)];
      const skus: CommerceSku[] = [];
      for (let i = 0; i < unique.length; i += CL_PAGE_SIZE) {
        const page = await run((cl) =>
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

    findCartOrder: findOpenOrder,

    async createCartOrder(input) {
      // Another request of the store may have created it since the caller looked.
      const open = await findOpenOrder();
      if (open) return open;
      const markets = await run((cl) =>
        cl.markets.list({ filters: { code_eq: session.market }, pageSize: 1 }),
      );
      const market = markets.first();
      if (!market) throw new CommerceError('unavailable', `No market ${session.market}`, 503);
      const customer = await storeCustomer(input.customer_email);
      const created = await run((cl) =>
        cl.orders.create({
          language_code: input.language_code,
          // The customer's own address: another one would make Commerce Layer find or create
          // another customer (customer_email is its shortcut for that).
          customer_email: customer.email,
          metadata: { location: session.location, customer_id: session.customerId },
          market: cl.markets.relationship(market.id),
          customer: cl.customers.relationship(customer.id),
        }),
      );
      return retrieveOwn(created.id);
    },

    async retrieveOrder(orderId) {
      try {
        return await retrieveOwn(orderId);
      } catch (error) {
        if (error instanceof CommerceError && error.code === 'not_found') return null;
        throw error;
      }
    },

    updateShipmentShippingMethod: setShippingMethod,

    async addLineItem(orderId, input: AddLineItemInput) {
      const item = await run(
        (cl) =>
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
        await run((cl) =>
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
      return run(async (cl) =>
        toLineItem(await cl.line_items.update({ id: lineItemId, quantity })),
      );
    },

    async deleteLineItem(lineItemId) {
      await run((cl) => cl.line_items.delete(lineItemId));
    },

    async authorizeOrder(orderId) {
      await retrieveOwn(orderId);
      return run(async (cl) =>
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
        placed = await run(async (cl) =>
          toOrder(
            await cl.orders.update({ id: orderId, _place: true }, { include: ORDER_INCLUDE }),
          ),
        );
      } catch (error) {
        // A concurrent place won: Commerce Layer refuses the second with 422. Answer the order.
        const after = await fetchOrder(orderId);
        if (after.status === 'placed' || after.status === 'approved') return after;
        throw error;
      }
      if (options.onPlaced) await options.onPlaced(placed);
      return placed;
    },

    async reloadOrder(orderId) {
      await retrieveOwn(orderId);
      return run(async (cl) =>
        toOrder(
          await cl.orders.update({ id: orderId, _refresh: true }, { include: ORDER_INCLUDE }),
        ),
      );
    },
  };
  return port;
}
