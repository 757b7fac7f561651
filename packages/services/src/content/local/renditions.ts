import { createHash } from 'node:crypto';
import { and, cms_asset_renditions, cms_assets, eq, type Db } from '@maison/db';
import type { ImageRenditionFormat } from '@maison/domain';

/**
 * The local content service's image service (docs/decisions/0025-responsive-images.md): the
 * renditions Storyblok's image service would make of an asset, encoded once with sharp and
 * kept in the database.
 */

/** The uploaded raster types the service resizes. SVG is answered as it is. */
const RASTER_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
]);
const CONTENT_TYPES: Record<ImageRenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** Encodes `source` at `width` (or its own width when it is narrower) in `format`. */
export type Encode = (
  source: Uint8Array,
  width: number,
  format: ImageRenditionFormat,
) => Promise<Uint8Array>;

/**
 * sharp with its default quality per format; metadata (camera, place) is dropped, the EXIF
 * orientation applied. Loaded on the first encode: most processes never transform a picture.
 */
export const encodeWithSharp: Encode = async (source, width, format) => {
  const { default: sharp } = await import('sharp');
  return sharp(source, { autoOrient: true })
    .resize({ width, withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();
};

/** An asset without its bytes: enough to check its URL and find its renditions. */
export interface AssetInfo {
  id: number;
  filename: string;
  content_type: string;
  sha1: string;
}

export interface Rendition {
  bytes: Uint8Array;
  contentType: string;
  sha1: string;
}

export function isRaster(asset: AssetInfo): boolean {
  return RASTER_TYPES.has(asset.content_type);
}

// Encodes under way, per database: concurrent first requests for one rendition share one encode.
const pending = new WeakMap<Db, Map<string, Promise<Rendition | null>>>();

export class AssetRenditions {
  constructor(
    private readonly db: Db,
    private readonly encode: Encode = encodeWithSharp,
  ) {}

  async info(id: number): Promise<AssetInfo | null> {
    const [row] = await this.db
      .select({
        id: cms_assets.id,
        filename: cms_assets.filename,
        content_type: cms_assets.content_type,
        sha1: cms_assets.sha1,
      })
      .from(cms_assets)
      .where(eq(cms_assets.id, id));
    return row ?? null;
  }

  /**
   * The stored rendition of this version of the asset, encoded and stored first if missing; null
   * when the asset was replaced or deleted meanwhile.
   */
  async get(
    asset: AssetInfo,
    width: number,
    format: ImageRenditionFormat,
  ): Promise<Rendition | null> {
    const [stored] = await this.db
      .select({ bytes: cms_asset_renditions.bytes, sha1: cms_asset_renditions.sha1 })
      .from(cms_asset_renditions)
      .where(
        and(
          eq(cms_asset_renditions.asset_id, asset.id),
          eq(cms_asset_renditions.width, width),
          eq(cms_asset_renditions.format, format),
          eq(cms_asset_renditions.source_sha1, asset.sha1),
        ),
      );
    if (stored) return { ...stored, contentType: CONTENT_TYPES[format] };
    let inFlight = pending.get(this.db);
    if (!inFlight) pending.set(this.db, (inFlight = new Map()));
    const key = `${asset.id}/${asset.sha1}/${width}/${format}`;
    let rendition = inFlight.get(key);
    if (!rendition) {
      rendition = this.create(asset, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, rendition);
    }
    return rendition;
  }

  private async create(
    asset: AssetInfo,
    width: number,
    format: ImageRenditionFormat,
  ): Promise<Rendition | null> {
    const [source] = await this.db
      .select({ bytes: cms_assets.bytes })
      .from(cms_assets)
      .where(and(eq(cms_assets.id, asset.id), eq(cms_assets.sha1, asset.sha1)));
    if (!source) return null;
    const bytes = Buffer.from(await this.encode(source.bytes, width, format));
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const row = { source_sha1: asset.sha1, bytes, sha1 };
    await this.db
      .insert(cms_asset_renditions)
      .values({ asset_id: asset.id, width, format, ...row })
      .onConflictDoUpdate({
        target: [
          cms_asset_renditions.asset_id,
          cms_asset_renditions.width,
          cms_asset_renditions.format,
        ],
        set: { ...row, created_at: new Date() },
      });
    return { bytes, contentType: CONTENT_TYPES[format], sha1 };
  }
}
