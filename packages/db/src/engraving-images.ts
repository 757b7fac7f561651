import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EngravingImageType } from '@maison/domain';
import type { Db } from './database';
import { commerce_engraving_images } from './schema';

/** The uploaded engraving images (docs/shop.md "Engraving images"). */

export interface EngravingImage {
  id: string;
  content_type: EngravingImageType;
  bytes: Buffer;
  sha1: string;
}

export async function saveEngravingImage(
  db: Db,
  image: {
    id: string;
    contentType: EngravingImageType;
    bytes: Uint8Array;
    userId: number;
    locationId: number;
  },
): Promise<EngravingImage> {
  const bytes = Buffer.from(image.bytes);
  const [row] = await db
    .insert(commerce_engraving_images)
    .values({
      id: image.id,
      content_type: image.contentType,
      bytes,
      sha1: createHash('sha1').update(bytes).digest('hex'),
      user_id: image.userId,
      location_id: image.locationId,
    })
    .returning();
  return toImage(row!);
}

export async function findEngravingImage(db: Db, id: string): Promise<EngravingImage | null> {
  const [row] = await db
    .select()
    .from(commerce_engraving_images)
    .where(eq(commerce_engraving_images.id, id));
  return row ? toImage(row) : null;
}

function toImage(row: typeof commerce_engraving_images.$inferSelect): EngravingImage {
  return {
    id: row.id,
    content_type: row.content_type as EngravingImageType,
    bytes: row.bytes,
    sha1: row.sha1,
  };
}
