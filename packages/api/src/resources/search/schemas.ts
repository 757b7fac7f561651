import { z } from '@hono/zod-openapi';
import {
  LOCALES,
  SEARCH_HIT_TYPES,
  SEARCH_METAL_COLORS,
  SEARCH_PRODUCT_TYPES,
} from '@maison/domain/constants';

const Asset = z
  .object({
    id: z.number().nullable().optional(),
    filename: z.string(),
    alt: z.string().nullable().optional(),
    title: z.string().nullable().optional(),
    focus: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
  })
  .openapi('SearchAsset');

const Highlight = z.object({
  value: z.string().openapi({ description: 'HTML-escaped text, matches inside <em>' }),
  matchLevel: z.enum(['none', 'partial', 'full']),
  matchedWords: z.array(z.string()),
});

const HitType = z.enum(SEARCH_HIT_TYPES);

/** One hit: the record of 001 §3 (fields by kind) and Algolia's `_highlightResult`. */
const SearchHit = z
  .object({
    objectID: z.string(),
    uuid: z.string(),
    locale: z.enum(LOCALES),
    type: HitType,
    full_slug: z.string().openapi({ description: "The story's path in the hit's language" }),
    name: z.string().optional(),
    name2: z.string().optional(),
    pageTitle: z.string().optional(),
    pageSummary: z.string(),
    image_set: z.array(Asset).optional(),
    image: Asset.nullable().optional(),
    image_main: Asset.nullable().optional(),
    mpn: z.string().optional(),
    city: z.string().optional(),
    country: z.string().optional(),
    metalColor: z.array(z.enum(SEARCH_METAL_COLORS)),
    isLimited: z.boolean(),
    productType: z.enum(SEARCH_PRODUCT_TYPES).optional(),
    _highlightResult: z.partialRecord(
      z.enum(['name', 'name2', 'pageTitle', 'pageSummary', 'mpn', 'city']),
      Highlight,
    ),
  })
  .openapi('SearchHit');

export const SearchResponseSchema = z
  .object({
    hits: z.array(SearchHit),
    nbHits: z.number().int(),
    page: z.number().int(),
    nbPages: z.number().int(),
    hitsPerPage: z.number().int(),
    query: z.string(),
    processingTimeMS: z.number(),
    facets: z.object({ type: z.partialRecord(HitType, z.number().int()) }),
  })
  .openapi('SearchResponse');

export const SuggestionsSchema = z
  .object({
    hits: z.array(
      z.object({ objectID: z.string(), name: z.string(), full_slug: z.string(), type: HitType }),
    ),
  })
  .openapi('SearchSuggestions');
