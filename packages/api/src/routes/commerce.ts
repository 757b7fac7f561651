import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { eq, locations, open_orders, organizations, type Db } from '@maison/db';
import {
  COMMERCE_COOKIE_NAME,
  COMMERCE_ORDER_PERMISSIONS,
  COMMERCE_PAGE_SIZE,
  COMMERCE_TOKEN_MAX_AGE_S,
  DEFAULT_DELIVERY_TIME_WEEKS,
  METAL_COLORS,
  SHOP_CURRENCIES,
  SHOP_ORDER_TYPES,
  HINT_TOO_LARGE_QUANTITY,
  addDays,
  composePrice,
  countryTimeZone,
  defaultEngraving,
  deliveryTimeWeeks,
  engravingLineItemOption,
  fromCents,
  freeLimitNumbers,
  hasPermission,
  isEngravingLocked,
  isQuantityAllowed,
  isSkuCode,
  jewelryLineItemMetadata,
  quantityInCart,
  selectionSkus,
  serviceLineItemMetadata,
  todayIn,
  unitAmountCents,
  validateSelection,
  DAYS_PER_WEEK,
  type Locale,
  type Order,
  type SelectionState,
  type ShopCurrency,
} from '@maison/domain';
import {
  commerceLayerPortFor,
  createLocalCommercePort,
  findProductGroup,
  isCommerceError,
  listLimitations,
  listProductGroups,
  SHOP_LANGUAGES,
  toShopOrder,
  type CommerceOrder,
  type CommercePort,
  type CommerceTx,
  type ShopLanguage,
} from '@maison/services/commerce';
import { shopOrderMails } from '@maison/services/email';
import { isProduction, loadUser, requireUser } from '../auth';
import { issueCommerceToken, requireCommerce, type CommerceAuth } from '../commerce-token';
import type { AppEnv } from '../env';
import { ApiError, MESSAGES } from '../errors';
import { createRouter } from '../router';

/** The trade shop's API (issue 7, docs/shop.md): commerce token, catalogue, cart and order. */

const detail = (status: 400 | 404 | 409 | 503, text: string, code?: string) =>
  new ApiError(status, code ? { detail: text, code } : { detail: text });
const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new ApiError(400, { detail: `JSON parse error - ${(err as Error).message}` });
  }
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  throw new ApiError(400, errors);
}

const shortText = (max: number) => z.string().max(max);
const SelectionSchema = z.object({
  length: z.number().positive().max(999).nullable().default(null),
  metalColor: z.enum(METAL_COLORS).nullable().default(null),
  specialColor: z.number().int().min(1).max(9).nullable().default(null),
  engravingType: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .default(null),
  engravingText: shortText(500).default(''),
  engravingImage: shortText(2000).nullable().default(null),
  orderType: z.enum(SHOP_ORDER_TYPES),
  note: shortText(1000).default(''),
  endCustomerName: shortText(200).default(''),
  orderNumber: shortText(100).default(''),
  requestedDeliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  yearlyRingId: z.number().int().positive().max(100000).nullable().default(null),
});
const AddSchema = z.object({
  article_group_id: z.string().max(64),
  selection: z.unknown().optional(),
  quantity: z.unknown().optional(),
  note: shortText(1000).optional(),
  orderNumber: shortText(100).optional(),
});
const QuantitySchema = z.object({ quantity: z.number().int().positive().max(100000) });
const IdSchema = z.string().uuid();

function languageOf(value: string | undefined): ShopLanguage {
  if (value === undefined || value === '') return 'de';
  if (!(SHOP_LANGUAGES as readonly string[]).includes(value))
    throw new ApiError(400, { language: [`"${value}" is not a valid choice.`] });
  return value as ShopLanguage;
}

function checkCurrency(auth: CommerceAuth, value: string | undefined): ShopCurrency {
  const currency = auth.claim.currency;
  if (value !== undefined && value !== '' && value !== currency)
    throw new ApiError(400, {
      currency: [`Must be the commerce token's currency (${currency}).`],
    });
  return currency;
}

/** Answers the port's errors with their status (docs/shop.md "Error shapes"). */
async function commerceCall<T>(c: Context<AppEnv>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError || !isCommerceError(err)) throw err;
    if (err.code === 'not_found') throw notFound();
    if (err.code === 'unavailable' || err.status >= 500) {
      c.get('logger').error({ err: err.message }, 'commerce service failed');
      throw detail(503, 'The commerce service is unavailable.', 'commerce_unavailable');
    }
    const status = ([400, 404, 409] as const).find((s) => s === err.status) ?? 400;
    throw detail(status, err.message, err.code === 'invalid' ? undefined : err.code);
  }
}

interface ShopContext {
  auth: CommerceAuth;
  port: CommercePort;
  db: Db;
}

/** Writes the portal's open-order rows of a placed order (docs/shop.md "Placed orders"). */
async function writeOpenOrders(tx: CommerceTx, order: CommerceOrder, auth: CommerceAuth) {
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
    const [sku] = await createLocalCommercePort({
      db,
      session: sessionOf(auth),
    }).listSkus([item.sku_code]);
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

function sessionOf(auth: CommerceAuth) {
  return {
    customerId: auth.claim.customer_id,
    location: auth.claim.location,
    currency: auth.claim.currency,
    market: auth.claim.market,
  };
}

async function shop(
  c: Context<AppEnv>,
  onPlaced?: (order: CommerceOrder) => void,
): Promise<ShopContext> {
  const auth = await requireCommerce(c);
  const db = c.get('db');
  const port =
    commerceLayerPortFor(sessionOf(auth)) ??
    createLocalCommercePort({
      db,
      session: sessionOf(auth),
      onPlaced: async (tx, order) => {
        await writeOpenOrders(tx, order, auth);
        onPlaced?.(order);
      },
    });
  return { auth, port, db };
}

const EMPTY_ORDER = (currency: string): Order => ({
  id: null as unknown as string,
  number: '',
  status: 'draft',
  currency_code: currency,
  total: 0,
  total_amount_cents: 0,
  subtotal_amount_cents: 0,
  shippingAmount: 0,
  shipping_amount_cents: 0,
  shipmentCount: 0,
  shipping_address: null,
  billing_address: null,
  line_items: [],
  line_item_options: [],
  shipments: [],
  payment_terms: null,
  placed_at: null,
});

async function addLineItem(c: Context<AppEnv>) {
  const { auth, port, db } = await shop(c);
  const body = parse(AddSchema, await jsonBody(c));
  const currency = auth.claim.currency;
  const group = await findProductGroup(db, body.article_group_id, 'de', currency);
  if (!group) throw notFound();
  const user = await loadUser(db, auth.userId);
  if (!user)
    throw new ApiError(401, { detail: 'Invalid commerce token.', code: 'commerce_token_invalid' });
  return commerceCall(c, async () => {
    const cart =
      (await port.findCartOrder()) ??
      (await port.createCartOrder({ language_code: user.language, customer_email: user.email }));
    let input;
    if (group.metaType === 'service_item') {
      const { quantity } = parse(QuantitySchema, { quantity: body.quantity });
      const inCart = quantityInCart(cart.line_items, group.articleNumber);
      if (!isQuantityAllowed(group, quantity, inCart))
        throw new ApiError(400, { quantity: [HINT_TOO_LARGE_QUANTITY] });
      const [sku] = await port.listSkus([group.articleNumber]);
      const price = sku?.prices[0]?.amount_cents;
      if (!sku || price === undefined)
        throw detail(404, `Sku ${group.articleNumber} not found`, 'sku_not_found');
      input = {
        sku_code: sku.code,
        quantity,
        unit_amount_cents: price,
        metadata: serviceLineItemMetadata(group, price, {
          note: body.note,
          orderNumber: body.orderNumber,
        }),
        engraving: null,
      };
    } else {
      const raw = parse(SelectionSchema, body.selection ?? {});
      let selection: SelectionState = {
        ...raw,
        specialColor: raw.specialColor as SelectionState['specialColor'],
      };
      // The forced default engraving of a nocommission power bracelet (001 §4), whatever was sent.
      if (isEngravingLocked({ selection, storedEngraving: null }, group))
        selection = { ...selection, ...defaultEngraving(group) };
      const skus = selectionSkus(group, selection);
      const [sku] = skus ? await port.listSkus([skus.skuCode]) : [];
      const limitations = group.isRingOfTheYear ? await listLimitations(db) : [];
      const loc = await db
        .select({ country: locations.country })
        .from(locations)
        .where(eq(locations.id, auth.claim.location));
      const errors = validateSelection(group, selection, {
        today: todayIn(countryTimeZone(loc[0]?.country ?? auth.claim.market)),
        deliveryTimeWeeks:
          (sku ? deliveryTimeWeeks(sku.metadata) : null) ?? DEFAULT_DELIVERY_TIME_WEEKS,
        freeLimitNumbers: freeLimitNumbers(limitations, group.skuPrefix),
      });
      if (Object.keys(errors).length > 0)
        throw new ApiError(
          400,
          Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v as string]])),
        );
      if (!skus) throw new ApiError(400, { metalColor: ['form-general.required-field'] });
      const price = sku?.prices[0]?.amount_cents;
      if (!sku || price === undefined)
        throw detail(404, `Sku ${skus.skuCode} not found`, 'sku_not_found');
      const composition = composePrice(group, selection, currency, fromCents(price, currency));
      const option = engravingLineItemOption(selection, composition);
      const skuOption = option
        ? sku.sku_options.find(
            (o) => o.metadata.engraving_no === option.sku_option.metadata.engraving_no,
          )
        : undefined;
      if (option && !skuOption)
        throw new ApiError(400, { engravingType: ['shop.error.not-offered'] });
      input = {
        sku_code: sku.code,
        quantity: 1,
        unit_amount_cents: unitAmountCents(composition),
        metadata: jewelryLineItemMetadata(group, selection, skus, composition),
        engraving:
          option && skuOption ? { sku_option_id: skuOption.id, options: option.options } : null,
      };
    }
    const item = await port.addLineItem(cart.id, input);
    const order = toShopOrder((await port.retrieveOrder(cart.id))!);
    return c.json(
      { line_item: order.line_items.find((l) => l.id === item.id) ?? null, order },
      201,
    );
  });
}

async function orderAction(
  c: Context<AppEnv>,
  action: 'authorize' | 'place' | 'reload',
): Promise<Response> {
  const placed: CommerceOrder[] = [];
  const { auth, port, db } = await shop(c, (order) => placed.push(order));
  const id = c.req.param('id') ?? '';
  if (!IdSchema.safeParse(id).success) throw notFound();
  if (action !== 'reload') {
    // A withdrawn permission stops orders before the token expires.
    const user = await loadUser(db, auth.userId);
    if (
      !user ||
      !COMMERCE_ORDER_PERMISSIONS.some((p) => hasPermission(user, auth.claim.location, p))
    )
      throw new ApiError(403, { detail: MESSAGES.permissionDenied });
  }
  const order = await commerceCall(c, async () => {
    if (action === 'authorize') return port.authorizeOrder(id);
    if (action === 'reload') return port.reloadOrder(id);
    const current = await port.retrieveOrder(id);
    if (!current) throw notFound();
    if (current.status !== 'placed' && current.line_items.length === 0)
      throw detail(400, 'The order has no line items.', 'empty_order');
    return port.placeOrder(id);
  });
  const view = toShopOrder(order);
  if (placed.length > 0) await sendOrderMails(c, view, auth);
  return c.json(view, 200);
}

async function sendOrderMails(c: Context<AppEnv>, order: Order, auth: CommerceAuth) {
  const db = c.get('db');
  const user = await loadUser(db, auth.userId);
  const [loc] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, auth.claim.location));
  if (!user) return;
  const mails = shopOrderMails({
    order,
    locationName: loc?.name ?? '',
    user: { email: user.email, first_name: user.first_name, language: user.language as Locale },
    brandEmail: process.env.SHOP_ORDERS_EMAIL || 'orders@maison.test',
  });
  for (const mail of mails) {
    try {
      await c.get('mailer').send(mail);
    } catch (err) {
      // The order is placed; a failed mail is reported, not answered as a failed order.
      c.get('errorReporter').captureException(err as Error, { requestId: c.get('requestId') });
    }
  }
}

export function createCommerceRouter() {
  const router = createRouter();

  router.post('/locations/:id/commerce/authenticate/', async (c) => {
    const user = await requireUser(c);
    const raw = c.req.param('id');
    if (!/^\d{1,9}$/.test(raw)) throw notFound();
    const id = Number(raw);
    const [loc] = await c
      .get('db')
      .select({ id: locations.id, country: locations.country, currency: locations.currency })
      .from(locations)
      .innerJoin(organizations, eq(organizations.id, locations.organization_id))
      .where(eq(locations.id, id));
    if (!user.is_superuser && !COMMERCE_ORDER_PERMISSIONS.some((p) => hasPermission(user, id, p)))
      throw new ApiError(403, { detail: MESSAGES.permissionDenied });
    if (!loc) throw notFound();
    const currency = (SHOP_CURRENCIES as readonly string[]).includes(loc.currency)
      ? (loc.currency as ShopCurrency)
      : 'EUR';
    const token = await issueCommerceToken(user.id, {
      customer_id: `loc-${loc.id}`,
      location: loc.id,
      currency,
      market: loc.country,
    });
    setCookie(c, COMMERCE_COOKIE_NAME, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isProduction(),
      maxAge: COMMERCE_TOKEN_MAX_AGE_S,
    });
    return c.json({ token }, 200);
  });

  router.post('/commerce/logout/', (c) => {
    deleteCookie(c, COMMERCE_COOKIE_NAME, { path: '/' });
    return c.body(null, 204);
  });

  /**
   * The shop's own reading of its token (the cookie is httpOnly): which location, currency and
   * market the pages work for, and whose token it is, so a page can re-authenticate when
   * another user has logged in meanwhile. Not in the spec; docs/shop.md "Commerce token".
   */
  router.get('/commerce/session/', async (c) => {
    const auth = await requireCommerce(c);
    const [loc] = await c
      .get('db')
      .select({ name: locations.name, organization: organizations.name })
      .from(locations)
      .innerJoin(organizations, eq(organizations.id, locations.organization_id))
      .where(eq(locations.id, auth.claim.location));
    return c.json(
      {
        user: auth.userId,
        ...auth.claim,
        location_name: loc?.name ?? '',
        organization_name: loc?.organization ?? '',
      },
      200,
    );
  });

  router.get('/commerce/products/', async (c) => {
    const auth = await requireCommerce(c);
    const language = languageOf(c.req.query('language'));
    const currency = checkCurrency(auth, c.req.query('currency'));
    return c.json(await listProductGroups(c.get('db'), language, currency), 200);
  });

  router.get('/commerce/limitations/', async (c) => {
    await requireCommerce(c);
    return c.json(await listLimitations(c.get('db')), 200);
  });

  router.get('/commerce/skus/', async (c) => {
    const { port } = await shop(c);
    const codes = (c.req.query('codes') ?? '').split(',').filter((s) => s !== '');
    if (codes.length > COMMERCE_PAGE_SIZE)
      throw new ApiError(400, { codes: [`At most ${COMMERCE_PAGE_SIZE} codes.`] });
    const bad = codes.find((code) => !isSkuCode(code));
    if (bad !== undefined) throw new ApiError(400, { codes: [`Invalid SKU code "${bad}".`] });
    const skus = await commerceCall(c, () => port.listSkus(codes));
    return c.json(
      skus.map((s) => ({
        code: s.code,
        name: s.name,
        price_amount_cents: s.prices[0]?.amount_cents ?? null,
        formatted_amount: s.prices[0]?.formatted_amount ?? null,
        delivery_time: deliveryTimeWeeks(s.metadata) ?? DEFAULT_DELIVERY_TIME_WEEKS,
        weight_grams: s.weight,
        sku_options: s.sku_options.map((o) => ({
          id: o.id,
          engraving_no: o.metadata.engraving_no,
          price_amount_cents: o.price_amount_cents,
        })),
      })),
      200,
    );
  });

  router.get('/commerce/orders/current/', async (c) => {
    const { auth, port } = await shop(c);
    const order = await commerceCall(c, () => port.findCartOrder());
    return c.json(order ? toShopOrder(order) : EMPTY_ORDER(auth.claim.currency), 200);
  });

  router.post('/commerce/orders/current/line-items/', addLineItem);

  router.patch('/commerce/line-items/:id/', async (c) => {
    const { port, auth, db } = await shop(c);
    const id = c.req.param('id');
    if (!IdSchema.safeParse(id).success) throw notFound();
    const { quantity } = parse(QuantitySchema, await jsonBody(c));
    return commerceCall(c, async () => {
      const cart = await port.findCartOrder();
      const item = cart?.line_items.find((l) => l.id === id);
      if (!cart || !item) throw notFound();
      if (item.metadata.meta_type !== 'service_item')
        throw new ApiError(400, { quantity: ['Only service items have a quantity.'] });
      const group = await findProductGroup(
        db,
        item.metadata.article_group_id,
        'de',
        auth.claim.currency,
      );
      if (!group || group.metaType !== 'service_item') throw notFound();
      const others = quantityInCart(cart.line_items, item.sku_code) - item.quantity;
      if (!isQuantityAllowed(group, quantity, others))
        throw new ApiError(400, { quantity: [HINT_TOO_LARGE_QUANTITY] });
      await port.updateLineItemQuantity(id, quantity);
      return c.json(toShopOrder((await port.retrieveOrder(cart.id))!), 200);
    });
  });

  router.delete('/commerce/line-items/:id/', async (c) => {
    const { port } = await shop(c);
    const id = c.req.param('id');
    if (!IdSchema.safeParse(id).success) throw notFound();
    return commerceCall(c, async () => {
      const cart = await port.findCartOrder();
      if (!cart || !cart.line_items.some((l) => l.id === id)) throw notFound();
      await port.deleteLineItem(id);
      return c.json(toShopOrder((await port.retrieveOrder(cart.id))!), 200);
    });
  });

  router.post('/commerce/orders/:id/authorize/', (c) => orderAction(c, 'authorize'));
  router.post('/commerce/orders/:id/place/', (c) => orderAction(c, 'place'));
  router.post('/commerce/orders/:id/reload/', (c) => orderAction(c, 'reload'));

  return router;
}
