import { createRoute, z } from '@hono/zod-openapi';
import { isPermission } from '@maison/domain';
import { createRouter, requirePermission, requireUser } from '../src';

/** Test-only routes: a validated body and query, a crash, and the auth helpers. */
export function createProbeRouter() {
  const Body = z
    .object({
      name: z.string().min(1),
      count: z.number().int(),
      nested: z.object({ flag: z.boolean() }),
      tags: z.array(z.string()).optional(),
    })
    .refine((b) => b.name !== 'forbidden', { message: 'This name is not allowed.' });

  const echo = createRoute({
    method: 'post',
    path: '/test/echo/',
    request: { body: { required: true, content: { 'application/json': { schema: Body } } } },
    responses: { 200: { description: 'echo', content: { 'application/json': { schema: Body } } } },
  });

  const search = createRoute({
    method: 'get',
    path: '/test/search/',
    request: { query: z.object({ page: z.coerce.number().int().min(1) }) },
    responses: {
      200: {
        description: 'page',
        content: { 'application/json': { schema: z.object({ page: z.number() }) } },
      },
    },
  });

  const router = createRouter();
  router
    .openapi(echo, (c) => c.json(c.req.valid('json'), 200))
    .openapi(search, (c) => c.json({ page: c.req.valid('query').page }, 200))
    .get('/test/boom/', () => {
      throw new Error('secret internals at /srv/maison');
    })
    .get('/test/me/', async (c) => c.json({ email: (await requireUser(c)).email }))
    .post('/test/me/', async (c) => c.json({ email: (await requireUser(c)).email }))
    .get('/test/locations/:id/can/:permission/', async (c) => {
      const permission = c.req.param('permission');
      if (!isPermission(permission)) return c.json({ detail: 'Unknown permission.' }, 400);
      await requirePermission(c, Number(c.req.param('id')), permission);
      return c.json({ ok: true });
    });
  return router;
}
