import { z } from '@hono/zod-openapi';
import { json } from '../../shared/openapi';

/** OpenAPI shapes of the portal's answers (docs/portal.md). */

export const DetailSchema = z.object({ detail: z.string() });
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const InventoryRowSchema = z
  .object({
    id: z.number(),
    serial_number: z.string(),
    article_number: z.string(),
    article_type: z.string(),
    description_de: z.string(),
    description_en: z.string(),
    article_description_de: z.string(),
    article_description_en: z.string(),
    sell_in_price: z.number().nullable(),
    sell_in_currency: z.string(),
    sell_in_date: z.string(),
    sell_out_price: z.number().nullable(),
    sell_out_currency: z.string().nullable(),
    sell_out_date: z.string().nullable(),
    location: z.number(),
    location_name: z.string(),
    is_archived: z.boolean(),
    available_in_virtual_storage: z.boolean(),
    client_note: z.string().nullable(),
    internal_note: z.string().nullable(),
    sale_user: z.number().nullable(),
    sale_user_name: z.string().nullable(),
    image: z.string().nullable(),
  })
  .openapi('InventoryRow');

export const OpenOrderRowSchema = z
  .object({
    id: z.number(),
    order_no: z.string(),
    article_number: z.string(),
    article_type: z.string(),
    description_de: z.string(),
    description_en: z.string(),
    order_type: z.string(),
    commission: z.boolean(),
    commission_order_reference: z.string().nullable(),
    status: z.string(),
    estimated_delivery: z.string().nullable(),
    order_date: z.string(),
    sell_in_date: z.string().openapi({
      description: '002 §3: the day the order was placed (the same as order_date)',
    }),
    quantity: z.number(),
    sell_in_price: z.number().nullable(),
    sell_in_currency: z.string(),
    location: z.number(),
    location_name: z.string(),
    client_note: z.string().nullable(),
    image: z.string().nullable(),
  })
  .openapi('OpenOrderRow');

const month = (what: string) =>
  z
    .string()
    .nullable()
    .optional()
    .openapi({ description: `${what} as YYYY-MM (null: none)` });
const yearOf = (what: string) =>
  z
    .number()
    .nullable()
    .optional()
    .openapi({ description: `${what} (null: none)` });

/** An aggregate's metrics: only those asked; values in major units of the group's currency. */
function metricsSchema<K extends string>(names: readonly K[]) {
  const described: Record<string, string> = {
    count: 'Rows counted (inventory: in the sell-out currency when sold, else the sell-in one)',
    total_sell_in_value: "Sum of the sell-in prices in the group's currency",
    total_sell_out_value: "Sum of the sell-out prices in the group's currency",
  };
  return z.object(
    Object.fromEntries(
      names.map((n) => [n, z.number().optional().openapi({ description: described[n] })]),
    ) as Record<K, z.ZodOptional<z.ZodNumber>>,
  );
}

const commonGroup = {
  currency: z.string().optional().openapi({
    description: 'ISO currency; present whenever a value metric is asked',
  }),
  location: z.number().optional().openapi({ description: 'Location id' }),
  location_name: z.string().optional().openapi({ description: 'include=location_name' }),
  product: z.string().optional().openapi({ description: 'The article number' }),
  description_de: z.string().optional().openapi({
    description: "include=description_de: the product's description (its lowest-id row's)",
  }),
  description_en: z.string().optional().openapi({ description: 'include=description_en' }),
};

const InventoryAggregateGroupSchema = z
  .object({
    ...commonGroup,
    sale_user: z.number().nullable().optional().openapi({ description: 'Sale user id or null' }),
    sale_user_name: z.string().nullable().optional().openapi({
      description: 'include=sale_user_name (null without a sale user)',
    }),
    sell_in_month: month('The sell-in month'),
    sell_out_month: month('The sell-out month'),
    sell_in_year: yearOf('The sell-in year'),
    sell_out_year: yearOf('The sell-out year'),
    year: yearOf(
      'The sell-out year when only sold rows count (sell_out_date__isnull=false or table=sellOut), else the sell-in year',
    ),
  })
  .openapi('InventoryAggregateGroup');

const OpenOrderAggregateGroupSchema = z
  .object({
    ...commonGroup,
    status: z.string().optional(),
    order_type: z.string().optional(),
    order_month: month('The order month'),
    order_year: yearOf('The order year'),
    estimated_delivery_month: month('The estimated delivery month'),
  })
  .openapi('OpenOrderAggregateGroup');

export type InventoryAggregateGroup = z.infer<typeof InventoryAggregateGroupSchema>;
export type OpenOrderAggregateGroup = z.infer<typeof OpenOrderAggregateGroupSchema>;

export const InventoryAggregatesSchema = z
  .object({
    aggregates: z.array(
      z.object({
        group: InventoryAggregateGroupSchema,
        metrics: metricsSchema(['count', 'total_sell_in_value', 'total_sell_out_value']),
      }),
    ),
  })
  .openapi('PortalAggregates');

export const OpenOrderAggregatesSchema = z
  .object({
    aggregates: z.array(
      z.object({
        group: OpenOrderAggregateGroupSchema,
        metrics: metricsSchema(['count', 'total_sell_in_value']),
      }),
    ),
  })
  .openapi('OpenOrderAggregates');

export const RefusedSchema = z
  .object({
    detail: z.string(),
    refused: z.array(
      z.object({
        index: z.number(),
        item_id: z.union([z.string(), z.number()]),
        action: z.string(),
        code: z.enum(['permission_denied', 'not_found', 'invalid_state', 'invalid_parameters']),
        detail: z.string(),
        fields: FieldErrorsSchema.optional(),
      }),
    ),
  })
  .openapi('RefusedActions');

export const HistoryEntrySchema = z
  .object({
    id: z.number(),
    date: z.string(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .openapi('HistoryEntry');

export const security = [{ Token: [] }];

export const commonErrors = {
  401: { description: 'Not authenticated', content: json(DetailSchema) },
  403: { description: 'Permission denied at a location', content: json(DetailSchema) },
};
