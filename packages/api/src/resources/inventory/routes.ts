import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findItemLocation, inventoryAggregates, itemHistory, listInventory } from '@maison/db';
import {
  INVENTORY_AGGREGATE_DIMENSIONS,
  INVENTORY_AGGREGATE_INCLUDES,
  INVENTORY_AGGREGATE_METRICS,
  INVENTORY_TABLE_IDS,
  TABLE_VIEW_PERMISSIONS,
  hasPermission,
  type InventoryTableId,
} from '@maison/domain';
import { authenticated, requireUser } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import { choiceField } from '../../shared/fields';
import { pageBody, pageSchema, paging } from '../../shared/paging';
import { createRouter } from '../../shared/router';
import { aggregateAnswer, aggregateParams, aggregateRequest } from '../portal/aggregates';
import { ActionsBodySchema } from '../portal/actions/parameters';
import { runActions } from '../portal/actions/run';
import { inventoryFilter } from '../portal/filters';
import { inventoryQuerySchema, type InventoryQuery } from '../portal/query';
import { inventoryRow } from '../portal/rows';
import {
  DetailSchema,
  FieldErrorsSchema,
  HistoryEntrySchema,
  InventoryAggregatesSchema,
  InventoryRowSchema,
  type InventoryAggregateGroup,
  RefusedSchema,
  commonErrors,
  security,
} from '../portal/schemas';
import { json } from '../../shared/openapi';

/** The inventory tables, aggregates, actions and history (docs/portal.md, 002 §3–§7). */

const TABLE_PATHS = {
  stock: '/inventory/current/',
  sellIn: '/inventory/sell-in/',
  sellOut: '/inventory/sell-out/',
  archived: '/inventory/archive/',
} as const satisfies Record<InventoryTableId, string>;

const TABLE_SUMMARIES: Record<InventoryTableId, string> = {
  stock: 'Stock: items not sold out, archived or booked out',
  sellIn: 'Sell-in: items sold in and not sold out, archived or booked out',
  sellOut: 'Sell-out: sold items',
  archived: 'Archive: archived items',
};

const InventoryPage = pageSchema(InventoryRowSchema, 'InventoryPage');

function listRoute<T extends InventoryTableId>(table: T) {
  return createRoute({
    method: 'get',
    path: TABLE_PATHS[table],
    tags: ['portal'],
    summary: TABLE_SUMMARIES[table],
    description:
      `Rows at the locations where the caller holds ${TABLE_VIEW_PERMISSIONS[table]}; ` +
      'an explicit location__in the caller may not see answers 403.',
    security,
    request: { query: inventoryQuerySchema(table) },
    responses: {
      200: { description: 'A page of rows', content: json(InventoryPage) },
      400: { description: 'Unknown filter value or column', content: json(FieldErrorsSchema) },
      404: { description: 'Invalid page', content: json(DetailSchema) },
      ...commonErrors,
    },
  });
}

const AggregatesQuery = inventoryQuerySchema('stock').extend({
  table: choiceField(INVENTORY_TABLE_IDS).optional().openapi({
    description:
      'The table whose rows are totalled (its view permission); absent: the statistics scope, every item not booked out where the caller holds inventory:view_statistics',
  }),
  ...aggregateParams(
    INVENTORY_AGGREGATE_DIMENSIONS,
    INVENTORY_AGGREGATE_METRICS,
    INVENTORY_AGGREGATE_INCLUDES,
  ),
});

const aggregatesRoute = createRoute({
  method: 'get',
  path: '/inventory/aggregates/',
  tags: ['portal'],
  summary: 'Counts and sell-in / sell-out values per group (totals footer, statistics)',
  description:
    'Groups by the dimensions asked (values always per currency), ordered by them, nulls last. ' +
    'A location__in outside the scope answers 403.',
  security,
  request: { query: AggregatesQuery },
  responses: {
    200: { description: 'One entry per group', content: json(InventoryAggregatesSchema) },
    400: { description: 'Bad query', content: json(FieldErrorsSchema) },
    ...commonErrors,
  },
});

const actionsRoute = createRoute({
  method: 'post',
  path: '/inventory/actions/',
  tags: ['portal'],
  summary: 'Single and bulk item actions, all or nothing',
  description:
    'item_id is the serial number (for request_change the open order id). Any refusal changes ' +
    'nothing: 403 when a refusal is permission_denied or not_found, else 400, with every ' +
    'refused action listed.',
  security,
  request: { body: { required: true, content: json(ActionsBodySchema) } },
  responses: {
    200: {
      description: 'Every action applied',
      content: json(
        z.object({
          results: z.array(
            z.object({
              item_id: z.union([z.string(), z.number()]),
              action: z.string(),
              status: z.literal('ok'),
            }),
          ),
        }),
      ),
    },
    400: {
      description: 'Malformed body (field errors) or refused actions',
      content: json(z.union([FieldErrorsSchema, RefusedSchema])),
    },
    401: commonErrors[401],
    403: {
      description: 'An action refused for permission or visibility',
      content: json(RefusedSchema),
    },
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/inventory/{id}/history/',
  tags: ['portal'],
  summary: "An item's history, newest first (inventory:view_history)",
  security,
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^\d{1,9}$/, { error: 'A valid integer is required.' })
        .openapi({ description: 'The item id' }),
    }),
  },
  responses: {
    200: { description: 'History entries', content: json(z.array(HistoryEntrySchema)) },
    404: { description: 'No such item', content: json(DetailSchema) },
    ...commonErrors,
  },
});

/** A page of one inventory table's rows. */
async function tablePage(c: Context<AppEnv>, table: InventoryTableId, query: InventoryQuery) {
  const user = await requireUser(c);
  const paged = paging(query);
  const { rows, count } = await listInventory(
    c.get('db'),
    inventoryFilter(user, table, query),
    query.order_by,
    { limit: paged.size, offset: paged.offset },
  );
  return pageBody(c, paged, rows.map(inventoryRow), count);
}

export function createInventoryRouter() {
  const router = createRouter();
  router.use('/inventory/*', authenticated);

  // One call per table (not a loop), so the typed client knows each path.
  return router
    .openapi(listRoute('stock'), async (c) =>
      c.json(await tablePage(c, 'stock', c.req.valid('query')), 200),
    )
    .openapi(listRoute('sellIn'), async (c) =>
      c.json(await tablePage(c, 'sellIn', c.req.valid('query')), 200),
    )
    .openapi(listRoute('sellOut'), async (c) =>
      c.json(await tablePage(c, 'sellOut', c.req.valid('query')), 200),
    )
    .openapi(listRoute('archived'), async (c) =>
      c.json(await tablePage(c, 'archived', c.req.valid('query')), 200),
    )
    .openapi(aggregatesRoute, async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const request = aggregateRequest(
        query,
        INVENTORY_AGGREGATE_METRICS,
        INVENTORY_AGGREGATE_INCLUDES,
      );
      const filter = inventoryFilter(user, query.table ?? null, query);
      const groups = await inventoryAggregates(c.get('readDb'), filter, request);
      return c.json(aggregateAnswer<InventoryAggregateGroup>(groups), 200);
    })
    .openapi(actionsRoute, async (c) => {
      const user = await requireUser(c);
      const { actions } = c.req.valid('json');
      const results = await runActions(c.get('db'), user, actions);
      c.get('logger').info(
        {
          user: user.id,
          actions: actions.length,
          kinds: [...new Set(actions.map((a) => a.action))],
        },
        'inventory actions',
      );
      return c.json({ results }, 200);
    })
    .openapi(historyRoute, async (c) => {
      const user = await requireUser(c);
      const id = Number(c.req.valid('param').id);
      const db = c.get('db');
      const item = await findItemLocation(db, id);
      if (!item) throw new ApiError(404, { detail: MESSAGES.notFound });
      if (!hasPermission(user, item.location, 'inventory:view_history'))
        throw new ApiError(403, { detail: MESSAGES.permissionDenied });
      const entries = await itemHistory(db, id);
      return c.json(
        entries.map((e) => ({
          id: e.id,
          date: e.date.toISOString(),
          type: e.type,
          data: { ...e.data, user: typeof e.data.user === 'string' ? e.data.user : 'SYSTEM' },
        })),
        200,
      );
    });
}
