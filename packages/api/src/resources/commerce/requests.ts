import { z } from '@hono/zod-openapi';
import {
  COMMERCE_PAGE_SIZE,
  ENGRAVING_TYPES,
  METAL_COLORS,
  SHOP_END_CUSTOMER_NAME_MAX_LENGTH,
  SHOP_NOTE_MAX_LENGTH,
  SHOP_ORDER_NUMBER_MAX_LENGTH,
  SHOP_ORDER_TYPES,
  SPECIAL_COLOR_MAX,
  SPECIAL_COLOR_MIN,
  isSkuCode,
} from '@maison/domain';
import { SHOP_LANGUAGES, type ShopLanguage } from '@maison/services/commerce';
import { choice } from '../../shared/fields';

/** The shop's request schemas (docs/shop.md): queries, bodies and path parameters. */

const shortText = (max: number) => z.string().max(max);

/** 001 §3 "Selection state": validated once the group is known to be jewelry. */
export const SelectionSchema = z
  .object({
    length: z.number().positive().max(999).nullable().default(null),
    metalColor: z.enum(METAL_COLORS).nullable().default(null),
    specialColor: z
      .number()
      .int()
      .min(SPECIAL_COLOR_MIN)
      .max(SPECIAL_COLOR_MAX)
      .nullable()
      .default(null),
    engravingType: z
      .literal(ENGRAVING_TYPES)
      .nullable()
      .default(null)
      .openapi({ type: ['integer', 'null'], enum: [...ENGRAVING_TYPES, null], default: null }),
    engravingText: shortText(500).default(''),
    engravingImage: shortText(2000).nullable().default(null).openapi({
      description: 'An uploaded engraving image (its url) or `symbol:<key>`',
    }),
    orderType: z.enum(SHOP_ORDER_TYPES),
    note: shortText(SHOP_NOTE_MAX_LENGTH).default(''),
    endCustomerName: shortText(SHOP_END_CUSTOMER_NAME_MAX_LENGTH).default(''),
    orderNumber: shortText(SHOP_ORDER_NUMBER_MAX_LENGTH).default(''),
    requestedDeliveryDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .default(null)
      .openapi({ description: 'YYYY-MM-DD' }),
    yearlyRingId: z.number().int().positive().max(100000).nullable().default(null),
  })
  .openapi('ShopSelection', { description: '001 §3 "Selection state" (jewelry)' });

/** A service item's quantity, or a PATCH body. */
export const QuantitySchema = z
  .object({ quantity: z.number().int().positive().max(100000) })
  .openapi('ShopQuantity');

/**
 * The add-to-cart body. `selection` and `quantity` are checked once the group's kind is known
 * (jewelry: a ShopSelection, whose field errors are keyed by its fields; service items: a
 * quantity), so an unknown group answers 404 whatever they hold.
 */
export const AddLineItemSchema = z
  .object({
    article_group_id: z.string().max(64).openapi({ description: "The product group's uuid" }),
    selection: z
      .unknown()
      .optional()
      .openapi({
        description: 'Jewelry: the order form (ShopSelection)',
        allOf: [{ $ref: '#/components/schemas/ShopSelection' }],
      }),
    quantity: z
      .unknown()
      .optional()
      .openapi({ type: 'integer', description: 'Service items: the quantity' }),
    note: shortText(SHOP_NOTE_MAX_LENGTH).optional().openapi({ description: 'Service items' }),
    orderNumber: shortText(SHOP_ORDER_NUMBER_MAX_LENGTH)
      .optional()
      .openapi({ description: 'Service items' }),
  })
  .openapi('ShopAddLineItem');

export const ProductsQuery = z.object({
  language: z
    .string()
    .optional()
    .transform((value, ctx): ShopLanguage => {
      if (value === undefined || value === '') return 'de';
      if ((SHOP_LANGUAGES as readonly string[]).includes(value)) return value as ShopLanguage;
      ctx.addIssue({ code: 'custom', message: choice(value) });
      return z.NEVER;
    })
    .openapi({ type: 'string', enum: [...SHOP_LANGUAGES], default: 'de' }),
  currency: z
    .string()
    .optional()
    .openapi({ description: "The commerce token's currency (default); another answers 400" }),
});

export const SkusQuery = z.object({
  codes: z
    .string()
    .optional()
    .transform((value, ctx): string[] => {
      const codes = (value ?? '').split(',').filter((s) => s !== '');
      if (codes.length > COMMERCE_PAGE_SIZE) {
        ctx.addIssue({ code: 'custom', message: `At most ${COMMERCE_PAGE_SIZE} codes.` });
        return z.NEVER;
      }
      const bad = codes.find((code) => !isSkuCode(code));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Invalid SKU code "${bad}".` });
        return z.NEVER;
      }
      return codes;
    })
    .openapi({
      type: 'string',
      description: `Comma-separated SKU codes, at most ${COMMERCE_PAGE_SIZE}`,
      example: '10-1001-0560-1-00,10-1001-1-00',
    }),
});

/**
 * Ids of orders and line items: UUIDs of the embedded engine or Commerce Layer's ids. Checked by
 * the handler, so a malformed id answers 404 like an unknown one.
 */
export const COMMERCE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const IdParams = z.object({
  id: z.string().openapi({ description: 'The order or line item id' }),
});
