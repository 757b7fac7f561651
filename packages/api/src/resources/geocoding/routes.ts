import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { GEOCODING_MAX_AGE_S, PLACE_SUGGESTIONS } from '@maison/domain/constants';
import { GeocodingError, type Geocoder, type GeocodingResponse } from '@maison/services/geocoding';
import type { AppEnv } from '../../shared/env';
import { ApiError } from '../../shared/errors';
import { createRouter } from '../../shared/router';
import { ForwardQuery, GeocodingResponseSchema, PostcodeQuery, ReverseQuery } from './schemas';

const FieldErrors = z.record(z.string(), z.array(z.string())).openapi('FieldErrors');

const UNAVAILABLE = 'The geocoding service is unavailable.';

const responses = (invalid: string) => ({
  200: {
    description: 'Places in the shape of Mapbox Geocoding v5',
    content: { 'application/json': { schema: GeocodingResponseSchema } },
  },
  400: { description: invalid, content: { 'application/json': { schema: FieldErrors } } },
  502: {
    description: 'The geocoding service (Mapbox) failed',
    content: { 'application/json': { schema: z.object({ detail: z.string() }) } },
  },
});

const forward = createRoute({
  method: 'get',
  path: '/geocoding/forward/',
  tags: ['geocoding'],
  summary: `Places by name or its beginning, at most ${PLACE_SUGGESTIONS} (001 §7)`,
  request: { query: ForwardQuery },
  responses: responses('A missing query, an unknown language, a limit out of range'),
});

const postcode = createRoute({
  method: 'get',
  path: '/geocoding/postcode/',
  tags: ['geocoding'],
  summary: 'Places by postal code and country (000 §5, 001 §7)',
  request: { query: PostcodeQuery },
  responses: responses('A code that is not digits, an unknown language'),
});

const reverse = createRoute({
  method: 'get',
  path: '/geocoding/reverse/',
  tags: ['geocoding'],
  summary: 'The place nearest to a position (000 §7)',
  request: { query: ReverseQuery },
  responses: responses('A latitude or longitude missing or out of range, an unknown language'),
});

/**
 * The answer depends on the query alone, never on the visitor: shared caches may keep it. A
 * failing geocoder is a 502, and its cause goes to the error reporter.
 */
async function answer(c: Context<AppEnv>, lookup: () => Promise<GeocodingResponse>) {
  try {
    const result = await lookup();
    c.header('Cache-Control', `public, max-age=${GEOCODING_MAX_AGE_S}`);
    return c.json(result, 200);
  } catch (error) {
    if (!(error instanceof GeocodingError)) throw error;
    c.get('errorReporter').captureException(error, { path: c.req.path });
    throw new ApiError(502, { detail: UNAVAILABLE });
  }
}

/** The geocoding port behind our API, so the browser never holds a third-party key (issue 17). */
export function createGeocodingRouter(geocoder: Geocoder) {
  return createRouter()
    .openapi(forward, (c) => {
      const { query, language, limit, country } = c.req.valid('query');
      return answer(c, () =>
        geocoder.forward({ query, language, limit, country: country?.split(',') }),
      );
    })
    .openapi(postcode, (c) => answer(c, () => geocoder.postcode(c.req.valid('query'))))
    .openapi(reverse, (c) => answer(c, () => geocoder.reverse(c.req.valid('query'))));
}
