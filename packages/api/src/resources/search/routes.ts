import { createRoute, z } from '@hono/zod-openapi';
import {
  LOCALES,
  SEARCH_HIT_TYPES,
  SEARCH_HITS_PER_PAGE,
  SEARCH_HITS_PER_PAGE_MAX,
  SEARCH_METAL_COLORS,
  SEARCH_PRODUCT_TYPES,
  SEARCH_QUERY_MAX_LENGTH,
} from '@maison/domain/constants';
import { createRouter } from '../../shared/router';
import { SearchResponseSchema, SuggestionsSchema } from './schemas';
import type { SearchService } from './service';

// An over-long query is cut, never refused (issue 16): a pasted paragraph still searches.
const query = z
  .string()
  .optional()
  .default('')
  .transform((q) => q.slice(0, SEARCH_QUERY_MAX_LENGTH).trim())
  .openapi({ description: `Search words; cut after ${SEARCH_QUERY_MAX_LENGTH} characters.` });
const locale = z.enum(LOCALES);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const SearchQuery = z.object({
  q: query,
  locale,
  page: z.coerce.number().int().min(0).max(1000).optional().default(0).openapi({
    description: 'Page of hits, counted from 0 (Algolia).',
  }),
  hitsPerPage: z.coerce.number().int().min(1).max(SEARCH_HITS_PER_PAGE_MAX).optional(),
  // The global search filters of 000 §3, plus the kind of hit.
  type: z.enum(SEARCH_HIT_TYPES).optional(),
  metalColor: z.enum(SEARCH_METAL_COLORS).optional(),
  isLimited: flag.optional(),
  productType: z.enum(SEARCH_PRODUCT_TYPES).optional(),
});

const SuggestionsQuery = z.object({ q: query, locale });

const FieldErrors = z.record(z.string(), z.array(z.string())).openapi('FieldErrors');

const search = createRoute({
  method: 'get',
  path: '/search/',
  tags: ['search'],
  summary: 'Full site search: products, pages and jewelers of one language (001 §3)',
  request: { query: SearchQuery },
  responses: {
    200: {
      description: `Hits in Algolia's shape, ${SEARCH_HITS_PER_PAGE} per page by default`,
      content: { 'application/json': { schema: SearchResponseSchema } },
    },
    400: {
      description: 'An unknown locale or filter value',
      content: { 'application/json': { schema: FieldErrors } },
    },
  },
});

const suggestions = createRoute({
  method: 'get',
  path: '/search/suggestions/',
  tags: ['search'],
  summary: 'Search as you type: the top hits, name and full_slug (001 §7)',
  request: { query: SuggestionsQuery },
  responses: {
    200: {
      description: 'At most five suggestions',
      content: { 'application/json': { schema: SuggestionsSchema } },
    },
    400: {
      description: 'An unknown locale',
      content: { 'application/json': { schema: FieldErrors } },
    },
  },
});

export function createSearchRouter(service: SearchService) {
  return createRouter()
    .openapi(search, async (c) => {
      const { q, locale, page, hitsPerPage, ...filters } = c.req.valid('query');
      const index = await service.ready();
      const result = await index.search({
        query: q,
        locale,
        page,
        hitsPerPage: hitsPerPage ?? SEARCH_HITS_PER_PAGE,
        filters,
      });
      return c.json(result, 200);
    })
    .openapi(suggestions, async (c) => {
      const { q, locale } = c.req.valid('query');
      const index = await service.ready();
      return c.json({ hits: await index.suggest({ query: q, locale }) }, 200);
    });
}
