import { createRoute, z } from '@hono/zod-openapi';
import {
  eq,
  findOpenOrder,
  listOpenOrders,
  openOrderAggregates,
  open_orders,
  sql,
  type Db,
} from '@maison/db';
import {
  OPEN_ORDER_AGGREGATE_DIMENSIONS,
  OPEN_ORDER_AGGREGATE_INCLUDES,
  OPEN_ORDER_AGGREGATE_METRICS,
  OPEN_ORDER_DATE_FIELDS,
  hasPermission,
} from '@maison/domain';
import { authenticated, requireUser } from '../../shared/auth';
import { ApiError, MESSAGES } from '../../shared/errors';
import { choiceField } from '../../shared/fields';
import { pageBody, pageSchema, paging } from '../../shared/paging';
import { createRouter } from '../../shared/router';
import { openOrderFilter } from '../portal/filters';
import { openOrderQuerySchema } from '../portal/query';
import { openOrderRow } from '../portal/rows';
import { aggregateAnswer, aggregateParams, aggregateRequest } from '../portal/aggregates';
import {
  DetailSchema,
  FieldErrorsSchema,
  OpenOrderAggregatesSchema,
  OpenOrderRowSchema,
  type OpenOrderAggregateGroup,
  commonErrors,
  security,
} from '../portal/schemas';
import { portalText } from '../portal/text';
import { json } from '../../shared/openapi';

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

const aggregatesRoute = createRoute({
  method: 'get',
  path: '/open-orders/aggregates/',
  tags: ['portal'],
  summary: 'Open orders: count and sell-in value per group',
  description:
    'Groups by the dimensions asked (values always per currency), ordered by them, nulls last; ' +
    'orders:view_open at every location counted.',
  security,
  request: {
    query: openOrderQuerySchema().extend({
      ...aggregateParams(
        OPEN_ORDER_AGGREGATE_DIMENSIONS,
        OPEN_ORDER_AGGREGATE_METRICS,
        OPEN_ORDER_AGGREGATE_INCLUDES,
      ),
      date_field: choiceField(OPEN_ORDER_DATE_FIELDS).optional().openapi({
        description:
          'The date date_range bounds (default sell_in_date, the placing day, also named order_date)',
      }),
    }),
  },
  responses: {
    200: { description: 'One entry per group', content: json(OpenOrderAggregatesSchema) },
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
      const request = aggregateRequest(
        query,
        OPEN_ORDER_AGGREGATE_METRICS,
        OPEN_ORDER_AGGREGATE_INCLUDES,
      );
      const filter = openOrderFilter(user, query, query.date_field);
      const groups = await openOrderAggregates(c.get('readDb'), filter, request);
      return c.json(aggregateAnswer<OpenOrderAggregateGroup>(groups), 200);
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
