import { createRoute, z } from '@hono/zod-openapi';
import {
  eq,
  findOpenOrder,
  listOpenOrders,
  openOrderTotals,
  open_orders,
  sql,
  type Db,
  type OpenOrderFilter,
} from '@maison/db';
import { TABLE_VIEW_PERMISSIONS, hasPermission, toMajorUnits } from '@maison/domain';
import { authenticated, requireUser } from '../../shared/auth';
import { ApiError, MESSAGES } from '../../shared/errors';
import { choiceField } from '../../shared/fields';
import type { AuthUser } from '../../shared/identity';
import { pageBody, pageSchema, paging } from '../../shared/paging';
import { createRouter } from '../../shared/router';
import {
  dateBoundsFor,
  openOrderQuerySchema,
  scopeLocations,
  type OpenOrderQuery,
} from '../portal/query';
import { openOrderRow } from '../portal/rows';
import {
  AggregatesSchema,
  DetailSchema,
  FieldErrorsSchema,
  OpenOrderRowSchema,
  commonErrors,
  json,
  security,
} from '../portal/schemas';
import { portalText } from '../portal/text';

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

/** One open order's client note; the route checks the permission first. */
async function setOrderClientNote(db: Db, orderId: number, note: string): Promise<void> {
  await db
    .update(open_orders)
    .set({ client_note: note, updated_at: sql`now()` })
    .where(eq(open_orders.id, orderId));
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
