import {
  and,
  asc,
  commerce_limit_numbers,
  commerce_line_item_options,
  commerce_line_items,
  commerce_orders,
  commerce_order_number_seq,
  commerce_payment_methods,
  commerce_prices,
  commerce_shipments,
  commerce_shipping_methods,
  commerce_shipping_weight_tiers,
  commerce_sku_options,
  commerce_skus,
  eq,
  inArray,
  locations,
  organizations,
  repairSequences,
  sql,
  type CommerceAddressRow,
  type Db,
} from '@maison/db';
import {
  articleNumberOf,
  formatCents,
  fromCents,
  matchWeightTier,
  orderShipments,
  type CommerceOrderStatus,
  type EngravingType,
  type LineItemMetadata,
} from '@maison/domain';
import {
  CommerceError,
  SkuNotFoundError,
  type AddLineItemInput,
  type CommerceAddress,
  type CommerceLineItem,
  type CommerceOrder,
  type CommercePort,
  type CommerceSession,
  type CommerceShipment,
  type CommerceShippingMethod,
  type CommerceSku,
  type CommerceSkuOption,
} from '../types';

/**
 * The embedded commerce engine (docs/shop.md "Embedded engine"): the CommercePort on our own
 * database, shaped after Commerce Layer's resources. Like the local content store it reaches the
 * database through @maison/db's tables and drizzle, in its own transactions: every write is one
 * transaction, placing locks the order row (SELECT … FOR UPDATE) so concurrent places run one
 * after the other and the second sees the order placed.
 */

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

const OPEN_STATUSES = ['draft', 'pending'] as const;

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

function address(a: CommerceAddressRow | null, id: string): CommerceAddress | null {
  if (!a) return null;
  return {
    id,
    first_name: null,
    last_name: null,
    company: a.company,
    full_name: a.full_name,
    line_1: a.line_1,
    line_2: a.line_2,
    city: a.city,
    zip_code: a.zip_code,
    state_code: null,
    country_code: a.country_code,
    phone: a.phone,
  };
}

function skuOption(row: typeof commerce_sku_options.$inferSelect): CommerceSkuOption {
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

async function shippingMethod(
  db: Db | CommerceTx,
  id: string,
  weightGrams: number | null,
): Promise<CommerceShippingMethod | null> {
  const [m] = await db
    .select()
    .from(commerce_shipping_methods)
    .where(eq(commerce_shipping_methods.id, id));
  if (!m) return null;
  const tiers = await db
    .select()
    .from(commerce_shipping_weight_tiers)
    .where(eq(commerce_shipping_weight_tiers.shipping_method_id, id))
    .orderBy(sql`${commerce_shipping_weight_tiers.up_to} asc nulls last`);
  const shippingTiers = tiers.map((t) => ({
    id: t.id,
    name: t.name,
    up_to: t.up_to,
    price_amount_cents: t.price_amount_cents,
    formatted_price_amount: formatCents(t.price_amount_cents, m.currency_code),
  }));
  const tier = weightGrams === null ? null : matchWeightTier(shippingTiers, weightGrams);
  const price = tier?.price_amount_cents ?? 0;
  return {
    id: m.id,
    name: m.name,
    scheme: 'weight_tiered',
    currency_code: m.currency_code,
    price_amount_cents: shippingTiers[0]?.price_amount_cents ?? 0,
    price_amount_for_shipment_cents: weightGrams === null ? null : price,
    formatted_price_amount_for_shipment:
      weightGrams === null ? null : formatCents(price, m.currency_code),
    unit_of_weight: 'gr',
    shipping_weight_tiers: shippingTiers,
  };
}

/** The order with everything 001 §7 includes; null when unknown. */
export async function loadOrder(db: Db | CommerceTx, id: string): Promise<CommerceOrder | null> {
  const [o] = await db.select().from(commerce_orders).where(eq(commerce_orders.id, id));
  if (!o) return null;
  const items = await db
    .select()
    .from(commerce_line_items)
    .where(eq(commerce_line_items.order_id, id))
    .orderBy(asc(commerce_line_items.created_at), asc(commerce_line_items.id));
  const options =
    items.length === 0
      ? []
      : await db
          .select({ option: commerce_line_item_options, sku_option: commerce_sku_options })
          .from(commerce_line_item_options)
          .innerJoin(
            commerce_sku_options,
            eq(commerce_sku_options.id, commerce_line_item_options.sku_option_id),
          )
          .where(
            inArray(
              commerce_line_item_options.line_item_id,
              items.map((i) => i.id),
            ),
          );
  const currency = o.currency_code;
  const lineItems: CommerceLineItem[] = items.map((i) => {
    const total = i.unit_amount_cents * i.quantity;
    return {
      id: i.id,
      sku_code: i.sku_code,
      quantity: i.quantity,
      name: i.name,
      image_url: i.image_url,
      unit_amount_cents: i.unit_amount_cents,
      formatted_unit_amount: formatCents(i.unit_amount_cents, currency),
      total_amount_cents: total,
      formatted_total_amount: formatCents(total, currency),
      item_type: 'skus',
      metadata: i.metadata as unknown as LineItemMetadata,
      created_at: iso(i.created_at)!,
      updated_at: iso(i.updated_at)!,
    };
  });
  const lineItemOptions = options.map(({ option, sku_option }) => {
    const total = option.unit_amount_cents * option.quantity;
    return {
      id: option.id,
      name: sku_option.name,
      quantity: option.quantity,
      options: option.options,
      unit_amount_cents: option.unit_amount_cents,
      total_amount_cents: total,
      formatted_total_amount: formatCents(total, currency),
      line_item_id: option.line_item_id,
      sku_option: skuOption(sku_option),
    };
  });
  const weight = items.reduce((sum, i) => sum + i.weight_grams * i.quantity, 0);
  // An order without line items ships nothing (a cart emptied before deleteLineItem dropped its
  // shipment may still have the row).
  const shipmentRows = orderShipments({
    line_items: items,
    shipments: await db
      .select()
      .from(commerce_shipments)
      .where(eq(commerce_shipments.order_id, id))
      .orderBy(asc(commerce_shipments.number)),
  });
  const available = await db
    .select({ id: commerce_shipping_methods.id })
    .from(commerce_shipping_methods)
    .where(eq(commerce_shipping_methods.market, o.market))
    .orderBy(asc(commerce_shipping_methods.position));
  const availableMethods = (
    await Promise.all(available.map((m) => shippingMethod(db, m.id, null)))
  ).filter((m): m is CommerceShippingMethod => m !== null);
  const shipments: CommerceShipment[] = [];
  for (const s of shipmentRows) {
    shipments.push({
      id: s.id,
      number: s.number,
      status: s.status,
      currency_code: currency,
      weight_grams: weight,
      shipping_method: s.shipping_method_id
        ? await shippingMethod(db, s.shipping_method_id, weight)
        : null,
      available_shipping_methods: availableMethods,
    });
  }
  const subtotal =
    lineItems.reduce((s, i) => s + i.total_amount_cents, 0) +
    lineItemOptions.reduce((s, i) => s + i.total_amount_cents, 0);
  const shipping = shipments.reduce(
    (s, sh) => s + (sh.shipping_method?.price_amount_for_shipment_cents ?? 0),
    0,
  );
  const [payment] = o.payment_method_id
    ? await db
        .select()
        .from(commerce_payment_methods)
        .where(eq(commerce_payment_methods.id, o.payment_method_id))
    : [];
  return {
    id: o.id,
    number: o.number,
    status: o.status as CommerceOrderStatus,
    payment_status: o.payment_status,
    currency_code: currency,
    language_code: o.language_code,
    customer_email: o.customer_email,
    skus_count: lineItems.reduce((s, i) => s + i.quantity, 0),
    line_item_options_count: lineItemOptions.length,
    shipments_count: shipments.length,
    subtotal_amount_cents: subtotal,
    shipping_amount_cents: shipping,
    total_amount_cents: subtotal + shipping,
    formatted_subtotal_amount: formatCents(subtotal, currency),
    formatted_shipping_amount: formatCents(shipping, currency),
    formatted_total_amount: formatCents(subtotal + shipping, currency),
    placed_at: iso(o.placed_at),
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    metadata: o.metadata,
    shipping_address: address(o.shipping_address, `${o.id}-shipping`),
    billing_address: address(o.billing_address, `${o.id}-billing`),
    line_items: lineItems,
    line_item_options: lineItemOptions,
    shipments,
    payment_method: payment
      ? {
          id: payment.id,
          name: payment.name,
          payment_source_type: 'wire_transfers',
          price_amount_cents: 0,
          metadata: { payment_terms: payment.payment_terms },
        }
      : null,
  };
}

/** 001 §7: one shipment per order; without a shipping method the first available one. */
async function ensureShipment(tx: CommerceTx, orderId: string, market: string): Promise<void> {
  const [first] = await tx
    .select({ id: commerce_shipping_methods.id })
    .from(commerce_shipping_methods)
    .where(eq(commerce_shipping_methods.market, market))
    .orderBy(asc(commerce_shipping_methods.position))
    .limit(1);
  const [shipment] = await tx
    .select()
    .from(commerce_shipments)
    .where(eq(commerce_shipments.order_id, orderId));
  if (!shipment) {
    await tx.insert(commerce_shipments).values({
      order_id: orderId,
      number: '1',
      shipping_method_id: first?.id ?? null,
    });
  } else if (!shipment.shipping_method_id && first) {
    await tx
      .update(commerce_shipments)
      .set({ shipping_method_id: first.id })
      .where(eq(commerce_shipments.id, shipment.id));
  }
}

/** The unique constraint on commerce_orders.number (drizzle's name for `.unique()`). */
const ORDER_NUMBER_UNIQUE = 'commerce_orders_number_unique';
/** Tries at creating a cart: a number collision repairs the sequence, so a second try suffices. */
const CART_ATTEMPTS = 3;

/** A unique violation (23505) of `constraint`, as the driver or drizzle's wrapper reports it. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

const notFound = () => new CommerceError('not_found', 'Not found.', 404);
/** The engine's ids are UUIDs; another id (a Commerce Layer one, a typo) names nothing here. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);
const notEditable = () => new CommerceError('not_editable', 'The order is no longer open.', 409);

export function createLocalCommercePort(options: LocalCommerceOptions): CommercePort {
  const { db, session } = options;
  const currency = session.currency;

  /** The session's open order row (locked), or errors for another location's / a closed one. */
  async function openOrderOf(tx: CommerceTx, orderId: string) {
    if (!isUuid(orderId)) throw notFound();
    const [o] = await tx
      .select()
      .from(commerce_orders)
      .where(
        and(eq(commerce_orders.id, orderId), eq(commerce_orders.location_id, session.location)),
      )
      .for('update');
    if (!o) throw notFound();
    if (!(OPEN_STATUSES as readonly string[]).includes(o.status)) throw notEditable();
    return o;
  }

  /** A line item of the session's open order, with its order locked. */
  async function lineItemOf(tx: CommerceTx, lineItemId: string) {
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
    const order = await openOrderOf(tx, row.order_id);
    return { item: row.item, order };
  }

  async function lineItem(tx: CommerceTx, id: string): Promise<CommerceLineItem> {
    const [row] = await tx
      .select({ order_id: commerce_line_items.order_id })
      .from(commerce_line_items)
      .where(eq(commerce_line_items.id, id));
    const order = row ? await loadOrder(tx, row.order_id) : null;
    const item = order?.line_items.find((l) => l.id === id);
    if (!item) throw notFound();
    return item;
  }

  /**
   * Inserts the location's cart in one transaction; null when the location already has an open
   * order (the partial unique index commerce_orders_open_location_unique, named as the conflict
   * target so any other unique violation is thrown, not taken for a concurrent cart).
   */
  async function insertCartOrder(input: { language_code: string; customer_email: string }) {
    return db.transaction(async (tx) => {
      const [loc] = await tx
        .select({
          name: locations.name,
          street: locations.street,
          zip: locations.zip_code,
          city: locations.city,
          country: locations.country,
          org: organizations.name,
        })
        .from(locations)
        .innerJoin(organizations, eq(organizations.id, locations.organization_id))
        .where(eq(locations.id, session.location));
      if (!loc) throw notFound();
      const shipping: CommerceAddressRow = {
        full_name: loc.name,
        company: loc.org,
        line_1: loc.street,
        line_2: null,
        city: loc.city,
        zip_code: loc.zip,
        country_code: loc.country,
        phone: '',
      };
      const [payment] = await tx
        .select({ id: commerce_payment_methods.id })
        .from(commerce_payment_methods)
        .where(eq(commerce_payment_methods.market, session.market));
      const yy = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
      const [created] = await tx
        .insert(commerce_orders)
        .values({
          // At least six digits: a longer count keeps all of them (lpad alone would cut it to six
          // and repeat an earlier number).
          number: sql`(select 'MA-' || ${yy} || lpad(n::text, greatest(6, length(n::text)), '0') from nextval(${sql.raw(`'${commerce_order_number_seq.seqName}'`)}) as n)`,
          location_id: session.location,
          customer_id: session.customerId,
          market: session.market,
          currency_code: currency,
          language_code: input.language_code,
          customer_email: input.customer_email,
          shipping_address: shipping,
          // The organization's address is not kept apart yet: the billing address is the
          // organization at the location's address.
          billing_address: { ...shipping, full_name: loc.org },
          payment_method_id: payment?.id ?? null,
        })
        .onConflictDoNothing({
          target: commerce_orders.location_id,
          where: sql.raw(`status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`),
        })
        .returning({ id: commerce_orders.id });
      return created?.id ?? null;
    });
  }

  const port: CommercePort = {
    async listSkus(codes) {
      const unique = [...new Set(codes)];
      if (unique.length === 0) return [];
      const rows = await db
        .select({ sku: commerce_skus, price: commerce_prices })
        .from(commerce_skus)
        .leftJoin(
          commerce_prices,
          and(
            eq(commerce_prices.sku_code, commerce_skus.code),
            eq(commerce_prices.currency_code, currency),
          ),
        )
        .where(inArray(commerce_skus.code, unique))
        .orderBy(asc(commerce_skus.code));
      const optionRows = await db
        .select()
        .from(commerce_sku_options)
        .where(eq(commerce_sku_options.currency_code, currency))
        .orderBy(asc(commerce_sku_options.engraving_no));
      return rows.map(({ sku, price }): CommerceSku => ({
        id: sku.code,
        code: sku.code,
        name: sku.name,
        description: null,
        image_url: sku.image_url,
        weight: sku.weight_grams,
        unit_of_weight: 'gr',
        do_not_ship: false,
        metadata: sku.metadata,
        prices: price
          ? [
              {
                id: `${sku.code}-${currency}`,
                currency_code: currency,
                sku_code: sku.code,
                amount_cents: price.amount_cents,
                amount_float: fromCents(price.amount_cents, currency),
                formatted_amount: formatCents(price.amount_cents, currency),
                compare_at_amount_cents: null,
              },
            ]
          : [],
        sku_options: optionRows
          .filter((o) => !o.sku_code_regex || new RegExp(o.sku_code_regex).test(sku.code))
          .map(skuOption),
      }));
    },

    async findCartOrder() {
      const [o] = await db
        .select({ id: commerce_orders.id })
        .from(commerce_orders)
        .where(
          and(
            eq(commerce_orders.location_id, session.location),
            inArray(commerce_orders.status, [...OPEN_STATUSES]),
          ),
        );
      return o ? loadOrder(db, o.id) : null;
    },

    async createCartOrder(input) {
      for (let attempt = 1; ; attempt++) {
        let id: string | null;
        try {
          id = await insertCartOrder(input);
        } catch (err) {
          if (!isUniqueViolation(err, ORDER_NUMBER_UNIQUE)) throw err;
          // The sequence handed out a number already stored (it was behind the orders,
          // docs/decisions/0015): move it past them and draw the next number.
          if (attempt >= CART_ATTEMPTS)
            throw new CommerceError('unavailable', 'The cart could not be created.', 503);
          await repairSequences(db, { only: [commerce_order_number_seq.seqName!] });
          continue;
        }
        if (id) return (await loadOrder(db, id))!;
        // Another request created the location's cart meanwhile (the only conflict ignored).
        const existing = await port.findCartOrder();
        if (existing) return existing;
        // …and placed or cancelled before we could read it: create the next one.
        if (attempt >= CART_ATTEMPTS)
          throw new CommerceError('unavailable', 'The cart could not be created.', 503);
      }
    },

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
        const order = await openOrderOf(tx, s.order_id);
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

    async addLineItem(orderId, input: AddLineItemInput) {
      return db.transaction(async (tx) => {
        const order = await openOrderOf(tx, orderId);
        const [sku] = await tx
          .select()
          .from(commerce_skus)
          .where(eq(commerce_skus.code, input.sku_code));
        if (!sku) throw new SkuNotFoundError(input.sku_code);
        const [created] = await tx
          .insert(commerce_line_items)
          .values({
            order_id: order.id,
            sku_code: sku.code,
            quantity: input.quantity,
            name: sku.name,
            image_url: sku.image_url,
            unit_amount_cents: input.unit_amount_cents,
            weight_grams: sku.weight_grams,
            metadata: input.metadata as unknown as Record<string, unknown>,
          })
          .returning({ id: commerce_line_items.id });
        const id = created!.id;
        if (input.engraving) {
          const [option] = await tx
            .select()
            .from(commerce_sku_options)
            .where(
              and(
                eq(commerce_sku_options.id, input.engraving.sku_option_id),
                eq(commerce_sku_options.currency_code, currency),
              ),
            );
          if (!option) throw new CommerceError('invalid', 'Unknown engraving option.', 400);
          await tx.insert(commerce_line_item_options).values({
            line_item_id: id,
            sku_option_id: option.id,
            quantity: input.quantity,
            options: input.engraving.options,
            unit_amount_cents: option.price_amount_cents,
          });
        }
        const limit = input.metadata.limit_nr;
        if (limit !== null && limit !== undefined) {
          const held = await tx
            .update(commerce_limit_numbers)
            .set({ line_item_id: id })
            .where(
              and(
                eq(commerce_limit_numbers.sku_prefix, articleNumberOf(sku.code)),
                eq(commerce_limit_numbers.number, limit),
                sql`${commerce_limit_numbers.line_item_id} is null`,
                eq(commerce_limit_numbers.sold, false),
              ),
            )
            .returning({ n: commerce_limit_numbers.number });
          if (held.length === 0)
            throw new CommerceError(
              'limit_number_taken',
              `The limit number ${limit} is no longer free.`,
              409,
            );
        }
        await tx
          .update(commerce_orders)
          .set({ status: 'pending', updated_at: new Date() })
          .where(eq(commerce_orders.id, order.id));
        await ensureShipment(tx, order.id, order.market);
        return lineItem(tx, id);
      });
    },

    async updateLineItemQuantity(lineItemId, quantity) {
      return db.transaction(async (tx) => {
        const { item } = await lineItemOf(tx, lineItemId);
        await tx
          .update(commerce_line_items)
          .set({ quantity, updated_at: new Date() })
          .where(eq(commerce_line_items.id, item.id));
        await tx
          .update(commerce_line_item_options)
          .set({ quantity })
          .where(eq(commerce_line_item_options.line_item_id, item.id));
        return lineItem(tx, item.id);
      });
    },

    async deleteLineItem(lineItemId) {
      await db.transaction(async (tx) => {
        const { item, order } = await lineItemOf(tx, lineItemId);
        // The foreign key releases a held limit number (on delete set null).
        await tx.delete(commerce_line_items).where(eq(commerce_line_items.id, item.id));
        // The last line gone, the order has nothing to ship (issue 24); the next add creates the
        // shipment again (ensureShipment).
        const [left] = await tx
          .select({ id: commerce_line_items.id })
          .from(commerce_line_items)
          .where(eq(commerce_line_items.order_id, order.id))
          .limit(1);
        if (!left)
          await tx.delete(commerce_shipments).where(eq(commerce_shipments.order_id, order.id));
      });
    },

    async authorizeOrder(orderId) {
      await db.transaction(async (tx) => {
        const order = await openOrderOf(tx, orderId);
        await tx
          .update(commerce_orders)
          .set({ payment_status: 'authorized', updated_at: new Date() })
          .where(eq(commerce_orders.id, order.id));
      });
      return (await loadOrder(db, orderId))!;
    },

    async placeOrder(orderId) {
      if (!isUuid(orderId)) throw notFound();
      await db.transaction(async (tx) => {
        const [o] = await tx
          .select()
          .from(commerce_orders)
          .where(
            and(eq(commerce_orders.id, orderId), eq(commerce_orders.location_id, session.location)),
          )
          .for('update');
        if (!o) throw notFound();
        // Placing a placed order changes nothing (idempotent; the lock makes a concurrent second
        // call wait and land here).
        if (o.status === 'placed' || o.status === 'approved') return;
        if (!(OPEN_STATUSES as readonly string[]).includes(o.status)) throw notEditable();
        const items = await tx
          .select()
          .from(commerce_line_items)
          .where(eq(commerce_line_items.order_id, o.id));
        if (items.length === 0)
          throw new CommerceError('empty_order', 'The order has no line items.', 400);
        const skus = await tx
          .select({ code: commerce_skus.code })
          .from(commerce_skus)
          .where(
            inArray(
              commerce_skus.code,
              items.map((i) => i.sku_code),
            ),
          );
        const known = new Set(skus.map((s) => s.code));
        const gone = items.find((i) => !known.has(i.sku_code));
        if (gone) throw new SkuNotFoundError(gone.sku_code);
        for (const item of items) {
          const limit = (item.metadata as { limit_nr?: number | null }).limit_nr;
          if (limit === null || limit === undefined) continue;
          const sold = await tx
            .update(commerce_limit_numbers)
            .set({ sold: true })
            .where(
              and(
                eq(commerce_limit_numbers.line_item_id, item.id),
                eq(commerce_limit_numbers.number, limit),
              ),
            )
            .returning({ n: commerce_limit_numbers.number });
          if (sold.length === 0)
            throw new CommerceError(
              'limit_number_taken',
              `The limit number ${limit} is no longer held by this order.`,
              409,
            );
        }
        await ensureShipment(tx, o.id, o.market);
        await tx
          .update(commerce_orders)
          .set({
            status: 'placed',
            payment_status: 'authorized',
            placed_at: new Date(),
            updated_at: new Date(),
          })
          .where(eq(commerce_orders.id, o.id));
        const placed = await loadOrder(tx, o.id);
        if (options.onPlaced && placed) await options.onPlaced(tx, placed);
      });
      return (await loadOrder(db, orderId))!;
    },

    async reloadOrder(orderId) {
      const order = await port.retrieveOrder(orderId);
      if (!order) throw notFound();
      return order;
    },
  };
  return port;
}
