import { z } from '@hono/zod-openapi';
import {
  ENGRAVING_TYPES,
  META_TYPES,
  METAL_COLORS,
  ORDER_STATUSES_COMMERCE,
  SHOP_CURRENCIES,
  SHOP_ORDER_TYPES,
  SHOP_PRODUCT_TYPES,
} from '@maison/domain';
import { json } from '../../shared/openapi';

/**
 * An engraving type, 1–3. The generator documents a multi-value `z.literal` with its first
 * value only (`enum: [1]`), so the enum is spelled out.
 */
const engravingNo = () =>
  z.literal(ENGRAVING_TYPES).openapi({ type: 'integer', enum: [...ENGRAVING_TYPES] });

/**
 * OpenAPI shapes of the shop's answers (docs/shop.md). They describe what the handlers answer
 * (the domain types of packages/domain/src/shop/types.ts); requests are validated elsewhere.
 */

/** The commerce token: `Authorization: Bearer <jwt>`, or the `_wff_commerce_token` cookie. */
export const COMMERCE_SECURITY_SCHEME = 'CommerceToken';
export const commerceSecurity = [{ [COMMERCE_SECURITY_SCHEME]: [] }];

const FieldErrorsSchema = z.record(z.string(), z.array(z.string())).openapi('ShopFieldErrors', {
  description: 'Field errors: each field with a list of messages or message keys (SHOP_ERRORS)',
  example: { endCustomerName: ['form-general.required-field'] },
});
export const DetailSchema = z.object({ detail: z.string() }).openapi('ShopDetail');
export const CodedDetailSchema = z
  .object({
    detail: z.string(),
    code: z.string().openapi({
      description:
        'commerce_token_invalid, sku_not_found, limit_number_taken, empty_order, not_editable, commerce_unavailable',
    }),
  })
  .openapi('ShopError');

/** Answers every shop route shares (docs/shop.md "Error shapes"). */
export const tags = ['shop'];
export const invalidToken = {
  description: 'Missing, invalid or expired commerce token (WWW-Authenticate: Bearer)',
  content: json(CodedDetailSchema),
};
export const csrf = {
  description: 'Cookie call from another Origin, or no ordering permission any more',
  content: json(DetailSchema),
};
export const notFoundAnswer = { description: 'Not found', content: json(DetailSchema) };
export const unavailable = {
  description: 'The commerce service failed (code commerce_unavailable)',
  content: json(CodedDetailSchema),
};
export const fieldErrors = (description: string) => ({
  description,
  content: json(FieldErrorsSchema),
});

const metalColorRecord = <T extends z.ZodType>(value: T) =>
  z.partialRecord(z.enum(METAL_COLORS), value);
const LengthOptionSchema = z.object({ length: z.number(), price: z.number() });
const alloy = z.enum(['yellow_gold', 'white_gold']);

const groupFields = {
  uuid: z.string().openapi({ description: 'Stable id (`article_group_id` of line items)' }),
  name: z.string(),
  productType: z.enum(SHOP_PRODUCT_TYPES),
  metalColors: z.array(z.enum(METAL_COLORS)),
  alloys: z.array(alloy),
  isLimited: z.boolean(),
  isRingOfTheYear: z.boolean(),
  skuPrefix: z.string().openapi({ example: '10-1001' }),
  baseSkus: metalColorRecord(z.string()),
  articleLengths: metalColorRecord(z.array(LengthOptionSchema)).openapi({
    description: "Standard lengths; price = that length's SKU price (major units)",
  }),
  specialLengths: metalColorRecord(z.array(LengthOptionSchema)).openapi({
    description: 'Special lengths; price = surcharge on the base SKU (major units)',
  }),
  allowEngraving: z.boolean(),
  engravingPrices: z.partialRecord(z.enum(['1', '2', '3']), z.number()),
  standardEngraving: z.string().nullable(),
  allowSpecialColor: z.boolean(),
  specialColorPrices: metalColorRecord(z.number()),
  hasDefaultEngravingPowerBracelet: z.boolean(),
  useSizeLabels: z.boolean(),
  uvp: metalColorRecord(z.number()),
  products: z.array(
    z.object({
      filterAlloy: z.array(alloy),
      fullSlug: z.string(),
      imageMain: z.string().nullable(),
      name: z.string(),
      name2: z.string(),
      type: z.enum(SHOP_PRODUCT_TYPES),
    }),
  ),
  isDefaultAssortment: z.boolean(),
};

export const ProductGroupSchema = z
  .discriminatedUnion('metaType', [
    z.object({ ...groupFields, metaType: z.literal('jewelry') }),
    z.object({
      ...groupFields,
      metaType: z.literal('service_item'),
      orderQuantity: z.number().int(),
      maxQuantity: z.number().int(),
      unitLabel: z.string(),
      articleNumber: z.string(),
      price: z.number(),
    }),
  ])
  .openapi('ProductGroup', {
    description: '001 §3 "Product group"; prices without `_cents` are major units',
  });

export const LimitationSchema = z
  .object({ skuPrefix: z.string(), limitNumbers: z.array(z.number().int()) })
  .openapi('Limitation', { description: 'The limit numbers still free, ascending' });

export const SkuSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    price_amount_cents: z.number().int().nullable(),
    formatted_amount: z.string().nullable(),
    delivery_time: z.number().openapi({ description: 'Weeks' }),
    weight_grams: z.number().nullable(),
    sku_options: z.array(
      z.object({
        id: z.string(),
        engraving_no: engravingNo(),
        price_amount_cents: z.number().int(),
      }),
    ),
  })
  .openapi('Sku');

const AddressSchema = z
  .object({
    city: z.string(),
    full_name: z.string(),
    line_1: z.string(),
    line_2: z.string().nullable(),
    zip_code: z.string(),
    country_code: z.string(),
  })
  .nullable();

export const LineItemSchema = z
  .object({
    id: z.string(),
    sku_code: z.string(),
    quantity: z.number().int(),
    unit_amount_cents: z.number().int(),
    created_at: z.string(),
    name: z.string(),
    image_url: z.string().nullable(),
    total_amount_cents: z.number().int(),
    metadata: z.object({
      article_group_id: z.string(),
      limit_nr: z.number().int().nullable(),
      order_type: z.enum(SHOP_ORDER_TYPES).nullable(),
      note: z.string().nullable(),
      requested_delivery_date: z.string().nullable(),
      end_customer_name: z.string().nullable(),
      order_number: z.string().nullable(),
      meta_type: z.enum(META_TYPES),
      article_nr_src: z.string(),
      article_metal_color: z.enum(METAL_COLORS).nullable(),
      final_length: z.number().nullable(),
      special_color: z.number().int().nullable(),
      product_type: z.enum(SHOP_PRODUCT_TYPES),
      prices: z.object({
        base_amount_cents: z.number().int(),
        special_color_amount_cents: z.number().int(),
        final_length_amount_cents: z.number().int(),
      }),
    }),
  })
  .openapi('LineItem');

export const OrderSchema = z
  .object({
    id: z.string().nullable().openapi({ description: 'null for the empty cart' }),
    number: z.string(),
    status: z.enum(ORDER_STATUSES_COMMERCE),
    currency_code: z.string(),
    total: z.number().openapi({ description: 'Major units' }),
    total_amount_cents: z.number().int(),
    subtotal_amount_cents: z.number().int(),
    shippingAmount: z.number().openapi({ description: 'Major units' }),
    shipping_amount_cents: z.number().int(),
    shipmentCount: z.number().int(),
    shipping_address: AddressSchema,
    billing_address: AddressSchema,
    line_items: z.array(LineItemSchema),
    line_item_options: z.array(
      z.object({
        id: z.string(),
        line_item_id: z.string(),
        quantity: z.number().int(),
        total_amount_cents: z.number().int(),
        sku_option: z.object({
          metadata: z.object({
            option_type: z.literal('engraving'),
            engraving_no: engravingNo(),
          }),
          price_amount_cents: z.number().int(),
        }),
        options: z.object({
          engraving_text: z.string().optional(),
          engraving_image: z.string().optional(),
        }),
      }),
    ),
    shipments: z.array(
      z.object({
        id: z.string(),
        shipping_method: z.object({ id: z.string(), name: z.string() }).nullable(),
        shipping_weight_tiers: z.array(
          z.object({
            name: z.string(),
            up_to: z.number().nullable(),
            price_amount_cents: z.number().int(),
          }),
        ),
        price_amount_for_shipment_cents: z.number().int(),
        weight_tier_name: z.string().nullable(),
        weight_grams: z.number(),
      }),
    ),
    payment_terms: z.string().nullable(),
    placed_at: z.string().nullable(),
  })
  .openapi('Order', { description: '001 §3 "Order"; amounts in `*_cents` are minor units' });

export const CommerceSessionSchema = z
  .object({
    user: z.number().int(),
    customer_id: z.string(),
    location: z.number().int(),
    currency: z.enum(SHOP_CURRENCIES),
    market: z.string(),
    location_name: z.string(),
    organization_name: z.string(),
  })
  .openapi('CommerceSession');

export const orderAnswer = (description: string) => ({ description, content: json(OrderSchema) });
