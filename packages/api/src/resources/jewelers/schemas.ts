import { z } from '@hono/zod-openapi';
import { JEWELER_TYPES, LOCALES } from '@maison/domain/constants';
import { coordinate } from '../geocoding/schemas';

const Asset = z
  .object({ id: z.number().nullable(), filename: z.string(), alt: z.string() })
  .openapi('JewelerImage');

/** One jeweler result (000 §3) and its position for the finder's map. */
const JewelerResult = z
  .object({
    uuid: z.string(),
    type: z.enum(JEWELER_TYPES),
    name: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string().openapi({ description: 'ISO alpha-2', example: 'CH' }),
    slug: z.string().openapi({ description: "The jeweler story's path in the locale" }),
    imageMain: Asset.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    distanceToUser: z.number().nullable().openapi({
      description: 'From the given position, in km (miles for en); null without a position',
    }),
    pinned: z.boolean().openapi({
      description: 'A boutique or lounge within 2000 of the distance unit, listed first (000 §4)',
    }),
  })
  .openapi('JewelerResult');

export const JewelerResultsSchema = z
  .object({
    unit: z.enum(['km', 'mi']),
    results: z.array(JewelerResult),
  })
  .openapi('JewelerResults');

const TYPE_CHOICE = `Each value must be one of: ${JEWELER_TYPES.join(', ')}.`;

export const JewelerResultsQuery = z
  .object({
    locale: z.enum(LOCALES),
    latitude: coordinate(-90, 90).optional().openapi({ type: 'number', example: 47.3769 }),
    longitude: coordinate(-180, 180).optional().openapi({ type: 'number', example: 8.5417 }),
    type: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((raw, ctx) => {
        const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean);
        if (values.every((v) => (JEWELER_TYPES as readonly string[]).includes(v)))
          return values as (typeof JEWELER_TYPES)[number][];
        ctx.addIssue({ code: 'custom', message: TYPE_CHOICE });
        return z.NEVER;
      })
      .openapi({
        description: 'The finder tabs: repeated or comma-separated; all three when absent (000 §4)',
        example: 'boutique,lounge',
      }),
  })
  .superRefine((q, ctx) => {
    // A position is both coordinates or neither.
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      const missing = q.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'This field is required.' });
    }
  });
