import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq, findEngravingImage, locations, saveEngravingImage } from '@maison/db';
import {
  ENGRAVING_IMAGE_MAX_BYTES,
  ENGRAVING_IMAGE_RATE_LIMIT,
  ENGRAVING_IMAGE_RATE_WINDOW_S,
} from '@maison/domain';
import { loadUser } from '../../shared/auth';
import { INVALID_COMMERCE_TOKEN, requireCommerce } from '../../shared/commerce-token';
import type { AppEnv } from '../../shared/env';
import { API_PREFIX } from '../../shared/prefix';
import { enforceRateLimit } from '../../shared/rate-limit';
import { createRouter } from '../../shared/router';
import {
  ENGRAVING_IMAGE_EXTENSIONS,
  ENGRAVING_IMAGE_HEADERS,
  ENGRAVING_IMAGE_PATH,
  parseEngravingImageName,
  readEngravingImage,
} from './engraving-images';
import { notFound } from './port';
import {
  DetailSchema,
  commerceSecurity,
  csrf,
  fieldErrors,
  invalidToken,
  notFoundAnswer,
  tags,
} from './schemas';
import { fileUploadBody, json } from '../../shared/openapi';

/** Uploading and serving engraving images (docs/shop.md "Engraving images"). */

const uploadEngravingImageRoute = createRoute({
  method: 'post',
  path: '/commerce/engraving-images/',
  tags,
  summary: `Upload an engraving image: PNG, JPEG or SVG up to ${ENGRAVING_IMAGE_MAX_BYTES / 1_000_000} MB`,
  description:
    'multipart/form-data with the field `file`. The type is read from the bytes; an SVG with ' +
    'scripts, event handlers, foreign objects or external references is refused. ' +
    `At most ${ENGRAVING_IMAGE_RATE_LIMIT} uploads per user in ${ENGRAVING_IMAGE_RATE_WINDOW_S} s.`,
  security: commerceSecurity,
  request: { body: fileUploadBody },
  responses: {
    201: {
      description: 'Stored; the same-origin URL that serves it (the `engravingImage` value)',
      content: json(
        z
          .object({ url: z.string() })
          .openapi({ example: { url: '/api/v1/commerce/engraving-images/<uuid>.png' } }),
      ),
    },
    400: fieldErrors('No file, empty, too large, not a PNG/JPEG/SVG, or an unsafe SVG'),
    401: invalidToken,
    403: csrf,
    415: { description: 'Not multipart/form-data', content: json(DetailSchema) },
    429: { description: 'Throttled (Retry-After)', content: json(DetailSchema) },
  },
});

const engravingImageRoute = createRoute({
  method: 'get',
  path: '/commerce/engraving-images/{name}',
  tags,
  summary: 'An uploaded engraving image (its random name is the capability; no token)',
  description:
    "Served with `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; " +
    'sandbox` and `X-Content-Type-Options: nosniff`.',
  request: {
    params: z.object({ name: z.string().openapi({ example: '<uuid>.svg' }) }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/svg+xml': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    404: notFoundAnswer,
  },
});

/** Stores an uploaded engraving image under a random name (docs/shop.md "Engraving images"). */
async function uploadEngravingImage(c: Context<AppEnv>): Promise<{ url: string }> {
  const auth = await requireCommerce(c);
  await enforceRateLimit(
    c,
    `engraving-images:user:${auth.userId}`,
    ENGRAVING_IMAGE_RATE_LIMIT,
    ENGRAVING_IMAGE_RATE_WINDOW_S,
  );
  const db = c.get('db');
  // The token outlives its user and location only as an invalid token.
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, auth.claim.location));
  if (!location || !(await loadUser(db, auth.userId))) throw INVALID_COMMERCE_TOKEN;
  const { bytes, type } = await readEngravingImage(c);
  const image = await saveEngravingImage(db, {
    id: randomUUID(),
    contentType: type,
    bytes,
    userId: auth.userId,
    locationId: auth.claim.location,
  });
  c.get('logger').info(
    { image: image.id, type, bytes: bytes.byteLength, location: auth.claim.location },
    'engraving image stored',
  );
  return {
    url: `${API_PREFIX}${ENGRAVING_IMAGE_PATH}${image.id}.${ENGRAVING_IMAGE_EXTENSIONS[type]}`,
  };
}

async function serveEngravingImage(c: Context<AppEnv>, name: string): Promise<Response> {
  const parsed = parseEngravingImageName(name);
  const image = parsed ? await findEngravingImage(c.get('db'), parsed.id) : null;
  if (!parsed || !image || ENGRAVING_IMAGE_EXTENSIONS[image.content_type] !== parsed.extension)
    throw notFound();
  const etag = `"${image.sha1}"`;
  const headers = {
    ...ENGRAVING_IMAGE_HEADERS,
    ETag: etag,
    // One upload never changes; customers' images stay out of shared caches.
    'Cache-Control': 'private, max-age=31536000, immutable',
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return c.body(null, 304, headers);
  return c.body(new Uint8Array(image.bytes), 200, {
    ...headers,
    'Content-Type': image.content_type,
    'Content-Length': String(image.bytes.length),
  });
}

/**
 * The upload's body as the typed client sends it (`form: { file }`); the handler reads it
 * itself, bounded, so the route declares no validator for it.
 */
type EngravingImageUpload = {
  in: { form: { file: File | Blob } };
  out: { form: { file: File | Blob } };
};

export function createEngravingImagesRouter() {
  return createRouter()
    .openapi<typeof uploadEngravingImageRoute, EngravingImageUpload>(
      uploadEngravingImageRoute,
      async (c) => c.json(await uploadEngravingImage(c), 201),
    )
    .openapi(engravingImageRoute, (c) => serveEngravingImage(c, c.req.valid('param').name));
}
