import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq, findEngravingImage, locations, type Db } from '@maison/db';
import {
  DEFAULT_DELIVERY_TIME_WEEKS,
  HINT_TOO_LARGE_QUANTITY,
  SHOP_ERRORS,
  composePrice,
  countryTimeZone,
  defaultEngraving,
  deliveryTimeWeeks,
  engravingLineItemOption,
  freeLimitNumbers,
  fromCents,
  isEngravingLocked,
  isQuantityAllowed,
  isQuantityStep,
  type QuantityRule,
  jewelryLineItemMetadata,
  quantityInCart,
  selectionSkus,
  serviceLineItemMetadata,
  todayIn,
  unitAmountCents,
  validateSelection,
  type Order,
  type SelectionState,
} from '@maison/domain';
import { findProductGroup, listLimitations, toShopOrder } from '@maison/services/commerce';
import { loadUser } from '../../shared/auth';
import { INVALID_COMMERCE_TOKEN } from '../../shared/commerce-token';
import type { AppEnv } from '../../shared/env';
import { ApiError } from '../../shared/errors';
import { createRouter } from '../../shared/router';
import { engravingImageIdOf } from './engraving-images';
import { commerceCall, commerceId, detail, notFound, parse, shop } from './port';
import { AddLineItemSchema, IdParams, QuantitySchema, SelectionSchema } from './requests';
import {
  CodedDetailSchema,
  DetailSchema,
  LineItemSchema,
  OrderSchema,
  commerceSecurity,
  csrf,
  fieldErrors,
  invalidToken,
  orderAnswer,
  tags,
  unavailable,
} from './schemas';
import { json } from '../../shared/openapi';

/** The location's cart: its open order and line items (docs/shop.md "Cart"). */

const currentOrderRoute = createRoute({
  method: 'get',
  path: '/commerce/orders/current/',
  tags,
  summary: "The location's open order (the cart); without one an empty order with id null",
  security: commerceSecurity,
  responses: {
    200: orderAnswer('The cart'),
    401: invalidToken,
    503: unavailable,
  },
});

const addLineItemRoute = createRoute({
  method: 'post',
  path: '/commerce/orders/current/line-items/',
  tags,
  summary: 'Add a line item to the cart (created on first use); prices are computed here',
  description:
    'Jewelry: `{article_group_id, selection}`; service items: `{article_group_id, quantity, ' +
    'note?, orderNumber?}`. Selection errors are keyed by the selection field with message ' +
    'keys (SHOP_ERRORS); a full quantity answers `{"quantity": ["shop.hint.too-large-quantity"]}`.',
  security: commerceSecurity,
  request: { body: { required: true, content: json(AddLineItemSchema) } },
  responses: {
    201: {
      description: 'The line item and the cart',
      content: json(z.object({ line_item: LineItemSchema.nullable(), order: OrderSchema })),
    },
    400: fieldErrors('Field errors'),
    401: invalidToken,
    403: csrf,
    404: {
      description: 'Unknown group, or the SKU is missing (code sku_not_found)',
      content: json(z.union([DetailSchema, CodedDetailSchema])),
    },
    409: {
      description: 'The limit number was taken meanwhile (limit_number_taken) or not_editable',
      content: json(CodedDetailSchema),
    },
    503: unavailable,
  },
});

const updateLineItemRoute = createRoute({
  method: 'patch',
  path: '/commerce/line-items/{id}/',
  tags,
  summary: "A service item's quantity in the cart",
  security: commerceSecurity,
  request: { params: IdParams, body: { required: true, content: json(QuantitySchema) } },
  responses: {
    200: orderAnswer('The cart'),
    400: fieldErrors('Quantity over the maximum, or a jewelry line'),
    401: invalidToken,
    403: csrf,
    404: { description: "Not a line of the location's open order", content: json(DetailSchema) },
    503: unavailable,
  },
});

const deleteLineItemRoute = createRoute({
  method: 'delete',
  path: '/commerce/line-items/{id}/',
  tags,
  summary: 'Remove a line item from the cart (frees its limit number)',
  security: commerceSecurity,
  request: { params: IdParams },
  responses: {
    200: orderAnswer('The cart'),
    401: invalidToken,
    403: csrf,
    404: { description: "Not a line of the location's open order", content: json(DetailSchema) },
    503: unavailable,
  },
});

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
/** 001 §5: a service item is ordered in steps of its orderQuantity (the options the shop offers). */
function assertQuantityStep(rule: QuantityRule, quantity: number) {
  if (!isQuantityStep(rule, quantity))
    throw new ApiError(400, {
      quantity: [`Ensure this value is a multiple of ${rule.orderQuantity}.`],
    });
}

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
      assertQuantityStep(group, quantity);
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

export function createCartRouter() {
  return createRouter()
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
        assertQuantityStep(group, quantity);
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
    });
}
