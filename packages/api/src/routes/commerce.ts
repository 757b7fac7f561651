import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import {
  eq,
  findEngravingImage,
  locations,
  open_orders,
  organizations,
  saveEngravingImage,
  type Db,
} from '@maison/db';
import {
  COMMERCE_COOKIE_NAME,
  COMMERCE_ORDER_PERMISSIONS,
  COMMERCE_TOKEN_MAX_AGE_S,
  DEFAULT_DELIVERY_TIME_WEEKS,
  ENGRAVING_IMAGE_RATE_LIMIT,
  ENGRAVING_IMAGE_RATE_WINDOW_S,
  SHOP_CURRENCIES,
  SHOP_ERRORS,
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
  createLocalCommercePort,
  findProductGroup,
  isCommerceError,
  listLimitations,
  listProductGroups,
  toShopOrder,
  type CommerceOrder,
  type CommercePort,
  type CommerceSku,
  type CommerceTx,
} from '@maison/services/commerce';
import { shopOrderMails } from '@maison/services/email';
import { currentSession, isProduction, loadUser, requireUser } from '../auth';
import {
  INVALID_COMMERCE_TOKEN,
  issueCommerceToken,
  requireCommerce,
  type CommerceAuth,
} from '../commerce-token';
import type { AppEnv } from '../env';
import { ApiError, MESSAGES, toFieldErrors } from '../errors';
import { API_PREFIX } from '../prefix';
import { enforceRateLimit } from '../rate-limit';
import { createRouter } from '../router';
import {
  ENGRAVING_IMAGE_EXTENSIONS,
  ENGRAVING_IMAGE_HEADERS,
  ENGRAVING_IMAGE_PATH,
  engravingImageIdOf,
  parseEngravingImageName,
  readEngravingImage,
} from '../shop/engraving-images';
import { AddLineItemSchema, COMMERCE_ID, QuantitySchema, SelectionSchema } from '../shop/requests';
import {
  addLineItemRoute,
  authenticateRoute,
  authorizeOrderRoute,
  currentOrderRoute,
  deleteLineItemRoute,
  engravingImageRoute,
  limitationsRoute,
  logoutRoute,
  placeOrderRoute,
  productsRoute,
  reloadOrderRoute,
  sessionRoute,
  skusRoute,
  updateLineItemRoute,
  uploadEngravingImageRoute,
} from '../shop/routes';
import { COMMERCE_SECURITY_SCHEME } from '../shop/schemas';

/** The trade shop's API (issue 7, docs/shop.md): commerce token, catalogue, cart and order. */

const detail = (status: 400 | 404 | 409 | 503, text: string, code?: string) =>
  new ApiError(status, code ? { detail: text, code } : { detail: text });
const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });

/** Validates a part of a body that can only be checked once its product group is known. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, toFieldErrors(result.error, input));
}

/** A malformed id names nothing: 404 like an unknown one. */
function commerceId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!COMMERCE_ID.test(id)) throw notFound();
  return id;
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

/**
 * Writes the portal's open-order rows of a placed order (docs/shop.md "Placed orders"), each
 * once: a row that exists already is left alone. `skus` are the order's SKUs (delivery times).
 */
async function writeOpenOrders(
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

function sessionOf(auth: CommerceAuth) {
  return {
    customerId: auth.claim.customer_id,
    location: auth.claim.location,
    currency: auth.claim.currency,
    market: auth.claim.market,
  };
}

const skuCodes = (order: CommerceOrder) => order.line_items.map((l) => l.sku_code);

/**
 * The port of the request's commerce token: the remote service's (Commerce Layer) when the app
 * has one, else the embedded engine. `onPlaced` hears of an order the call itself placed, after
 * its open-order rows are written: by the engine inside the placing transaction (a failure
 * places nothing), with a remote service after it placed the order (a failure is reported; the
 * order stays placed).
 */
async function shop(
  c: Context<AppEnv>,
  onPlaced?: (order: CommerceOrder) => void,
): Promise<ShopContext> {
  const auth = await requireCommerce(c);
  const db = c.get('db');
  const session = sessionOf(auth);
  const remote: CommercePort | null = c.get('commercePort')(session, {
    onPlaced: async (order) => {
      try {
        const skus = await remote!.listSkus(skuCodes(order));
        await db.transaction((tx) => writeOpenOrders(tx, order, auth, skus));
      } catch (err) {
        c.get('logger').error({ order: order.number }, 'open orders of a placed order not written');
        c.get('errorReporter').captureException(err as Error, {
          requestId: c.get('requestId'),
          order: order.number,
        });
      }
      onPlaced?.(order);
    },
  });
  const port =
    remote ??
    createLocalCommercePort({
      db,
      session,
      onPlaced: async (tx, order) => {
        const local = createLocalCommercePort({ db: tx as unknown as Db, session });
        await writeOpenOrders(tx, order, auth, await local.listSkus(skuCodes(order)));
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

/** An uploaded engraving image must be one of ours (symbols are checked by validateSelection). */
async function engravingImageError(db: Db, selection: SelectionState): Promise<string | null> {
  const image = selection.engravingImage;
  if (selection.engravingType !== 3 || !image || image.startsWith('symbol:')) return null;
  const id = engravingImageIdOf(image);
  return id && (await findEngravingImage(db, id)) ? null : SHOP_ERRORS.notOffered;
}

async function addLineItem(c: Context<AppEnv>, body: z.infer<typeof AddLineItemSchema>) {
  const { auth, port, db } = await shop(c);
  const currency = auth.claim.currency;
  const group = await findProductGroup(db, body.article_group_id, 'de', currency);
  if (!group) throw notFound();
  const user = await loadUser(db, auth.userId);
  if (!user) throw INVALID_COMMERCE_TOKEN;
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
      const errors: Record<string, string> = {
        ...validateSelection(group, selection, {
          today: todayIn(countryTimeZone(loc[0]?.country ?? auth.claim.market)),
          deliveryTimeWeeks:
            (sku ? deliveryTimeWeeks(sku.metadata) : null) ?? DEFAULT_DELIVERY_TIME_WEEKS,
          freeLimitNumbers: freeLimitNumbers(limitations, group.skuPrefix),
        }),
      };
      if (!errors.engravingImage) {
        const imageError = await engravingImageError(db, selection);
        if (imageError) errors.engravingImage = imageError;
      }
      if (Object.keys(errors).length > 0)
        throw new ApiError(
          400,
          Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
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
    return { line_item: order.line_items.find((l) => l.id === item.id) ?? null, order };
  });
}

/**
 * authorize, place or reload. Only the call that placed the order (the engine's locked
 * transaction, or the Commerce Layer `_place` that was accepted) writes the open orders and
 * sends the mails: a repeated or concurrent place answers the placed order and does neither.
 */
async function orderAction(
  c: Context<AppEnv>,
  action: 'authorize' | 'place' | 'reload',
): Promise<Order> {
  const placed: CommerceOrder[] = [];
  const { auth, port, db } = await shop(c, (order) => placed.push(order));
  const id = commerceId(c);
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
  return view;
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

/** Stores an uploaded engraving image under a random name (docs/shop.md "Engraving images"). */
async function uploadEngravingImage(c: Context<AppEnv>): Promise<{ url: string }> {
  const auth = await requireCommerce(c);
  await enforceRateLimit(
    c,
    `engraving-images:user:${auth.userId}`,
    ENGRAVING_IMAGE_RATE_LIMIT,
    ENGRAVING_IMAGE_RATE_WINDOW_S,
  );
  const db = c.get('db');
  // The token outlives its user and location only as an invalid token.
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, auth.claim.location));
  if (!location || !(await loadUser(db, auth.userId))) throw INVALID_COMMERCE_TOKEN;
  const { bytes, type } = await readEngravingImage(c);
  const image = await saveEngravingImage(db, {
    id: randomUUID(),
    contentType: type,
    bytes,
    userId: auth.userId,
    locationId: auth.claim.location,
  });
  c.get('logger').info(
    { image: image.id, type, bytes: bytes.byteLength, location: auth.claim.location },
    'engraving image stored',
  );
  return {
    url: `${API_PREFIX}${ENGRAVING_IMAGE_PATH}${image.id}.${ENGRAVING_IMAGE_EXTENSIONS[type]}`,
  };
}

async function serveEngravingImage(c: Context<AppEnv>, name: string): Promise<Response> {
  const parsed = parseEngravingImageName(name);
  const image = parsed ? await findEngravingImage(c.get('db'), parsed.id) : null;
  if (!parsed || !image || ENGRAVING_IMAGE_EXTENSIONS[image.content_type] !== parsed.extension)
    throw notFound();
  const etag = `"${image.sha1}"`;
  const headers = {
    ...ENGRAVING_IMAGE_HEADERS,
    ETag: etag,
    // One upload never changes; customers' images stay out of shared caches.
    'Cache-Control': 'private, max-age=31536000, immutable',
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return c.body(null, 304, headers);
  return c.body(new Uint8Array(image.bytes), 200, {
    ...headers,
    'Content-Type': image.content_type,
    'Content-Length': String(image.bytes.length),
  });
}

/**
 * The shop's own reading of its token (the cookie is httpOnly): which location, currency and
 * market the pages work for, and whose token it is, so a page can re-authenticate when
 * another user has logged in meanwhile. Not in the spec; docs/shop.md "Commerce token".
 */
async function commerceSession(c: Context<AppEnv>) {
  const auth = await requireCommerce(c);
  const [loc] = await c
    .get('db')
    .select({ name: locations.name, organization: organizations.name })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organization_id))
    .where(eq(locations.id, auth.claim.location));
  return {
    user: auth.userId,
    ...auth.claim,
    location_name: loc?.name ?? '',
    organization_name: loc?.organization ?? '',
  };
}

/**
 * The upload's body as the typed client sends it (`form: { file }`); the handler reads it
 * itself, bounded, so the route declares no validator for it.
 */
type EngravingImageUpload = {
  in: { form: { file: File | Blob } };
  out: { form: { file: File | Blob } };
};

/** Routes under /commerce/ that take no commerce token. */
const TOKENLESS = [/\/commerce\/logout\/$/, /\/commerce\/engraving-images\/[^/]+$/];

export function createCommerceRouter() {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', COMMERCE_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The commerce token (docs/shop.md): `Authorization: Bearer <jwt>` from ' +
      '`POST /api/v1/locations/{id}/commerce/authenticate/`, or the `_wff_commerce_token` ' +
      "cookie (unsafe cookie calls need the site's Origin).",
  });
  // Referenced by the add-to-cart body, which checks a selection only once the group is known.
  router.openAPIRegistry.register('ShopSelection', SelectionSchema);
  // The token before validation: an invalid token answers 401 whatever the request holds.
  router.use('/commerce/*', async (c, next) => {
    if (!TOKENLESS.some((path) => path.test(c.req.path))) await requireCommerce(c);
    await next();
  });

  return router
    .openapi(authenticateRoute, async (c) => {
      const user = await requireUser(c);
      const raw = c.req.valid('param').id;
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
      const session = await currentSession(c);
      if (!session) throw new ApiError(401, { detail: MESSAGES.notAuthenticated });
      const token = await issueCommerceToken(user.id, session.sid, {
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
    })
    .openapi(logoutRoute, (c) => {
      deleteCookie(c, COMMERCE_COOKIE_NAME, { path: '/', secure: isProduction() });
      return c.body(null, 204);
    })
    .openapi(sessionRoute, async (c) => c.json(await commerceSession(c), 200))
    .openapi(productsRoute, async (c) => {
      const auth = await requireCommerce(c);
      const query = c.req.valid('query');
      const currency = checkCurrency(auth, query.currency);
      return c.json(await listProductGroups(c.get('db'), query.language, currency), 200);
    })
    .openapi(limitationsRoute, async (c) => {
      await requireCommerce(c);
      return c.json(await listLimitations(c.get('db')), 200);
    })
    .openapi(skusRoute, async (c) => {
      const { port } = await shop(c);
      const { codes } = c.req.valid('query');
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
    })
    .openapi(currentOrderRoute, async (c) => {
      const { auth, port } = await shop(c);
      const order = await commerceCall(c, () => port.findCartOrder());
      return c.json(order ? toShopOrder(order) : EMPTY_ORDER(auth.claim.currency), 200);
    })
    .openapi(addLineItemRoute, async (c) => c.json(await addLineItem(c, c.req.valid('json')), 201))
    .openapi(updateLineItemRoute, async (c) => {
      const { port, auth, db } = await shop(c);
      const id = commerceId(c);
      const { quantity } = c.req.valid('json');
      const order = await commerceCall(c, async () => {
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
        return toShopOrder((await port.retrieveOrder(cart.id))!);
      });
      return c.json(order, 200);
    })
    .openapi(deleteLineItemRoute, async (c) => {
      const { port } = await shop(c);
      const id = commerceId(c);
      const order = await commerceCall(c, async () => {
        const cart = await port.findCartOrder();
        if (!cart || !cart.line_items.some((l) => l.id === id)) throw notFound();
        await port.deleteLineItem(id);
        return toShopOrder((await port.retrieveOrder(cart.id))!);
      });
      return c.json(order, 200);
    })
    .openapi(authorizeOrderRoute, async (c) => c.json(await orderAction(c, 'authorize'), 200))
    .openapi(placeOrderRoute, async (c) => c.json(await orderAction(c, 'place'), 200))
    .openapi(reloadOrderRoute, async (c) => c.json(await orderAction(c, 'reload'), 200))
    .openapi<typeof uploadEngravingImageRoute, EngravingImageUpload>(
      uploadEngravingImageRoute,
      async (c) => c.json(await uploadEngravingImage(c), 201),
    )
    .openapi(engravingImageRoute, (c) => serveEngravingImage(c, c.req.valid('param').name));
}
