import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { eq, locations, organizations } from '@maison/db';
import {
  COMMERCE_COOKIE_NAME,
  COMMERCE_ORDER_PERMISSIONS,
  COMMERCE_TOKEN_MAX_AGE_S,
  SHOP_CURRENCIES,
  hasPermission,
  type ShopCurrency,
} from '@maison/domain';
import { currentSession, requireUser } from '../../shared/auth';
import { issueCommerceToken, requireCommerce } from '../../shared/commerce-token';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import { createRouter } from '../../shared/router';
import { isProduction } from '../../shared/secrets';
import { notFound } from './port';
import {
  CommerceSessionSchema,
  DetailSchema,
  commerceSecurity,
  invalidToken,
  notFoundAnswer,
  tags,
} from './schemas';
import { json } from '../../shared/openapi';

/** The commerce token of a location: issued, read back and cleared (docs/shop.md). */

const authenticateRoute = createRoute({
  method: 'post',
  path: '/locations/{id}/commerce/authenticate/',
  tags,
  summary: 'Issue the commerce token of a location (an ordering permission there, or superuser)',
  description:
    `Answers the token and sets the \`_wff_commerce_token\` cookie (httpOnly, ${COMMERCE_TOKEN_MAX_AGE_S} s). ` +
    'The token is an HS256 JWT with token_type "commerce" and the claim ' +
    '`commerce: {customer_id, location, currency, market}`.',
  security: [{ Token: [] }],
  request: { params: z.object({ id: z.string().openapi({ description: 'The location id' }) }) },
  responses: {
    200: { description: 'The token', content: json(z.object({ token: z.string() })) },
    401: { description: 'Not logged in', content: json(DetailSchema) },
    403: { description: 'No ordering permission at the location', content: json(DetailSchema) },
    404: notFoundAnswer,
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/commerce/logout/',
  tags,
  summary: 'Clear the commerce token cookie',
  responses: { 204: { description: 'Cleared (Max-Age=0)' } },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/commerce/session/',
  tags,
  summary: "The commerce token's user, claim and location names (the cookie is httpOnly)",
  security: commerceSecurity,
  responses: {
    200: { description: 'The session', content: json(CommerceSessionSchema) },
    401: invalidToken,
  },
});

/**
 * The shop's own reading of its token (the cookie is httpOnly): which location, currency and
 * market the pages work for, and whose token it is, so a page can re-authenticate when
 * another user has logged in meanwhile. Not in the spec; docs/shop.md "Commerce token".
 */
async function commerceSession(c: Context<AppEnv>) {
  const auth = await requireCommerce(c);
  const [loc] = await c
    .get('db')
    .select({ name: locations.name, organization: organizations.name })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organization_id))
    .where(eq(locations.id, auth.claim.location));
  return {
    user: auth.userId,
    ...auth.claim,
    location_name: loc?.name ?? '',
    organization_name: loc?.organization ?? '',
  };
}

export function createSessionRouter() {
  return createRouter()
    .openapi(authenticateRoute, async (c) => {
      const user = await requireUser(c);
      const raw = c.req.valid('param').id;
      if (!/^\d{1,9}$/.test(raw)) throw notFound();
      const id = Number(raw);
      const [loc] = await c
        .get('db')
        .select({ id: locations.id, country: locations.country, currency: locations.currency })
        .from(locations)
        .innerJoin(organizations, eq(organizations.id, locations.organization_id))
        .where(eq(locations.id, id));
      if (!user.is_superuser && !COMMERCE_ORDER_PERMISSIONS.some((p) => hasPermission(user, id, p)))
        throw new ApiError(403, { detail: MESSAGES.permissionDenied });
      if (!loc) throw notFound();
      const currency = (SHOP_CURRENCIES as readonly string[]).includes(loc.currency)
        ? (loc.currency as ShopCurrency)
        : 'EUR';
      const session = await currentSession(c);
      if (!session) throw new ApiError(401, { detail: MESSAGES.notAuthenticated });
      const token = await issueCommerceToken(user.id, session.sid, {
        customer_id: `loc-${loc.id}`,
        location: loc.id,
        currency,
        market: loc.country,
      });
      setCookie(c, COMMERCE_COOKIE_NAME, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isProduction(),
        maxAge: COMMERCE_TOKEN_MAX_AGE_S,
      });
      return c.json({ token }, 200);
    })
    .openapi(logoutRoute, (c) => {
      deleteCookie(c, COMMERCE_COOKIE_NAME, { path: '/', secure: isProduction() });
      return c.body(null, 204);
    })
    .openapi(sessionRoute, async (c) => c.json(await commerceSession(c), 200));
}
