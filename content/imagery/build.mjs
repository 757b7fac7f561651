// Regenerates all generated imagery of the content pack and updates content/assets/index.json.
//   node content/imagery/build.mjs
// Products: for every content/stories/produkte/*.json the story's imageMain / imageLandscape
// references decide asset id and file name; alt texts come from each locale's reference.
// Jeweler logos: from content/stories/juweliere/*.json (imageLogo). Brand imagery: brand.mjs.
// Shop articles without a product story (ring of the year, service items): shop.mjs.
// Brand photos (JPEG, the raster path of the image service): photo.mjs.
// Job pages' header images by department (referenced by the config story): careers.mjs.
// Entries of index.json that this script does not generate (downloads) are kept as they are.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderProductSvg } from './render.mjs';
import { BRAND_ASSETS, renderBrandSvg, renderLogoSvg } from './brand.mjs';
import { SHOP_ASSETS, renderShopSvg } from './shop.mjs';
import { CAREER_ASSETS, renderCareerSvg } from './careers.mjs';
import { BRAND_PHOTOS, renderBrandPhoto } from './photo.mjs';
import { LOGO_IDS, isLogoId } from '../asset-ids.mjs';
import { formatJson } from '../format-json.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(root, 'assets');
const indexFile = path.join(assetsDir, 'index.json');
const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'];

const index = new Map();
if (fs.existsSync(indexFile)) {
  for (const a of JSON.parse(fs.readFileSync(indexFile, 'utf8'))) index.set(a.id, a);
}

function write(file, svg) {
  const abs = path.join(assetsDir, file);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, svg);
  if (Buffer.byteLength(svg) > 8192) console.warn(`warning: ${file} is ${svg.length} bytes`);
}

function readStories(dir) {
  const abs = path.join(root, 'stories', dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(abs, f), 'utf8')));
}

const altOf = (story, field) =>
  Object.fromEntries(LOCALES.map((l) => [l, story.locales[l]?.content?.[field]?.alt ?? '']));
const fileOf = (ref) => ref.filename.split('/').slice(6).join('/');

let products = 0;
for (const story of readStories('produkte')) {
  const c = story.locales.de.content;
  for (const [field, variant] of [
    ['imageMain', 'main'],
    ['imageLandscape', 'landscape'],
  ]) {
    const ref = c[field];
    const file = `products/${fileOf(ref)}`;
    write(file, renderProductSvg(c, variant));
    index.set(ref.id, { id: ref.id, file, alt: altOf(story, field), title: `${c.name} ${c.mpn}` });
  }
  products++;
}

for (const a of BRAND_ASSETS) {
  write(a.file, renderBrandSvg(a));
  index.set(a.id, { id: a.id, file: a.file, alt: a.alt, title: a.alt.en });
}

for (const a of BRAND_PHOTOS) {
  fs.writeFileSync(path.join(assetsDir, a.file), await renderBrandPhoto(a));
  index.set(a.id, { id: a.id, file: a.file, alt: a.alt, title: a.alt.en });
}

let logos = 0;
for (const story of readStories('juweliere')) {
  const c = story.locales.de.content;
  const ref = c.imageLogo;
  if (!ref?.id) continue;
  const file = `brand/${fileOf(ref)}`;
  write(file, renderLogoSvg(c.name));
  index.set(ref.id, { id: ref.id, file, alt: altOf(story, 'imageLogo'), title: c.name });
  logos++;
}

// A shop image gets its id once, after the highest id in use outside the logos' range, and
// keeps it (found by file).
let nextId = Math.max(0, ...[...index.keys()].filter((id) => !isLogoId(id))) + 1;
const takeId = () => {
  if (isLogoId(nextId)) nextId = LOGO_IDS.to + 1;
  return nextId++;
};
for (const a of SHOP_ASSETS) {
  write(a.file, renderShopSvg(a));
  const id = [...index.values()].find((e) => e.file === a.file)?.id ?? takeId();
  index.set(id, { id, file: a.file, alt: a.alt, title: a.title });
}
for (const a of CAREER_ASSETS) {
  write(a.file, renderCareerSvg(a));
  const id = [...index.values()].find((e) => e.file === a.file)?.id ?? takeId();
  index.set(id, { id, file: a.file, alt: a.alt, title: a.alt.en });
}

const out = [...index.values()].sort((a, b) => a.id - b.id);
fs.writeFileSync(indexFile, await formatJson(indexFile, JSON.stringify(out)));
console.warn(
  `imagery: ${products} products (x2), ${BRAND_ASSETS.length} brand images, ${BRAND_PHOTOS.length} brand photos, ${logos} logos, ${SHOP_ASSETS.length} shop images, ${CAREER_ASSETS.length} career images; index ${out.length} assets`,
);
