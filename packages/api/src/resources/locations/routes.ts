import { createRoute, z } from '@hono/zod-openapi';
import { asc, inArray, locations, organizations, type Db } from '@maison/db';
import { requireUser } from '../../shared/auth';
import type { AuthUser } from '../../shared/identity';
import { createRouter } from '../../shared/router';

const LocationSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    organization: z.number(),
    country: z.string(),
    currency: z.string(),
  })
  .openapi('Location');
const OrganizationSchema = z.object({ id: z.number(), name: z.string() }).openapi('Organization');
const DetailSchema = z.object({ detail: z.string() });

const list = <P extends string, T extends z.ZodType>(path: P, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['portal'],
    summary,
    security: [{ Token: [] }],
    responses: {
      200: { description: summary, content: { 'application/json': { schema: z.array(schema) } } },
      401: {
        description: 'Not authenticated',
        content: { 'application/json': { schema: DetailSchema } },
      },
    },
  });

const listLocations = list(
  '/locations/',
  LocationSchema,
  "The caller's locations (all for a superuser)",
);
const listOrganizations = list(
  '/organizations/',
  OrganizationSchema,
  "The organizations of the caller's locations (all for a superuser)",
);

const locationColumns = {
  id: locations.id,
  name: locations.name,
  organization: locations.organization_id,
  country: locations.country,
  currency: locations.currency,
};

/** 000 §6: a superuser sees every location; others the locations they are members of. */
function visibleLocations(db: Db, user: AuthUser) {
  const query = db.select(locationColumns).from(locations);
  const own = user.portal_locations.map((p) => p.location);
  return (user.is_superuser ? query : query.where(inArray(locations.id, own))).orderBy(
    asc(locations.id),
  );
}

export function createLocationsRouter() {
  return createRouter()
    .openapi(listLocations, async (c) => {
      const user = await requireUser(c);
      if (!user.is_superuser && user.portal_locations.length === 0) return c.json([], 200);
      return c.json(await visibleLocations(c.get('db'), user), 200);
    })
    .openapi(listOrganizations, async (c) => {
      const user = await requireUser(c);
      const db = c.get('db');
      const query = db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations);
      if (user.is_superuser) return c.json(await query.orderBy(asc(organizations.id)), 200);
      if (user.portal_locations.length === 0) return c.json([], 200);
      const ids = [...new Set((await visibleLocations(db, user)).map((l) => l.organization))];
      return c.json(
        await query.where(inArray(organizations.id, ids)).orderBy(asc(organizations.id)),
        200,
      );
    });
}
