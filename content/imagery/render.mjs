// Product renderings for the content pack (LOOK.md "Imagery").
// Pure: renderProductSvg(product, variant) -> SVG string. `product` is the `content` of a
// product story (type, mpn, name, name2, filter flags, wizardTags). `variant` is 'main'
// (1:1, ivory ground) or 'landscape' (16:9, warm ground). Light always from the upper left.
import { MAIN_GROUND, SHADING, defs, enamelColours, esc, metalsOf, rng } from './draw.mjs';
import { bracelet, earrings, necklace, ring } from './jewelry.mjs';

/**
 * Render one product as SVG.
 * @param {object} product product story content (type, mpn, name, name2, filter flags, wizardTags)
 * @param {'main'|'landscape'} variant
 */
export function renderProductSvg(product, variant = 'main') {
  const p = product || {};
  const r = rng(`${p.mpn}|${p.type}`);
  const land = variant === 'landscape';
  const W = land ? 1600 : 800;
  const H = land ? 900 : 800;
  const ground = land ? '#eee1ca' : '#f8f4ea';
  const sub = land ? 900 : 800; // drawing area is a centred square
  const colours = new Set(enamelColours(p, rng(`${p.mpn}|${p.type}`)));
  let body;
  switch (p.type) {
    case 'ring':
      body = ring(p, r, sub, sub, ground);
      break;
    case 'bracelet':
      body = bracelet(p, r, sub, sub, ground);
      break;
    case 'earrings':
      body = earrings(p, r, sub, sub, ground);
      break;
    default:
      body = necklace(p, r, sub, sub, ground);
  }
  const title = esc([p.name, p.name2].filter(Boolean).join(' – ') || p.mpn);
  const bg = land
    ? `<radialGradient id="g" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="#f6ecd9"/><stop offset="1" stop-color="#e2cfae"/></radialGradient>`
    : MAIN_GROUND;
  const sh = SHADING;
  const d = defs(
    metalsOf(p),
    [...colours, ...(p.hasHeartSymbol ? ['rose'] : [])].filter((c, i, a) => a.indexOf(c) === i),
  ).replace('</defs>', bg + sh + '</defs>');
  const dx = (W - sub) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t"><title id="t">${title}</title>` +
    d +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    (dx ? `<g transform="translate(${dx} 0)">${body}</g>` : body) +
    '</svg>'
  );
}
