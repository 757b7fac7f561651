import { createRoute, z } from '@hono/zod-openapi';
import { sql } from '@maison/db';
import { createRouter } from '../../shared/router';

const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .openapi('Health');

const UnhealthySchema = z
  .object({ status: z.literal('error'), database: z.literal('error'), detail: z.string() })
  .openapi('Unhealthy');

const health = createRoute({
  method: 'get',
  path: '/health/',
  tags: ['meta'],
  summary: 'Liveness and database reachability',
  responses: {
    200: {
      description: 'The API and its database answer.',
      content: { 'application/json': { schema: HealthSchema } },
    },
    503: {
      description: 'The database does not answer.',
      content: { 'application/json': { schema: UnhealthySchema } },
    },
  },
});

export function createHealthRouter() {
  return createRouter().openapi(health, async (c) => {
    try {
      await c.get('db').execute(sql`select 1`);
    } catch (err) {
      c.get('logger').warn({ err }, 'health check: database unavailable');
      return c.json(
        { status: 'error' as const, database: 'error' as const, detail: 'Database unavailable.' },
        503,
      );
    }
    return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
  });
}
