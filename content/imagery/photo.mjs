// A photo-like brand picture: a brand motif rendered large, softened, lit and grained, saved as
// JPEG. It stands in for the brand photography editors will upload, so the demo exercises the
// raster path of the image service (docs/decisions/0025-responsive-images.md).
import sharp from 'sharp';
import { rng } from './draw.mjs';
import { BRAND_ASSETS, renderBrandSvg } from './brand.mjs';

const atelier = BRAND_ASSETS.find((a) => a.key === 'atelier');

/** Larger than the 1600 px desktop rendition, as an uploaded photograph would be. */
export const BRAND_PHOTOS = [
  {
    ...atelier,
    id: 9,
    file: 'brand/atelier-photo.jpg',
    W: 2400,
    H: 1350,
  },
];

// Film grain strength (0–255 levels either side); window light from the upper left; a lens's
// vignette.
const GRAIN = 14;
const LIGHT =
  '<radialGradient id="l" cx=".2" cy=".1" r=".7"><stop offset="0" stop-color="#fff3d6" stop-opacity=".4"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>';

/** The JPEG bytes of a brand photo; the same asset always gives the same bytes. */
export async function renderBrandPhoto(asset) {
  const { W, H } = asset;
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${LIGHT}</defs><rect width="${W}" height="${H}" fill="url(#l)"/><rect width="${W}" height="${H}" fill="url(#v)"/></svg>`,
  );
  const { data, info } = await sharp(Buffer.from(renderBrandSvg(asset)))
    .composite([{ input: light }])
    // A lens is never quite as sharp as a vector drawing.
    .blur(1.2)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = rng(asset.file);
  for (let i = 0; i < data.length; i += info.channels) {
    const grain = (random() + random() - 1) * GRAIN;
    for (let c = 0; c < info.channels; c++) {
      data[i + c] = Math.max(0, Math.min(255, data[i + c] + grain));
    }
  }
  const { width, height, channels } = info;
  return sharp(data, { raw: { width, height, channels } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
