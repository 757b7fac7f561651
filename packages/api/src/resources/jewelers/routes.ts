import { createRoute, z } from '@hono/zod-openapi';
import { JEWELER_TYPES, JEWELERS_MAX_AGE_S } from '@maison/domain/constants';
import { distanceToUser, distanceUnit } from '@maison/domain/jewelers/distance';
import { filterByTypes, isPinned, orderJewelerResults } from '@maison/domain/jewelers/results';
import { createRouter } from '../../shared/router';
import type { JewelerDirectory } from './directory';
import { JewelerResultsQuery, JewelerResultsSchema } from './schemas';

const FieldErrors = z.record(z.string(), z.array(z.string())).openapi('FieldErrors');

const results = createRoute({
  method: 'get',
  path: '/jewelers/',
  tags: ['jewelers'],
  summary: 'Jeweler results of one locale, nearest first from a position (000 §3, §4)',
  description:
    'Published jewelers, boutiques and lounges of the given types. With a position: boutiques ' +
    'and lounges within 2000 of the distance unit first, then by distance (km, miles for en); ' +
    'without one: by name. The client shows the first 3 until "show all" (000 §4).',
  request: { query: JewelerResultsQuery },
  responses: {
    200: {
      description: 'Every matching jeweler, ordered',
      content: { 'application/json': { schema: JewelerResultsSchema } },
    },
    400: {
      description: 'An unknown locale or type; a coordinate missing, malformed or out of range',
      content: { 'application/json': { schema: FieldErrors } },
    },
  },
});

export function createJewelersRouter(directory: JewelerDirectory) {
  return createRouter().openapi(results, async (c) => {
    const { locale, latitude, longitude, type } = c.req.valid('query');
    const user = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
    const jewelers = filterByTypes(
      await directory.list(locale),
      type?.length ? type : JEWELER_TYPES,
    );
    const ranked = jewelers.map((j) => {
      const distance =
        j.latitude !== null && j.longitude !== null
          ? distanceToUser(user, { latitude: j.latitude, longitude: j.longitude }, locale)
          : null;
      const result = {
        ...j,
        distanceToUser: distance === null ? null : Math.round(distance * 10) / 10,
      };
      return { ...result, pinned: isPinned(result) };
    });
    // Same for every visitor at the same position: shared caches may keep it briefly.
    c.header('Cache-Control', `public, max-age=${JEWELERS_MAX_AGE_S}`);
    return c.json(
      { unit: distanceUnit(locale), results: orderJewelerResults(ranked, locale) },
      200,
    );
  });
}
