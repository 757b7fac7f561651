import { z } from '@hono/zod-openapi';
import { LOCALES, PLACE_QUERY_MAX_LENGTH, PLACE_SUGGESTIONS } from '@maison/domain/constants';

const Position = z
  .tuple([z.number(), z.number()])
  .openapi({ description: '[longitude, latitude]' });

const Context = z.object({
  id: z.string().openapi({ example: 'country.CH' }),
  text: z.string(),
  short_code: z.string().optional().openapi({ example: 'ch' }),
});

const Feature = z
  .object({
    id: z.string(),
    type: z.literal('Feature'),
    place_type: z.array(z.enum(['country', 'region', 'postcode', 'district', 'place', 'locality'])),
    relevance: z.number(),
    text: z.string().openapi({ description: "The place's name in the asked language" }),
    place_name: z.string().openapi({ example: 'Zürich, Schweiz' }),
    center: Position,
    geometry: z.object({ type: z.literal('Point'), coordinates: Position }),
    context: z.array(Context),
  })
  .openapi('GeocodingFeature');

export const GeocodingResponseSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    query: z.array(z.union([z.string(), z.number()])),
    features: z.array(Feature),
    attribution: z.string(),
  })
  .openapi('GeocodingResponse', {
    description: "Mapbox Geocoding v5's answer shape, whichever geocoder answers",
  });

const language = z.enum(LOCALES).openapi({ description: 'Language of the names' });

/** A number given as text: an empty value is an error, not 0. */
export const coordinate = (min: number, max: number) =>
  z.string().trim().min(1).transform(Number).pipe(z.number().min(min).max(max));

export const ForwardQuery = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .transform((q) => q.slice(0, PLACE_QUERY_MAX_LENGTH))
    .openapi({ description: `Place name or its beginning; cut after ${PLACE_QUERY_MAX_LENGTH}` }),
  language,
  limit: z.coerce.number().int().min(1).max(PLACE_SUGGESTIONS).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/)
    .optional()
    .openapi({ description: 'ISO alpha-2 codes, comma-separated', example: 'ch,de' }),
});

export const PostcodeQuery = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .openapi({ example: '8001' }),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .openapi({ description: 'ISO alpha-2; without it, 4 digits are CH, any other code DE' }),
  language,
});

export const ReverseQuery = z.object({
  latitude: coordinate(-90, 90).openapi({ type: 'number', example: 47.3769 }),
  longitude: coordinate(-180, 180).openapi({ type: 'number', example: 8.5417 }),
  language,
});
