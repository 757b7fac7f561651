import { z } from '@hono/zod-openapi';

/** OpenAPI shapes of the portal's answers (docs/portal.md). */

export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

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
    quantity: z.number(),
    sell_in_price: z.number().nullable(),
    sell_in_currency: z.string(),
    location: z.number(),
    location_name: z.string(),
    client_note: z.string().nullable(),
    image: z.string().nullable(),
  })
  .openapi('OpenOrderRow');

export const AggregatesSchema = z
  .object({
    aggregates: z.array(
      z.object({
        group: z.object({ currency: z.string() }),
        metrics: z.object({
          count: z.number().optional(),
          total_sell_in_value: z.number().optional(),
          total_sell_out_value: z.number().optional(),
        }),
      }),
    ),
  })
  .openapi('PortalAggregates');

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
