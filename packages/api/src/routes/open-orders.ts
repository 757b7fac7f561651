import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findOpenOrder, listOpenOrders, openOrderTotals, type OpenOrderFilter } from '@maison/db';
import { TABLE_VIEW_PERMISSIONS, hasPermission, toMajorUnits } from '@maison/domain';
import { requireUser, type AuthUser } from '../auth';
import type { AppEnv } from '../env';
import { ApiError, MESSAGES } from '../errors';
import { choiceField } from '../fields';
import { setOrderClientNote } from '../portal/actions';
import { portalText } from '../portal/text';
import {
  dateBoundsFor,
  openOrderQuerySchema,
  openOrderRow,
  pageBody,
  paging,
  scopeLocations,
  type OpenOrderQuery,
} from '../portal/query';
import {
  AggregatesSchema,
  DetailSchema,
  FieldErrorsSchema,
  OpenOrderRowSchema,
  commonErrors,
  json,
  pageSchema,
  security,
} from '../portal/schemas';
import { createRouter } from '../router';

/** The open orders table, its totals and the order client note (docs/portal.md). */

function openOrderFilter(user: AuthUser, query: OpenOrderQuery): OpenOrderFilter {
  return {
    locations: scopeLocations(user, TABLE_VIEW_PERMISSIONS.openOrders, query.location__in),
    search: query.search || undefined,
    articleTypes: query.article_type,
    orderTypes: query.order_type,
    commission: query.commission,
    orderDate: dateBoundsFor(
      'openOrders',
      'order_date',
      { gte: query.order_date__gte, lte: query.order_date__lte },
      query.date_range,
    ),
  };
}

const listRoute = createRoute({
  method: 'get',
  path: '/open-orders/',
  tags: ['portal'],
  summary: 'Open orders at the locations where the caller holds orders:view_open',
  security,
  request: { query: openOrderQuerySchema() },
  responses: {
    200: {
      description: 'A page of open orders',
      content: json(pageSchema(OpenOrderRowSchema, 'OpenOrderPage')),
    },
    400: { description: 'Unknown filter value or column', content: json(FieldErrorsSchema) },
    404: { description: 'Invalid page', content: json(DetailSchema) },
    ...commonErrors,
  },
});

const METRICS = ['count', 'total_sell_in_value'] as const;

const aggregatesRoute = createRoute({
  method: 'get',
  path: '/open-orders/aggregates/',
  tags: ['portal'],
  summary: 'Open orders: count and sell-in value per currency',
  security,
  request: {
    query: openOrderQuerySchema().extend({
      aggregate_by: choiceField(['currency'] as const).optional(),
      metrics: z
        .string()
        .optional()
        .openapi({ description: METRICS.join(', ') }),
    }),
  },
  responses: {
    200: { description: 'One group per currency', content: json(AggregatesSchema) },
    400: { description: 'Bad query', content: json(FieldErrorsSchema) },
    ...commonErrors,
  },
});

const clientNoteRoute = createRoute({
  method: 'post',
  path: '/open-orders/{item_id}/client-note/',
  tags: ['portal'],
  summary: "Set an open order's client note (orders:manage_note)",
  security,
  request: {
    params: z.object({
      item_id: z.string().regex(/^\d{1,9}$/, { error: 'A valid integer is required.' }),
    }),
    body: {
      required: true,
      content: json(
        z.object({
          note: portalText().refine((v) => v.trim() !== '', {
            error: 'This field may not be blank.',
          }),
        }),
      ),
    },
  },
  responses: {
    200: { description: 'The updated row', content: json(OpenOrderRowSchema) },
    400: { description: 'Field errors', content: json(FieldErrorsSchema) },
    404: { description: 'No such order', content: json(DetailSchema) },
    ...commonErrors,
  },
});

async function authenticated(c: Context<AppEnv>, next: () => Promise<void>) {
  await requireUser(c);
  await next();
}

export function createOpenOrdersRouter() {
  const router = createRouter();
  router.use('/open-orders/*', authenticated);
  return router
    .openapi(listRoute, async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const paged = paging(query);
      const { rows, count } = await listOpenOrders(
        c.get('db'),
        openOrderFilter(user, query),
        query.order_by,
        { limit: paged.size, offset: paged.offset },
      );
      return c.json(pageBody(c, paged, rows.map(openOrderRow), count), 200);
    })
    .openapi(aggregatesRoute, async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const wanted = new Set(
        (query.metrics ?? METRICS.join(','))
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      );
      const unknown = [...wanted].filter((m) => !(METRICS as readonly string[]).includes(m));
      if (unknown.length)
        throw new ApiError(400, { metrics: unknown.map((m) => `"${m}" is not a valid choice.`) });
      const totals = await openOrderTotals(c.get('db'), openOrderFilter(user, query));
      return c.json(
        {
          aggregates: totals.map((t) => ({
            group: { currency: t.currency },
            metrics: {
              ...(wanted.has('count') ? { count: t.count } : {}),
              ...(wanted.has('total_sell_in_value')
                ? { total_sell_in_value: toMajorUnits(t.sell_in_value, t.currency) ?? 0 }
                : {}),
            },
          })),
        },
        200,
      );
    })
    .openapi(clientNoteRoute, async (c) => {
      const user = await requireUser(c);
      const id = Number(c.req.valid('param').item_id);
      const { note } = c.req.valid('json');
      const db = c.get('db');
      const order = await findOpenOrder(db, id);
      if (!order) throw new ApiError(404, { detail: MESSAGES.notFound });
      if (!hasPermission(user, order.location, 'orders:manage_note'))
        throw new ApiError(403, { detail: MESSAGES.permissionDenied });
      await setOrderClientNote(db, id, note.trim());
      const updated = await findOpenOrder(db, id);
      return c.json(openOrderRow(updated ?? { ...order, client_note: note.trim() }), 200);
    });
}
