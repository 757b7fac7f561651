import { createRoute, z } from '@hono/zod-openapi';
import { eq, findTableConfig, listSaleUsers, locations, saveTableConfig } from '@maison/db';
import {
  PORTAL_CONFIG_ID_MAX_LENGTH,
  PORTAL_CONFIG_MAX_CHECKED_ROWS,
  PORTAL_CONFIG_MAX_COLUMNS,
  TABLE_IDS,
  defaultTableConfig,
  isTableId,
  normalizeTableConfig,
} from '@maison/domain';
import { authenticated, requireUser } from '../../shared/auth';
import { ApiError, MESSAGES } from '../../shared/errors';
import { choiceField } from '../../shared/fields';
import { createRouter } from '../../shared/router';
import { DetailSchema, FieldErrorsSchema, commonErrors, security } from './schemas';
import { portalString } from './text';
import { json } from '../../shared/openapi';

/** Per-user table config (002 §3) and a location's sale users (docs/portal.md). */

const id = () =>
  portalString(PORTAL_CONFIG_ID_MAX_LENGTH).min(1, { error: 'This field may not be blank.' });

const TableConfigSchema = z
  .object({
    columnWidths: z
      .record(id(), z.number({ error: 'A valid number is required.' }).finite())
      .refine((v) => Object.keys(v).length <= PORTAL_CONFIG_MAX_COLUMNS, {
        error: `At most ${PORTAL_CONFIG_MAX_COLUMNS} columns.`,
      }),
    activeFilters: z
      .array(z.object({ id: id(), values: z.array(id()).max(PORTAL_CONFIG_MAX_COLUMNS) }))
      .max(PORTAL_CONFIG_MAX_COLUMNS),
    checkedRows: z.array(id()).max(PORTAL_CONFIG_MAX_CHECKED_ROWS, {
      error: `Ensure this field has no more than ${PORTAL_CONFIG_MAX_CHECKED_ROWS} elements.`,
    }),
    sortedBy: z
      .object({ columnId: id(), direction: choiceField(['asc', 'desc'] as const) })
      .nullable(),
  })
  .openapi('TableConfig');

const tableParam = z.object({
  tableId: z.string().openapi({ description: TABLE_IDS.join(' | ') }),
});

const getConfig = createRoute({
  method: 'get',
  path: '/portal/table-config/{tableId}/',
  tags: ['portal'],
  summary: "The caller's config of a table (defaults when none is saved)",
  security,
  request: { params: tableParam },
  responses: {
    200: { description: 'The config', content: json(TableConfigSchema) },
    404: { description: 'Unknown table id', content: json(DetailSchema) },
    401: commonErrors[401],
  },
});

const putConfig = createRoute({
  method: 'put',
  path: '/portal/table-config/{tableId}/',
  tags: ['portal'],
  summary: "Save the caller's config of a table; widths are clamped to 120–750 px",
  security,
  request: { params: tableParam, body: { required: true, content: json(TableConfigSchema) } },
  responses: {
    200: { description: 'The saved (normalised) config', content: json(TableConfigSchema) },
    400: { description: 'Field errors', content: json(FieldErrorsSchema) },
    404: { description: 'Unknown table id', content: json(DetailSchema) },
    401: commonErrors[401],
  },
});

const saleUsersRoute = createRoute({
  method: 'get',
  path: '/locations/{id}/sale-users/',
  tags: ['portal'],
  summary: 'The sale users of a location (members of the location, or superusers)',
  security,
  request: {
    params: z.object({
      id: z.string().regex(/^\d{1,9}$/, { error: 'A valid integer is required.' }),
    }),
  },
  responses: {
    200: {
      description: 'Sale users by name',
      content: json(z.array(z.object({ id: z.number(), name: z.string() }))),
    },
    404: { description: 'No such location', content: json(DetailSchema) },
    ...commonErrors,
  },
});

const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });

export function createPortalRouter() {
  const router = createRouter();
  router.use('/portal/table-config/*', authenticated);
  router.use('/locations/:id/sale-users/', authenticated);
  return router
    .openapi(getConfig, async (c) => {
      const user = await requireUser(c);
      const { tableId } = c.req.valid('param');
      if (!isTableId(tableId)) throw notFound();
      const saved = await findTableConfig(c.get('db'), user.id, tableId);
      return c.json(saved ? normalizeTableConfig(saved) : defaultTableConfig(), 200);
    })
    .openapi(putConfig, async (c) => {
      const user = await requireUser(c);
      const { tableId } = c.req.valid('param');
      if (!isTableId(tableId)) throw notFound();
      const config = normalizeTableConfig(c.req.valid('json'));
      await saveTableConfig(c.get('db'), user.id, tableId, config);
      return c.json(config, 200);
    })
    .openapi(saleUsersRoute, async (c) => {
      const user = await requireUser(c);
      const locationId = Number(c.req.valid('param').id);
      const member =
        user.is_superuser || user.portal_locations.some((p) => p.location === locationId);
      if (!member) throw new ApiError(403, { detail: MESSAGES.permissionDenied });
      const db = c.get('db');
      const [location] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, locationId));
      if (!location) throw notFound();
      return c.json(await listSaleUsers(db, locationId), 200);
    });
}
