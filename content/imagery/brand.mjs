// Abstract brand imagery for heroes and cards: 16:9 (1600x900) and mobile 4:5 (800x1000).
import { ENAMEL, esc, f } from './draw.mjs';

const L = (de, en, ja, ko, zh) => ({ de, en, ja, ko, 'zh-hans': zh });

const GOLD_DEFS =
  '<linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e27a"/><stop offset=".5" stop-color="#c9a227"/><stop offset="1" stop-color="#8a6d1d"/></linearGradient>' +
  '<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>';

function frame(W, H, title, ground, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t"><title id="t">${title}</title><defs>${GOLD_DEFS}${ground.defs}</defs><rect width="${W}" height="${H}" fill="${ground.fill}"/>${body}</svg>`;
}

const motifs = {
  atelier(W, H) {
    // workbench: warm wood plane, a file, a ring mandrel, gold shavings; light from upper left
    const g = {
      defs: '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a5a3c"/><stop offset="1" stop-color="#3b2a1c"/></linearGradient><linearGradient id="st" x1="0" x2="1"><stop offset="0" stop-color="#d9dbde"/><stop offset=".4" stop-color="#f4f4f2"/><stop offset="1" stop-color="#6f747b"/></linearGradient>',
      fill: 'url(#g)',
    };
    let s = '';
    for (let i = 0; i < 14; i++)
      s += `<path d="M0 ${f((H / 14) * i + 12)}q${W / 2} ${i % 2 ? 14 : -10} ${W} 0" stroke="#fff" stroke-opacity=".05" stroke-width="3" fill="none"/>`;
    const cx = W * 0.62;
    const cy = H * 0.5;
    s += `<path d="M${f(cx - W * 0.42)} ${f(cy + 40)}L${f(cx + W * 0.25)} ${f(cy - 30)}l6 40L${f(cx - W * 0.42)} ${f(cy + 74)}z" fill="#000" opacity=".35" filter="url(#b)"/>`;
    s += `<path d="M${f(cx - W * 0.44)} ${f(cy + 22)}L${f(cx + W * 0.26)} ${f(cy - 40)}l4 28L${f(cx - W * 0.43)} ${f(cy + 50)}z" fill="url(#st)"/>`;
    for (let i = 0; i < 3; i++) {
      const x = W * (0.22 + i * 0.2);
      const y = H * (0.7 - i * 0.04);
      const r = Math.min(W, H) * (0.07 - i * 0.01);
      s += `<ellipse cx="${f(x + 10)}" cy="${f(y + 14)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="#000" opacity=".35" filter="url(#b)"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="none" stroke="url(#au)" stroke-width="${f(r * 0.22)}"/>`;
    }
    for (let i = 0; i < 40; i++) {
      const x = (W * ((i * 37) % 100)) / 100;
      const y = H * (0.78 + ((i * 13) % 20) / 100);
      s += `<path d="M${f(x)} ${f(y)}q6 -8 14 -2" stroke="url(#au)" stroke-width="2" fill="none"/>`;
    }
    return { g, s };
  },
  spiral(W, H) {
    const g = {
      defs: '<radialGradient id="g" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="#2b2a33"/><stop offset="1" stop-color="#121117"/></radialGradient>',
      fill: 'url(#g)',
    };
    const cx = W * 0.55;
    const cy = H * 0.52;
    let d = `M${f(cx)} ${f(cy)}`;
    const max = Math.min(W, H) * 0.42;
    for (let a = 0; a < Math.PI * 12; a += 0.2) {
      const r = (a / (Math.PI * 12)) * max;
      d += `L${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a) * 0.82)}`;
    }
    const s =
      `<path d="${d}" fill="none" stroke="#000" stroke-width="8" opacity=".5" transform="translate(14 18)" filter="url(#b)"/>` +
      `<path d="${d}" fill="none" stroke="url(#au)" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="#fff6cf" stroke-width="1.2" opacity=".5" transform="translate(-1.5 -1.5)"/>`;
    return { g, s };
  },
  enamel(W, H) {
    const g = {
      defs: '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf8f1"/><stop offset="1" stop-color="#ece3d1"/></linearGradient>',
      fill: 'url(#g)',
    };
    const keys = Object.keys(ENAMEL);
    const portrait = H > W;
    let s = '';
    keys.forEach((k, i) => {
      const [a, b] = ENAMEL[k];
      s += `<linearGradient id="e${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
      const col = portrait ? i % 2 : i % 4;
      const row = portrait ? Math.floor(i / 2) : Math.floor(i / 4);
      const w = portrait ? W * 0.34 : W * 0.17;
      const h = portrait ? H * 0.15 : H * 0.28;
      const x = (portrait ? W * 0.12 + col * W * 0.42 : W * 0.12 + col * W * 0.2) + (row % 2) * 14;
      const y = portrait ? H * 0.12 + row * H * 0.2 : H * 0.16 + row * H * 0.38;
      s += `<rect x="${f(x + 12)}" y="${f(y + 16)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="#5a4a32" opacity=".25" filter="url(#b)"/>`;
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="url(#au)"/>`;
      s += `<rect x="${f(x + 8)}" y="${f(y + 8)}" width="${f(w - 16)}" height="${f(h - 16)}" rx="${f(h / 2 - 8)}" fill="url(#e${i})"/>`;
      s += `<path d="M${f(x + h / 2)} ${f(y + 18)}h${f(w * 0.4)}" stroke="#fff" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>`;
    });
    return { g, s };
  },
  museum(W, H) {
    const g = {
      defs: '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4ede0"/><stop offset=".62" stop-color="#e7dbc4"/><stop offset="1" stop-color="#cdbb9b"/></linearGradient><radialGradient id="v" cx=".5" cy=".35" r=".4"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>',
      fill: 'url(#g)',
    };
    const cx = W / 2;
    const hz = H * 0.62;
    let s = `<rect width="${W}" height="${H}" fill="url(#v)"/>`;
    for (let i = 0; i < 5; i++) {
      const k = 1 - i * 0.18;
      const w = W * 0.16 * k;
      const h = H * 0.5 * k;
      for (const side of [-1, 1]) {
        const x = cx + side * (W * 0.08 + W * 0.34 * k) - w / 2;
        s += `<path d="M${f(x)} ${f(hz)}v${f(-h * 0.7)}a${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(w)} 0v${f(h * 0.7)}z" fill="#d6c6a6" opacity="${(0.35 + i * 0.1).toFixed(2)}"/>`;
      }
    }
    // vitrines with a warm glint
    for (const x of [0.3, 0.5, 0.7]) {
      const vx = W * x;
      s += `<rect x="${f(vx - W * 0.05)}" y="${f(hz - H * 0.05)}" width="${f(W * 0.1)}" height="${f(H * 0.2)}" fill="#b59f7a" opacity=".5"/><rect x="${f(vx - W * 0.05)}" y="${f(hz - H * 0.13)}" width="${f(W * 0.1)}" height="${f(H * 0.08)}" fill="#fff" opacity=".35" stroke="#a48b60" stroke-width="1.5"/><circle cx="${f(vx)}" cy="${f(hz - H * 0.09)}" r="${f(H * 0.018)}" fill="none" stroke="url(#au)" stroke-width="4"/>`;
    }
    s += `<path d="M0 ${f(hz + H * 0.15)}H${W}" stroke="#a48b60" stroke-opacity=".3"/>`;
    return { g, s };
  },
};

export const BRAND_ASSETS = [
  {
    key: 'atelier',
    id: 1,
    alt: L(
      'Werkbank der Manufaktur mit Feile, Ringriegel und Goldspänen',
      'Workbench in the manufacture with file, ring mandrel and gold shavings',
      '工房の作業台。やすり、リング棒、金の削りくず',
      '줄, 링 맨드릴, 금 부스러기가 놓인 공방 작업대',
      '工坊工作台上的锉刀、戒指棒与金屑',
    ),
  },
  {
    key: 'spiral',
    id: 3,
    alt: L(
      'Goldener Draht, zu einer Spirale gelegt, auf dunklem Grund',
      'Gold wire laid in a spiral on a dark ground',
      '暗い背景に渦を描く金のワイヤー',
      '어두운 배경 위 나선형으로 놓인 금사',
      '深色背景上盘成螺旋的金丝',
    ),
  },
  {
    key: 'enamel',
    id: 5,
    alt: L(
      'Emaille-Farbmuster in acht Farben, gefasst in Gold',
      'Enamel colour swatches in eight colours, set in gold',
      '金で縁取られた8色のエナメル見本',
      '금으로 테두리를 두른 여덟 가지 에나멜 색상 견본',
      '以黄金镶边的八色珐琅色板',
    ),
  },
  {
    key: 'museum',
    id: 7,
    alt: L(
      'Lichte Ausstellungshalle des Schmuckmuseums mit Vitrinen',
      'Bright exhibition hall of the jewellery museum with display cases',
      '展示ケースが並ぶ明るいジュエリーミュージアムの展示室',
      '진열장이 놓인 밝은 주얼리 박물관 전시실',
      '明亮的珠宝博物馆展厅与展柜',
    ),
  },
].flatMap((a) => [
  { ...a, id: a.id, file: `brand/${a.key}-16x9.svg`, W: 1600, H: 900 },
  { ...a, id: a.id + 1, file: `brand/${a.key}-4x5.svg`, W: 800, H: 1000 },
]);

export function renderBrandSvg(asset) {
  const { g, s } = motifs[asset.key](asset.W, asset.H);
  return frame(asset.W, asset.H, asset.alt.en, g, s);
}

// Jeweler logos (imageLogo): a gold mark beside or above the name in ink on ivory. The mark's
// shape follows from the name, so a logo stays the same however often it is rendered.
const LOGO_MARKS = [
  (x, y) => `<circle cx="${x}" cy="${y}" r="44" fill="none" stroke="url(#au)" stroke-width="3"/>`,
  (x, y) =>
    `<path d="M${x} ${y - 50}L${x + 46} ${y}L${x} ${y + 50}L${x - 46} ${y}z" fill="none" stroke="url(#au)" stroke-width="3"/>`,
  (x, y) =>
    `<circle cx="${x}" cy="${y}" r="44" fill="none" stroke="url(#au)" stroke-width="2"/><circle cx="${x}" cy="${y}" r="37" fill="none" stroke="url(#au)" stroke-width="1"/>`,
  (x, y) =>
    `<rect x="${x - 40}" y="${y - 40}" width="80" height="80" rx="6" fill="none" stroke="url(#au)" stroke-width="3"/>`,
];
const LOGO_PREFIX =
  /^(Juwelier|Juweliers|Maison|Bijouterie|Orfèvrerie|Joaillerie|Gioielleria|Oreficeria|Goldschmiede|Goldschmied|Schmuckatelier|Schmuckwerkstatt|Juwelen|Uhren Bijouterie|Uhren & Schmuck|Bottega Orafa|Atelier|Edelsmid|Joyería|Joyeros|Guldsmed|Gullsmed|The|Dar|Al|宝石の)\s*/i;

function nameHash(name) {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

// Rough advance of a glyph in ems: CJK glyphs are square, Latin capitals about 0.7.
const textWidth = (text, size, spacing) =>
  [...text].reduce((w, ch) => w + (ch.codePointAt(0) > 0x2e80 ? size : size * 0.72) + spacing, 0);

export function renderLogoSvg(name) {
  const words = name
    .replace(LOGO_PREFIX, '')
    .split(/[\s&]+/)
    .filter(Boolean);
  const cjk = (w) => w.codePointAt(0) > 0x2e80;
  // The brand's own boutiques and lounges carry its M.
  const initials = /^Maison\s/.test(name)
    ? 'M'
    : (words.length ? words : [name])
        .map((w) => [...w][0])
        .slice(0, cjk(words[0] ?? name) ? 1 : 2)
        .join('')
        .toUpperCase();
  const hash = nameHash(name);
  const mark = LOGO_MARKS[hash % LOGO_MARKS.length];
  const word = name.toUpperCase();
  const spacing = 2;
  const fit = (max, width) =>
    Math.max(10, Math.min(max, Math.floor((max * width) / textWidth(word, max, spacing))));
  // Long names go under the mark, where the whole width is theirs.
  const stacked = (hash >> 3) % 3 === 0 || fit(20, 255) < 15;
  const monogram = (x, y) =>
    `${mark(x, y)}<text x="${x}" y="${y + 13}" text-anchor="middle" font-family="Georgia,serif" font-size="36" fill="#1d1b22">${esc(initials)}</text>`;
  const body = stacked
    ? `${monogram(200, 72)}<text x="200" y="168" text-anchor="middle" font-family="Georgia,serif" font-size="${fit(20, 360)}" letter-spacing="${spacing}" fill="#1d1b22">${esc(word)}</text><path d="M150 184h100" stroke="url(#au)" stroke-width="1.5"/>`
    : `${monogram(70, 100)}<text x="130" y="108" font-family="Georgia,serif" font-size="${fit(20, 255)}" letter-spacing="${spacing}" fill="#1d1b22">${esc(word)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" role="img" aria-labelledby="t"><title id="t">${esc(name)}</title><defs>${GOLD_DEFS}</defs><rect width="400" height="200" fill="#fbf8f1"/>${body}</svg>`;
}
