// Drawing primitives of the product renderings (LOOK.md "Imagery"), shared by render.mjs,
// jewelry.mjs, brand.mjs and shop.mjs: the palette, a seeded PRNG, number and text formatting,
// the shared <defs>, and the parts jewelry is drawn from (bands, enamel, diamonds, shadows).
import escapeHtml from 'escape-html';

export const GOLD = {
  yellow: ['#f6e27a', '#c9a227', '#8a6d1d'],
  white: ['#f4f4f2', '#c9ccd1', '#8e939b'],
};
export const ENAMEL = {
  red: ['#d2474a', '#9e1f27'],
  yellow: ['#f5cf3b', '#c99a12'],
  orange: ['#f08a3c', '#bf5a17'],
  rose: ['#eeb1bd', '#c77d8d'],
  blue: ['#6fa3d8', '#2f5f99'],
  green: ['#4f9a72', '#23603f'],
  white: ['#fbfaf6', '#d9d6cc'],
  black: ['#3a3a3e', '#101012'],
};
const ENAMEL_KEYS = Object.keys(ENAMEL);

/** The ivory ground of the 1:1 renderings (id `g`) and the cylinder shading over enamel (id `sh`). */
export const MAIN_GROUND =
  '<radialGradient id="g" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="#fdfbf5"/><stop offset="1" stop-color="#efe8d8"/></radialGradient>';
export const SHADING =
  '<linearGradient id="sh" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset=".25" stop-color="#fff" stop-opacity=".5"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>';

/** FNV-1a hash -> deterministic PRNG seeded from the article number. */
export function rng(seed) {
  let h = 2166136261;
  for (const c of String(seed)) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}
export const f = (n) => Math.round(n * 10) / 10;
/** Text for SVG character data and attribute values. */
export const esc = (s) => escapeHtml(String(s ?? ''));

export function enamelColours(p, r) {
  if (Array.isArray(p.filterRingEnamelColor) && p.filterRingEnamelColor.length)
    return p.filterRingEnamelColor;
  const tagged = (p.wizardTags || [])
    .filter((t) => t.startsWith('enamel-'))
    .map((t) => t.slice(7))
    .filter((c) => ENAMEL[c]);
  if (tagged.length) return tagged;
  if (p.hasEnamel) return [ENAMEL_KEYS[Math.floor(r() * ENAMEL_KEYS.length)]];
  return [];
}

/** Shared <defs>: metal gradients, enamel gradients, diamond symbol, shadow blur. */
export function defs(metals, colours) {
  let d =
    '<defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>';
  for (const m of metals) {
    const [a, b, c] = GOLD[m];
    // side: cylinder shading, highlight left-of-centre (light from the upper left)
    d += `<linearGradient id="s${m[0]}" x1="0" x2="1"><stop offset="0" stop-color="${b}"/><stop offset=".22" stop-color="${a}"/><stop offset=".5" stop-color="${b}"/><stop offset=".85" stop-color="${c}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
    d += `<linearGradient id="t${m[0]}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
    d += `<linearGradient id="i${m[0]}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset=".7" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>`;
  }
  for (const c of colours) {
    const [a, b] = ENAMEL[c];
    d += `<linearGradient id="e${c}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  }
  // brilliant seen from above: girdle octagon, table, star facets, sparkle
  d +=
    '<radialGradient id="dg" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#e3ecf7"/><stop offset="1" stop-color="#9fb3cc"/></radialGradient>' +
    '<symbol id="d" viewBox="-10 -10 20 20" overflow="visible"><polygon points="0,-10 7,-7 10,0 7,7 0,10 -7,7 -10,0 -7,-7" fill="url(#dg)" stroke="#8a9bb2" stroke-width=".4"/>' +
    '<polygon points="0,-5 3.5,-3.5 5,0 3.5,3.5 0,5 -3.5,3.5 -5,0 -3.5,-3.5" fill="#f7fbff" stroke="#b8c7da" stroke-width=".3"/>' +
    '<path d="M0-10L3.5-3.5 10 0 3.5 3.5 0 10-3.5 3.5-10 0-3.5-3.5Z" fill="none" stroke="#c3d1e3" stroke-width=".3"/>' +
    '<polygon points="-7,-7 -3.5,-3.5 0,-10" fill="#fff"/><polygon points="7,7 3.5,3.5 10,0" fill="#a9bcd6"/>' +
    '<path d="M-4-11l.8 4.2 4.2.8-4.2.8-.8 4.2-.8-4.2-4.2-.8 4.2-.8z" fill="#fff" opacity=".95"/></symbol>';
  return d + '</defs>';
}

export const dia = (x, y, s) =>
  `<use href="#d" x="${f(x - s)}" y="${f(y - s)}" width="${f(2 * s)}" height="${f(2 * s)}"/>`;
export const shadow = (cx, cy, rx, ry, o = 0.28) =>
  `<ellipse cx="${f(cx + rx * 0.08)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#5a4a32" opacity="${o}" filter="url(#b)"/>`;

/** A band (ring, bangle) lying in 3/4 view: top ellipse, side wall of height h, visible inner surface. */
export function band(o) {
  const { cx, cy, rx, ry, h, t, m, ground } = o;
  const k = m[0];
  const irx = rx - t;
  const iry = ry - (t * ry) / rx;
  let s = shadow(cx, cy + h + ry * 0.35, rx * 1.02, ry * 0.8);
  s += `<path d="M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(cy)}V${f(cy + h)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(cy + h)}Z" fill="url(#s${k})"/>`;
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#t${k})"/>`;
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${f(irx)}" ry="${f(iry)}" fill="url(#i${k})"/>`;
  s += `<clipPath id="h${o.id}"><ellipse cx="${cx}" cy="${cy}" rx="${f(irx)}" ry="${f(iry)}"/></clipPath>`;
  s += `<ellipse cx="${cx}" cy="${f(cy + h)}" rx="${f(irx)}" ry="${f(iry)}" fill="${ground}" clip-path="url(#h${o.id})"/>`;
  // specular streak on the rim, upper left
  s += `<path d="M${f(cx - rx * 0.82)} ${f(cy - ry * 0.45)}A${f(rx * 0.95)} ${f(ry * 0.95)} 0 0 1 ${f(cx - rx * 0.2)} ${f(cy - ry * 0.93)}" stroke="#fff" stroke-width="${f(Math.max(2, t * 0.18))}" fill="none" opacity=".55" stroke-linecap="round"/>`;
  return s;
}

/** Front-wall strip between heights y1..y2 below the top ellipse (enamel bands, pavé rows). */
export const strip = (cx, cy, rx, ry, y1, y2) =>
  `M${f(cx - rx)} ${f(cy + y1)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy + y1)}V${f(cy + y2)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(cy + y2)}Z`;

export function enamelOnBand(o, cols, pattern, r) {
  const { cx, cy, rx, ry, h } = o;
  if (!cols.length) return '';
  let s = '';
  if (pattern === 'bands' || cols.length === 1) {
    const n = cols.length;
    const gap = h * 0.12;
    const bh = (h - gap * (n + 1)) / n;
    cols.forEach((c, i) => {
      const y1 = gap + i * (bh + gap);
      s += `<path d="${strip(cx, cy, rx, ry, y1, y1 + bh)}" fill="url(#e${c})"/>`;
    });
  } else {
    // segments: alternating colour blocks around the front wall
    const seg = 7 + Math.floor(r() * 5);
    s += `<clipPath id="c${o.id}"><path d="${strip(cx, cy, rx, ry, h * 0.15, h * 0.85)}"/></clipPath><g clip-path="url(#c${o.id})">`;
    for (let i = 0; i < seg; i++) {
      const x = cx - rx + (i * 2 * rx) / seg;
      const skew = pattern === 'diagonal' ? h * 0.6 : 0;
      s += `<path d="M${f(x)} ${f(cy - ry)}h${f((2 * rx) / seg - 3)}l${f(skew)} ${f(ry * 2 + h)}h${f(-(2 * rx) / seg + 3)}z" fill="url(#e${cols[i % cols.length]})"/>`;
    }
    s += '</g>';
  }
  // shading over enamel so it follows the cylinder
  s += `<path d="${strip(cx, cy, rx, ry, h * 0.1, h * 0.9)}" fill="url(#sh)" opacity=".5"/>`;
  return s;
}

export function pave(o, n, yMid, size) {
  const { cx, cy, rx, ry } = o;
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.2 + (0.6 * (i + 0.5)) / n);
    const x = cx - rx * Math.cos(a);
    const y = cy + yMid + ry * Math.sin(a);
    s += dia(x, y, size * (0.55 + 0.45 * Math.sin(a)));
  }
  return s;
}

export function heart(x, y, sz, fill) {
  return `<path d="M${f(x)} ${f(y + sz * 0.9)}C${f(x - sz * 1.4)} ${f(y)} ${f(x - sz * 0.7)} ${f(y - sz)} ${f(x)} ${f(y - sz * 0.35)}C${f(x + sz * 0.7)} ${f(y - sz)} ${f(x + sz * 1.4)} ${f(y)} ${f(x)} ${f(y + sz * 0.9)}Z" fill="${fill}"/>`;
}

export function metalsOf(p) {
  const a = p.filterAlloy || ['yellow_gold'];
  const out = [];
  if (a.includes('yellow_gold')) out.push('yellow');
  if (a.includes('white_gold')) out.push('white');
  return out.length ? out : ['yellow'];
}
