// Renderings for the trade shop's articles without a product story (docs/shop.md "Seed
// assortment"): the ring of the year and the service items (boxes, ring sizer set, display).
// Same canvas, ground and light as the 1:1 product renderings of render.mjs: 800x800, ivory,
// light from the upper left, soft shadow to the lower right. Packaging is the house's: deep
// ink leather, champagne velvet, ivory satin, a gold hairline.
import {
  MAIN_GROUND,
  SHADING,
  GOLD,
  band,
  defs,
  dia,
  enamelOnBand,
  esc,
  f,
  pave,
  shadow,
  strip,
} from './draw.mjs';

const L = (de, en, ja, ko, zh) => ({ de, en, ja, ko, 'zh-hans': zh });
const W = 800;
const [, MID, DARK] = GOLD.yellow;
const SERIF = 'Georgia,serif';

/** Leather, velvet, satin and wood; ids distinct from those of draw.mjs's defs. */
const MATERIALS =
  '<linearGradient id="lf" x1="0" x2="1"><stop offset="0" stop-color="#4a443c"/><stop offset=".3" stop-color="#302c27"/><stop offset="1" stop-color="#151311"/></linearGradient>' +
  '<linearGradient id="lt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a5249"/><stop offset="1" stop-color="#221f1b"/></linearGradient>' +
  '<linearGradient id="sa" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdfaf3"/><stop offset=".55" stop-color="#efe6d4"/><stop offset="1" stop-color="#d8c8a8"/></linearGradient>' +
  '<linearGradient id="vv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe2c4"/><stop offset=".6" stop-color="#d9c49a"/><stop offset="1" stop-color="#b39a6c"/></linearGradient>' +
  '<linearGradient id="vd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cdb68a"/><stop offset="1" stop-color="#9d8458"/></linearGradient>';

function frame(title, colours, extra, body) {
  const d = defs(['yellow'], colours).replace('</defs>', MAIN_GROUND + SHADING + extra + '</defs>');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${W}" width="${W}" height="${W}" role="img" aria-labelledby="t"><title id="t">${esc(title)}</title>` +
    d +
    `<rect width="${W}" height="${W}" fill="url(#g)"/>` +
    body +
    '</svg>'
  );
}

const trapezoid = (cx, yFront, wFront, yBack, wBack) =>
  `M${f(cx - wFront / 2)} ${f(yFront)}L${f(cx - wBack / 2)} ${f(yBack)}H${f(cx + wBack / 2)}L${f(cx + wFront / 2)} ${f(yFront)}Z`;

/**
 * An open hinged box seen from the front and a little above: the lid stands open behind and
 * shows its satin lining, the opening shows the velvet insert that `insert` draws into the
 * interior {x0, x1, y0 (back), y1 (front)}.
 */
function openBox({ cx, yb, w, h, d, lid, r, insert }) {
  const k = 0.9; // the back edge is farther away
  const e = Math.min(w, d * 2) * 0.05; // wall thickness
  const yTop = yb - h;
  const yBack = yTop - d;
  const wb = w * k;
  let s = shadow(cx + w * 0.04, yb - h * 0.1, w * 0.52, h * 0.35 + 16, 0.32);
  // lid: leather shell, satin lining, gold hairline, wordmark
  const lw = wb * 0.97;
  const yl = yBack - lid;
  const lr = Math.max(r - 10, 6); // the lid's upper corners follow the front's rounding
  s += `<path d="M${f(cx - wb / 2)} ${f(yBack + 2)}L${f(cx - lw / 2)} ${f(yl - 9 + lr)}Q${f(cx - lw / 2)} ${f(yl - 9)} ${f(cx - lw / 2 + lr)} ${f(yl - 9)}H${f(cx + lw / 2 - lr)}Q${f(cx + lw / 2)} ${f(yl - 9)} ${f(cx + lw / 2)} ${f(yl - 9 + lr)}L${f(cx + wb / 2)} ${f(yBack + 2)}Z" fill="url(#lt)"/>`;
  s += `<path d="M${f(cx - lw / 2 + lr * 0.4)} ${f(yl - 9 + lr * 0.4)}Q${f(cx - lw / 2 + lr)} ${f(yl - 8)} ${f(cx)} ${f(yl - 8)}" stroke="#fff" stroke-width="1.5" opacity=".15" fill="none"/>`;
  s += `<path d="${trapezoid(cx, yBack - e * 0.4, wb - 2 * e, yl + e, lw - 2 * e)}" fill="url(#sa)"/>`;
  s += `<path d="${trapezoid(cx, yBack - e * 0.9, wb - 3 * e, yl + e * 1.5, lw - 3 * e)}" fill="none" stroke="url(#ty)" stroke-width="1.5"/>`;
  const fs = Math.min(lw * 0.09, lid * 0.2);
  s += `<text x="${cx}" y="${f(yl + lid * 0.5 + fs * 0.35)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(fs)}" letter-spacing="${f(fs * 0.35)}" fill="${MID}">MAISON</text>`;
  // opening: leather rim, velvet interior
  s += `<path d="${trapezoid(cx, yTop, w, yBack, wb)}" fill="url(#lt)"/>`;
  const box = { x0: cx - wb / 2 + e, x1: cx + wb / 2 - e, y0: yBack + e * 0.6, y1: yTop - e * 0.6 };
  const wi = w - 2 * e;
  s += `<path d="${trapezoid(cx, box.y1, wi, box.y0, wb - 2 * e)}" fill="url(#vd)"/>`;
  s += `<clipPath id="in"><path d="${trapezoid(cx, box.y1, wi, box.y0, wb - 2 * e)}"/></clipPath>`;
  s += `<g clip-path="url(#in)">${insert(box)}</g>`;
  // front: leather with rounded lower corners, the seam as a gold hairline, the clasp
  const x0 = cx - w / 2;
  s += `<path d="M${f(x0)} ${f(yTop)}H${f(x0 + w)}V${f(yb - r)}Q${f(x0 + w)} ${f(yb)} ${f(x0 + w - r)} ${f(yb)}H${f(x0 + r)}Q${f(x0)} ${f(yb)} ${f(x0)} ${f(yb - r)}Z" fill="url(#lf)"/>`;
  s += `<path d="M${f(x0)} ${f(yTop + 1)}H${f(x0 + w)}" stroke="#6a6158" stroke-width="2"/>`;
  s += `<path d="M${f(x0 + 6)} ${f(yTop + h * 0.2)}H${f(x0 + w - 6)}" stroke="${MID}" stroke-width="1.6" opacity=".8"/>`;
  const cw = Math.min(w * 0.1, 44);
  s += `<rect x="${f(cx - cw / 2)}" y="${f(yTop - 3)}" width="${f(cw)}" height="${f(h * 0.2 + 8)}" rx="4" fill="url(#ty)" stroke="${DARK}" stroke-width="1"/>`;
  // light from the upper left along the front edge
  s += `<path d="M${f(x0 + 4)} ${f(yTop + 4)}H${f(x0 + w * 0.45)}" stroke="#fff" stroke-width="2" opacity=".18" stroke-linecap="round"/>`;
  return s;
}

/** A velvet cushion with a slit across: the ring box insert. */
function cushion({ x0, x1, y0, y1 }) {
  const ym = (y0 + y1) / 2 + 4;
  const w = x1 - x0;
  let s = `<rect x="${f(x0 - 4)}" y="${f(y0 - 4)}" width="${f(w + 8)}" height="${f(ym - y0 + 6)}" rx="${f((ym - y0) / 2)}" fill="url(#vv)"/>`;
  s += `<rect x="${f(x0 - 4)}" y="${f(ym)}" width="${f(w + 8)}" height="${f(y1 - ym + 8)}" rx="${f((y1 - ym) / 2)}" fill="url(#vv)"/>`;
  s += `<path d="M${f(x0)} ${f(ym)}H${f(x1)}" stroke="#6e5a3a" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M${f(x0 + 10)} ${f(ym + 4)}H${f(x1 - 10)}" stroke="#fff" stroke-width="1.5" opacity=".35"/>`;
  return s;
}

/** A velvet bolster across the box: the bracelet box insert. */
function bolster({ x0, x1, y0, y1 }) {
  const h = (y1 - y0) * 0.56;
  const y = y0 + (y1 - y0) * 0.24;
  let s = shadow((x0 + x1) / 2 + 8, y + h + 4, (x1 - x0) * 0.48, 10, 0.35);
  s += `<rect x="${f(x0 + 6)}" y="${f(y)}" width="${f(x1 - x0 - 12)}" height="${f(h)}" rx="${f(h / 2)}" fill="url(#vv)"/>`;
  s += `<path d="M${f(x0 + h * 0.5)} ${f(y + h * 0.22)}H${f(x1 - h * 0.6)}" stroke="#fff" stroke-width="${f(h * 0.08)}" opacity=".3" stroke-linecap="round"/>`;
  return s;
}

/** A flat velvet pad with a curved groove and a gold pin for the clasp: the necklace case insert. */
function groove({ x0, x1, y0, y1 }) {
  const cx = (x0 + x1) / 2;
  const w = x1 - x0;
  const d = `M${f(cx - w * 0.36)} ${f(y0 + 8)}C${f(cx - w * 0.3)} ${f(y1 - 6)} ${f(cx + w * 0.3)} ${f(y1 - 6)} ${f(cx + w * 0.36)} ${f(y0 + 8)}`;
  let s = `<path d="${d}" fill="none" stroke="#8d7550" stroke-width="7" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="#f3e8cf" stroke-width="1.5" opacity=".7" transform="translate(0 4)"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(y0 + 10)}" r="5" fill="url(#ty)" stroke="${DARK}" stroke-width=".8"/>`;
  return s;
}

/** A raised velvet pad with two slots for a pair of earrings: the earring box insert. */
function slots({ x0, x1, y0, y1 }) {
  const w = x1 - x0;
  const h = y1 - y0;
  let s = `<rect x="${f(x0 + w * 0.1 + 5)}" y="${f(y0 + h * 0.2 + 7)}" width="${f(w * 0.8)}" height="${f(h * 0.6)}" rx="${f(h * 0.2)}" fill="#7d6743" opacity=".4"/>`;
  s += `<rect x="${f(x0 + w * 0.1)}" y="${f(y0 + h * 0.2)}" width="${f(w * 0.8)}" height="${f(h * 0.6)}" rx="${f(h * 0.2)}" fill="url(#vv)"/>`;
  for (const x of [x0 + w * 0.32, x0 + w * 0.68]) {
    s += `<path d="M${f(x)} ${f(y0 + h * 0.33)}V${f(y0 + h * 0.67)}" stroke="#6e5a3a" stroke-width="3.5" stroke-linecap="round"/>`;
    s += `<path d="M${f(x + 3)} ${f(y0 + h * 0.36)}V${f(y0 + h * 0.66)}" stroke="#fff" stroke-width="1.2" opacity=".4"/>`;
  }
  return s;
}

function ringOfTheYear() {
  const rx = W * 0.33;
  const ry = rx * 0.5;
  const h = rx * 0.36;
  const cx = W / 2;
  const cy = W / 2 - h / 2 - 10;
  const o = { cx, cy, rx, ry, h, t: rx * 0.1, m: 'yellow', ground: '#f3ecdd', id: 'y' };
  let s = band(o);
  // black enamel channel set with brilliants, between two polished gold rails
  s += enamelOnBand({ ...o, cy: cy + h * 0.28, h: h * 0.44 }, ['black'], 'bands', () => 0);
  s += pave({ ...o, cy: cy + h * 0.02 }, 9, h * 0.48, h * 0.17);
  // the year engraved on the inner back wall: a darker cut with a light lower edge
  const irx = rx - o.t;
  const iry = ry - (o.t * ry) / rx;
  const arc = `M${f(cx - irx * 0.62)} ${f(cy + h * 0.6 - iry * 0.55)}A${f(irx * 0.98)} ${f(iry * 0.98)} 0 0 1 ${f(cx + irx * 0.62)} ${f(cy + h * 0.6 - iry * 0.55)}`;
  s += `<path id="ya" d="${arc}" fill="none"/>`;
  const txt = (fill, dy, op) =>
    `<text font-family="${SERIF}" font-size="${f(h * 0.5)}" letter-spacing="${f(h * 0.1)}" fill="${fill}" opacity="${op}" transform="translate(0 ${dy})"><textPath href="#ya" startOffset="50%" text-anchor="middle">2027</textPath></text>`;
  s += txt('#fff3c4', 1.5, 0.6) + txt('#6d5514', 0, 0.85);
  return s;
}

/** A fan of sizing rings on a key ring, lying flat; sizes span the shop's ring lengths. */
function ringSizers() {
  const sizes = [44, 48, 52, 56, 60, 64, 68];
  const ox = 195;
  const oy = 190;
  const n = sizes.length;
  let s = '';
  for (const [i, size] of sizes.entries()) {
    const a = ((4 + (i * 86) / (n - 1)) * Math.PI) / 180;
    const R = 40 + (size - 44) * 0.7;
    const L = 350 + R;
    const [c, si] = [Math.cos(a), Math.sin(a)];
    const at = (t, off) => [ox + c * t - si * off, oy + si * t + c * off];
    const p = [at(12, -13), at(L - R + 4, -15), at(L - R + 4, 15), at(12, 13)];
    const [rx, ry] = at(L, 0);
    const [tx, ty] = at((L - R) * 0.6, 0);
    s += `<path d="M${p.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" fill="url(#ty)" stroke="${DARK}" stroke-linejoin="round"/>`;
    s += `<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(R)}" fill="none" stroke="${DARK}" stroke-width="13"/>`;
    s += `<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(R)}" fill="none" stroke="url(#ty)" stroke-width="10"/>`;
    s += `<path d="M${f(rx - R * 0.8)} ${f(ry - R * 0.6)}A${f(R)} ${f(R)} 0 0 1 ${f(rx - R * 0.1)} ${f(ry - R)}" stroke="#fff" stroke-width="2.5" fill="none" opacity=".55" stroke-linecap="round"/>`;
    s += `<text x="${f(tx)}" y="${f(ty + 5)}" transform="rotate(${((a * 180) / Math.PI).toFixed(1)} ${f(tx)} ${f(ty)})" text-anchor="middle" font-family="${SERIF}" font-size="16" letter-spacing="1" fill="${DARK}">${size}</text>`;
  }
  // the tabs' rounded heads, stacked, and the key ring through their holes
  s += `<circle cx="${ox}" cy="${oy}" r="20" fill="url(#ty)" stroke="${DARK}"/>`;
  s += `<circle cx="${ox}" cy="${oy}" r="30" fill="none" stroke="${DARK}" stroke-width="9"/>`;
  s += `<circle cx="${ox}" cy="${oy}" r="30" fill="none" stroke="url(#ty)" stroke-width="6"/>`;
  s += `<path d="M${ox - 25} ${oy - 16}A30 30 0 0 1 ${ox - 6} ${oy - 29}" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/>`;
  // one soft shadow of the whole fan, to the lower right
  const shade =
    '<filter id="sd" x="-10%" y="-10%" width="130%" height="130%"><feColorMatrix values="0 0 0 0 .35 0 0 0 0 .29 0 0 0 0 .2 0 0 0 .3 0"/><feGaussianBlur stdDeviation="9"/></filter>';
  return {
    s: `<use href="#fan" x="12" y="16" filter="url(#sd)"/><g id="fan">${s}</g>`,
    extra: shade,
  };
}

/** A velvet bust on a walnut plinth, a power bracelet around its wrist. */
function display() {
  const cx = W / 2;
  const extra =
    '<linearGradient id="wd" x1="0" x2="1"><stop offset="0" stop-color="#8a5d3b"/><stop offset=".35" stop-color="#6b4429"/><stop offset="1" stop-color="#352114"/></linearGradient>' +
    '<linearGradient id="wt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a4744c"/><stop offset="1" stop-color="#5e3c24"/></linearGradient>' +
    '<linearGradient id="vc" x1="0" x2="1"><stop offset="0" stop-color="#3d3832"/><stop offset=".25" stop-color="#4c463e"/><stop offset=".6" stop-color="#25221e"/><stop offset="1" stop-color="#141210"/></linearGradient>' +
    '<linearGradient id="vt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a534a"/><stop offset="1" stop-color="#2a2622"/></linearGradient>';
  // walnut plinth: top with a few grain lines, front edge with the wordmark in gold
  const py = 610;
  const prx = 240;
  const pry = 60;
  const ph = 46;
  let s = shadow(cx + 20, py + ph + pry * 0.5, prx * 1.05, pry * 0.7, 0.35);
  s += `<path d="M${cx - prx} ${py}A${prx} ${pry} 0 0 0 ${cx + prx} ${py}V${py + ph}A${prx} ${pry} 0 0 1 ${cx - prx} ${py + ph}Z" fill="url(#wd)"/>`;
  s += `<ellipse cx="${cx}" cy="${py}" rx="${prx}" ry="${pry}" fill="url(#wt)"/>`;
  s += `<clipPath id="p"><ellipse cx="${cx}" cy="${py}" rx="${prx}" ry="${pry}"/></clipPath><g clip-path="url(#p)" fill="none" stroke="#4a2e1a" opacity=".22">`;
  for (let i = 0; i < 7; i++)
    s += `<path d="M${cx - prx} ${py - pry + 12 + i * 16}c${90 + i * 7} ${i % 2 ? 9 : -7} ${300 - i * 11} ${i % 2 ? -6 : 8} ${prx * 2} ${i % 3 ? 4 : -3}"/>`;
  s += '</g>';
  s += `<text x="${cx}" y="${py + pry + ph / 2 + 6}" text-anchor="middle" font-family="${SERIF}" font-size="17" letter-spacing="6" fill="url(#ty)">MAISON</text>`;
  // bust: a velvet cone with a slanted oval top; the bracelet rests where it fits
  const top = 230;
  const rb = 120;
  const rt = 70;
  const tilt = 12;
  const tc = Math.cos((tilt * Math.PI) / 180) * rt;
  const ts = Math.sin((tilt * Math.PI) / 180) * rt;
  const side = (x) => `${f(x)} ${top + 140} ${f(x + (x > cx ? 14 : -14))} ${py - 110}`;
  s += `<ellipse cx="${cx + 34}" cy="${py + 6}" rx="${rb + 24}" ry="30" fill="#2b1a0e" opacity=".45" filter="url(#b)"/>`;
  s += `<path d="M${cx - rb} ${py}C${side(cx - rb + 26)} ${f(cx - tc)} ${f(top - ts)}A${rt} 24 ${tilt} 0 1 ${f(cx + tc)} ${f(top + ts)}C${side(cx + tc + 8)} ${cx + rb} ${py}A${rb} 30 0 0 1 ${cx - rb} ${py}Z" fill="url(#vc)"/>`;
  s += `<ellipse cx="${cx}" cy="${top}" rx="${rt}" ry="24" transform="rotate(${tilt} ${cx} ${top})" fill="url(#vt)"/>`;
  s += `<path d="M${f(cx - tc + 10)} ${top + 4}L${cx - rb + 16} ${py - 4}" stroke="#fff" stroke-width="8" opacity=".06" fill="none"/>`;
  // power bracelet: woven gold band with its clasp, snug at the wrist; the column hides its back
  const by = 418;
  const brx = 104;
  const bry = 30;
  const bh = 46;
  const t = 7;
  const rim = (sweep) =>
    `M${cx - brx} ${by}A${brx} ${bry} 0 0 ${sweep} ${cx + brx} ${by}L${cx + brx - t} ${by}A${brx - t} ${bry - 2} 0 0 ${1 - sweep} ${cx - brx + t} ${by}Z`;
  s += `<path d="${rim(1)}" fill="url(#ty)"/>`;
  s += `<path d="${strip(cx, by, brx, bry, 0, bh)}" fill="url(#sy)"/>`;
  s += `<clipPath id="w"><path d="${strip(cx, by, brx, bry, 0, bh)}"/></clipPath><g clip-path="url(#w)" stroke="${DARK}" stroke-width="1.2" opacity=".45">`;
  for (let i = 1; i < 40; i++)
    s += `<path d="M${f(cx - brx + (i * brx) / 20)} ${by}v${bry + bh + 4}"/>`;
  s += '</g>';
  s += `<path d="${rim(0)}" fill="url(#ty)"/>`;
  const y = by + bry + bh / 2;
  s += `<rect x="${cx - 24}" y="${f(y - bh * 0.8)}" width="48" height="${f(bh * 1.6)}" rx="${f(bh * 0.55)}" fill="url(#ty)" stroke="${DARK}" stroke-width="1"/>`;
  s += dia(cx, y, bh * 0.32);
  s += `<path d="M${f(cx - brx * 0.85)} ${by + 6}A${brx} ${bry} 0 0 0 ${f(cx - brx * 0.3)} ${by + bry - 1}" stroke="#fff" stroke-width="2.5" fill="none" opacity=".5" stroke-linecap="round"/>`;
  return { s, extra };
}

const boxAsset = (box) => () => ({ s: openBox(box), extra: MATERIALS });

/**
 * The shop renderings: code (the group's SKU prefix or service article number), German name,
 * alt texts per locale, the drawing; file and title follow from them. Ids come from build.mjs.
 */
export const SHOP_ASSETS = [
  {
    code: '10-2027',
    name: 'Ring des Jahres 2027',
    colours: ['black'],
    alt: L(
      'Ring des Jahres 2027 – Ring in Gelbgold mit schwarzer Emaille und Brillanten, innen mit „2027“ graviert',
      'Ring of the Year 2027 – yellow gold ring with black enamel and diamonds, engraved “2027” inside',
      'リング・オブ・ザ・イヤー 2027 – ブラックエナメルとダイヤモンドをあしらい、内側に「2027」を刻んだイエローゴールドのリング（イメージ）',
      '올해의 반지 2027 – 블랙 에나멜과 다이아몬드를 더하고 안쪽에 ‘2027’을 새긴 옐로 골드 반지 (이미지)',
      '2027年度之戒 – 黄金戒指，饰以黑色珐琅与钻石，内圈镌刻“2027”（氛围图）',
    ),
    draw: () => ({ s: ringOfTheYear(), extra: '' }),
  },
  {
    code: '90-9001-0-00',
    name: 'Ringetui',
    alt: L(
      'Ringetui – aufgeklapptes Etui aus dunklem Leder mit champagnerfarbenem Samtkissen und goldener Ziernaht',
      'Ring box – open dark leather box with a champagne velvet cushion and gold trim',
      'リングケース – シャンパンカラーのベルベットクッションと金のトリムを備えた、開いたダークレザーのケース（イメージ）',
      '반지 케이스 – 샴페인색 벨벳 쿠션과 골드 트림을 갖춘, 열린 다크 레더 케이스 (이미지)',
      '戒指盒 – 打开的深色皮革盒，内衬香槟色丝绒垫，饰以金色饰线（氛围图）',
    ),
    draw: boxAsset({ cx: 400, yb: 635, w: 310, h: 190, d: 120, lid: 240, r: 56, insert: cushion }),
  },
  {
    code: '90-9002-0-00',
    name: 'Armbandetui',
    alt: L(
      'Armbandetui – aufgeklapptes Etui aus dunklem Leder mit champagnerfarbener Samtrolle',
      'Bracelet box – open dark leather box with a champagne velvet bolster',
      'ブレスレットケース – シャンパンカラーのベルベットのピローを備えた、開いたダークレザーのケース（イメージ）',
      '팔찌 케이스 – 샴페인색 벨벳 쿠션 롤을 갖춘, 열린 다크 레더 케이스 (이미지)',
      '手链盒 – 打开的深色皮革盒，内置香槟色丝绒枕（氛围图）',
    ),
    draw: boxAsset({ cx: 400, yb: 625, w: 480, h: 125, d: 180, lid: 240, r: 18, insert: bolster }),
  },
  {
    code: '90-9003-0-00',
    name: 'Collieretui',
    alt: L(
      'Collieretui – langes, flaches Etui aus dunklem Leder mit Samteinlage',
      'Necklace box – long, flat dark leather case with a velvet insert',
      'ネックレスケース – ベルベットの中敷きを備えた、細長く平らなダークレザーのケース（イメージ）',
      '목걸이 케이스 – 벨벳 인서트를 갖춘 길고 납작한 다크 레더 케이스 (이미지)',
      '项链盒 – 狭长扁平的深色皮革盒，内衬丝绒（氛围图）',
    ),
    draw: boxAsset({ cx: 400, yb: 585, w: 640, h: 68, d: 160, lid: 180, r: 12, insert: groove }),
  },
  {
    code: '90-9004-0-00',
    name: 'Ohrschmucketui',
    alt: L(
      'Ohrschmucketui – kleines aufgeklapptes Lederetui mit Samteinlage für ein Paar Ohrringe',
      'Earring box – small open leather box with a velvet insert for a pair of earrings',
      'イヤリングケース – ピアス1組用のベルベットの中敷きを備えた、開いた小さなレザーケース（イメージ）',
      '귀걸이 케이스 – 귀걸이 한 쌍을 위한 벨벳 인서트를 갖춘, 열린 작은 레더 케이스 (이미지)',
      '耳饰盒 – 打开的小巧皮革盒，内衬可放一对耳饰的丝绒垫（氛围图）',
    ),
    draw: boxAsset({ cx: 400, yb: 610, w: 380, h: 100, d: 170, lid: 200, r: 14, insert: slots }),
  },
  {
    code: '90-9005-0-00',
    name: 'Ringmaß-Set',
    alt: L(
      'Ringmaß-Set – gefächerte Ringmaße der Größen 44 bis 68 an einem Schlüsselring',
      'Ring sizer set – a fan of sizing rings, sizes 44 to 68, on a key ring',
      'リングゲージセット – キーリングに扇状に連なる、サイズ44～68のリングゲージ（イメージ）',
      '반지 사이즈 세트 – 키링에 부채꼴로 달린 44~68 사이즈의 링 게이지 (이미지)',
      '戒指量尺套装 – 串在钥匙圈上、呈扇形展开的44至68号指圈（氛围图）',
    ),
    draw: ringSizers,
  },
  {
    code: '90-9006-0-00',
    name: 'Power-Bracelet-Display',
    alt: L(
      'Power-Bracelet-Display – Büste aus dunklem Samt auf einem Walnusssockel mit einem Power-Bracelet in Gelbgold',
      'Power bracelet display – dark velvet bust on a walnut base with a yellow gold power bracelet',
      'パワーブレスレット・ディスプレイ – ウォルナットの台座に立つダークベルベットのスタンドと、イエローゴールドのパワーブレスレット（イメージ）',
      '파워 브레이슬릿 디스플레이 – 월넛 받침 위의 다크 벨벳 스탠드와 옐로 골드 파워 브레이슬릿 (이미지)',
      '力量手链展示架 – 胡桃木底座上的深色丝绒展示柱，套着一只黄金力量手链（氛围图）',
    ),
    draw: display,
  },
].map((a) => ({ ...a, file: `shop/${a.code}.svg`, title: `${a.name} ${a.code}` }));

/** Render one shop asset as SVG. */
export function renderShopSvg(asset) {
  const { s, extra } = asset.draw();
  return frame(asset.name, asset.colours ?? [], extra, s);
}
