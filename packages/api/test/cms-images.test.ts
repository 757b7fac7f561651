import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, cms_asset_renditions, cms_assets, eq } from '@maison/db';
import { encodeWithSharp, type Encode } from '@maison/services/content/local/renditions';
import { createApp } from '../src';
import { captureLogger, createTestDb, type TestDb } from './helpers';

/**
 * The local asset host's image service (docs/decisions/0025-responsive-images.md): Storyblok's
 * `/m/{width}x0/filters:format(…)` form, each rendition encoded once and stored.
 */

const PHOTO = 9001;
const SMALL = 9002;
const VECTOR = 9003;
const DOCUMENT = 9004;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>';

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/** A gradient picture of `width` x `height` as JPEG or PNG (what editors upload). */
async function picture(width: number, height: number, format: 'jpeg' | 'png', hue: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#1d1b22"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="20%" fill="#c9a227"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

async function asset(id: number, filename: string, contentType: string, bytes: Buffer) {
  return { id, filename, content_type: contentType, bytes, sha1: sha1(bytes) };
}

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
const encodes: { width: number; format: string }[] = [];
const countingEncoder: Encode = async (source, width, format) => {
  encodes.push({ width, format });
  return encodeWithSharp(source, width, format);
};

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.db
    .insert(cms_assets)
    .values([
      await asset(PHOTO, 'atelier.jpg', 'image/jpeg', await picture(2000, 1125, 'jpeg', '#7a5a3c')),
      await asset(SMALL, 'badge.png', 'image/png', await picture(600, 400, 'png', '#fbf8f1')),
      await asset(VECTOR, 'ring.svg', 'image/svg+xml', Buffer.from(SVG)),
      await asset(DOCUMENT, 'care.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n')),
    ]);
  app = createApp({
    db: testDb.db,
    logger: captureLogger().logger,
    imageEncoder: countingEncoder,
  });
});
afterAll(() => testDb.close());

const get = (path: string, init?: RequestInit) => app.request(`/api/cms/v2/a/${path}`, init);

async function image(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

const stored = (id: number, width: number, format: string) =>
  testDb.db
    .select()
    .from(cms_asset_renditions)
    .where(
      and(
        eq(cms_asset_renditions.asset_id, id),
        eq(cms_asset_renditions.width, width),
        eq(cms_asset_renditions.format, format),
      ),
    );

describe('GET /a/{id}/{filename}/m/{width}x0/filters:format(…)', () => {
  it('renders a JPEG as AVIF and WebP at the spec widths, cached immutably with an ETag', async () => {
    for (const [width, format, type] of [
      [889, 'avif', 'image/avif'],
      [1600, 'webp', 'image/webp'],
    ] as const) {
      const res = await get(`${PHOTO}/atelier.jpg/m/${width}x0/filters:format(${format})`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const { bytes, meta } = await image(res);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(width);
      // 2000 x 1125 scaled to the width keeps 16:9.
      expect(meta.height).toBe(Math.round((width * 9) / 16));
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(res.headers.get('etag')).toBe(`"${sha1(bytes)}"`);
    }
  });

  it('encodes a rendition once: a second request gets the stored bytes', async () => {
    const url = `${PHOTO}/atelier.jpg/m/1600x0/filters:format(avif)`;
    const before = encodes.length;
    const first = await image(await get(url));
    const [row] = await stored(PHOTO, 1600, 'avif');
    const second = await image(await get(url));
    expect(encodes.length).toBe(before + 1);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const [again] = await stored(PHOTO, 1600, 'avif');
    expect(again?.created_at).toEqual(row?.created_at);
    expect(again?.sha1).toBe(sha1(first.bytes));
  });

  it('shares one encode among concurrent first requests', async () => {
    const url = `${PHOTO}/atelier.jpg/m/1600x0/filters:format(webp)`;
    await testDb.db.delete(cms_asset_renditions).where(eq(cms_asset_renditions.asset_id, PHOTO));
    const before = encodes.length;
    const answers = await Promise.all([get(url), get(url), get(url)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(encodes.length).toBe(before + 1);
    expect(await stored(PHOTO, 1600, 'webp')).toHaveLength(1);
  });

  it('answers 304 to the rendition ETag', async () => {
    const url = `${PHOTO}/atelier.jpg/m/889x0/filters:format(avif)`;
    const etag = (await get(url)).headers.get('etag') as string;
    const res = await get(url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
  });

  it('sends WebP without a format filter, as Storyblok does', async () => {
    const res = await get(`${PHOTO}/atelier.jpg/m/889x0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('reads the filter percent-encoded too, as some clients send it', async () => {
    const res = await get(`${PHOTO}/atelier.jpg/m/889x0/filters%3Aformat%28avif%29`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
  });

  it('never enlarges: a picture narrower than the width keeps its own', async () => {
    const res = await get(`${SMALL}/badge.png/m/889x0/filters:format(webp)`);
    expect(res.status).toBe(200);
    const { meta } = await image(res);
    expect([meta.width, meta.height]).toEqual([600, 400]);
  });

  it('encodes the new version when the file is replaced under the same id', async () => {
    const url = `${SMALL}/badge.png/m/889x0/filters:format(webp)`;
    const old = (await get(url)).headers.get('etag');
    const bytes = await picture(700, 350, 'png', '#2f5f99');
    await testDb.db
      .update(cms_assets)
      .set({ bytes, sha1: sha1(bytes) })
      .where(eq(cms_assets.id, SMALL));
    const before = encodes.length;
    const res = await get(url);
    expect(encodes.length).toBe(before + 1);
    expect(res.headers.get('etag')).not.toBe(old);
    expect((await image(res)).meta.width).toBe(700);
    expect(await stored(SMALL, 889, 'webp')).toHaveLength(1);
  });

  it('answers an SVG as it is: a vector needs no rendition', async () => {
    const original = await get(`${VECTOR}/ring.svg`);
    const res = await get(`${VECTOR}/ring.svg/m/889x0/filters:format(avif)`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe(SVG);
    expect(res.headers.get('etag')).toBe(original.headers.get('etag'));
    expect(await stored(VECTOR, 889, 'avif')).toHaveLength(0);
  });

  it('answers 404 for an unknown asset or a wrong file name', async () => {
    for (const path of [
      '424242/atelier.jpg/m/889x0/filters:format(avif)',
      `${PHOTO}/other.jpg/m/889x0/filters:format(avif)`,
      'x/atelier.jpg/m/889x0/filters:format(avif)',
      '99999999999999/atelier.jpg/m/889x0',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'This record could not be found' });
    }
  });

  it('answers 400 for widths, formats and operations the site does not offer', async () => {
    const before = encodes.length;
    for (const operation of [
      '890x0',
      '4000x0',
      '0x0',
      '889x500',
      '0x889',
      '-889x0',
      '889x0/filters:format(png)',
      '889x0/filters:format(jpeg)',
      '889x0/filters:quality(10)',
      '889x0/filters:format(avif):quality(10)',
    ]) {
      const res = await get(`${PHOTO}/atelier.jpg/m/${operation}`);
      expect(res.status, operation).toBe(400);
      expect(await res.json()).toEqual({ error: 'Unsupported image operation' });
    }
    expect((await get(`${VECTOR}/ring.svg/m/4000x0`)).status).toBe(400);
    expect((await get(`${DOCUMENT}/care.pdf/m/889x0`)).status).toBe(400);
    expect(encodes.length).toBe(before);
    const renditions = await testDb.db.select().from(cms_asset_renditions);
    expect(renditions.every((r) => [889, 1600].includes(r.width))).toBe(true);
  });

  it('drops the renditions with their asset', async () => {
    await get(`${PHOTO}/atelier.jpg/m/889x0/filters:format(webp)`);
    await testDb.db.delete(cms_assets).where(eq(cms_assets.id, PHOTO));
    const left = await testDb.db
      .select()
      .from(cms_asset_renditions)
      .where(eq(cms_asset_renditions.asset_id, PHOTO));
    expect(left).toHaveLength(0);
  });
});
