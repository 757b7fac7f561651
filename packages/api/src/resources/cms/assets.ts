import type { Context, Hono } from 'hono';
import {
  CMS_ASSET_MAX_AGE_S,
  IMAGE_RENDITION_FORMATS,
  IMAGE_RENDITION_WIDTHS_PX,
  type ImageRenditionFormat,
} from '@maison/domain';
import { ContentStore } from '@maison/services/content/local/store';
import {
  AssetRenditions,
  isRaster,
  type AssetInfo,
  type Encode,
} from '@maison/services/content/local/renditions';
import type { AppEnv } from '../../shared/env';

/** Storyblok's body for a missing record; the image service's refusal names the operation. */
const NOT_FOUND = 'This record could not be found';
const UNSUPPORTED = 'Unsupported image operation';

/** The image-service operations the site builds: `{width}x0` and `filters:format(…)`. */
const RESIZE = /^(\d{1,5})x0$/;
const FORMAT = /^filters:format\((\w+)\)$/;

interface File {
  bytes: Uint8Array;
  contentType: string;
  sha1: string;
}

/** A file by its SHA-1: immutable for a year, 304 when the client holds this version. */
function sendFile(c: Context<AppEnv>, file: File): Response {
  const etag = `"${file.sha1}"`;
  const headers = {
    ETag: etag,
    // The URL names one version of one file: an edit gets a new id or file name.
    'Cache-Control': `public, max-age=${CMS_ASSET_MAX_AGE_S}, immutable`,
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(new Uint8Array(file.bytes), 200, {
    ...headers,
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
  });
}

/** Digits within PostgreSQL's integer range; anything else names no asset. */
function assetId(c: Context<AppEnv>): number | null {
  const id = c.req.param('id') ?? '';
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/**
 * Width and format of an image-service request, or null when the site does not offer them.
 * Without a format filter Storyblok sends WebP; so does this service.
 */
function parseOperation(
  resize: string,
  filters = 'filters:format(webp)',
): { width: number; format: ImageRenditionFormat } | null {
  const width = Number(RESIZE.exec(resize)?.[1]);
  const format = FORMAT.exec(filters)?.[1] ?? '';
  const offered = (IMAGE_RENDITION_WIDTHS_PX as readonly number[]).includes(width);
  if (!offered || !(IMAGE_RENDITION_FORMATS as readonly string[]).includes(format)) return null;
  return { width, format: format as ImageRenditionFormat };
}

/**
 * The asset host: `GET /a/{id}/{filename}` answers the file; `…/{filename}/m/{width}x0/
 * filters:format(avif|webp)` (Storyblok's image-service form) a rendition of a raster image,
 * encoded once (decision 0025). An SVG is answered as it is, as Storyblok's service does.
 */
export function addAssetRoutes(router: Hono<AppEnv>, encode?: Encode): void {
  const notFound = (c: Context<AppEnv>) => c.json({ error: NOT_FOUND }, 404);

  router.get('/a/:id/:filename', async (c) => {
    const id = assetId(c);
    const asset = id === null ? null : await new ContentStore(c.get('db')).getAsset(id);
    if (!asset || asset.filename !== c.req.param('filename')) return notFound(c);
    return sendFile(c, { bytes: asset.bytes, contentType: asset.content_type, sha1: asset.sha1 });
  });

  router.get('/a/:id/:filename/m/:resize/:filters?', async (c) => {
    const id = assetId(c);
    const renditions = new AssetRenditions(c.get('db'), encode);
    const asset: AssetInfo | null = id === null ? null : await renditions.info(id);
    if (!asset || asset.filename !== c.req.param('filename')) return notFound(c);
    const operation = parseOperation(c.req.param('resize'), c.req.param('filters'));
    if (asset.content_type === 'image/svg+xml' && operation) {
      const file = await new ContentStore(c.get('db')).getAsset(asset.id);
      if (!file) return notFound(c);
      return sendFile(c, { bytes: file.bytes, contentType: file.content_type, sha1: file.sha1 });
    }
    if (!operation || !isRaster(asset)) return c.json({ error: UNSUPPORTED }, 400);
    const rendition = await renditions.get(asset, operation.width, operation.format);
    return rendition ? sendFile(c, rendition) : notFound(c);
  });
}
