// Header images of the job pages (001 §2): one 16:9 picture (1600x900) per department of
// content/careers/positions.json and a fallback for departments without one. Same light and
// grounds as brand.mjs: light from the upper left, soft shadows, gold as the only accent.
import { esc, f } from './draw.mjs';

const L = (de, en, ja, ko, zh) => ({ de, en, ja, ko, 'zh-hans': zh });
const W = 1600;
const H = 900;

const DEFS =
  '<linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e27a"/><stop offset=".5" stop-color="#c9a227"/><stop offset="1" stop-color="#8a6d1d"/></linearGradient>' +
  '<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>';
const IVORY =
  '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf8f1"/><stop offset="1" stop-color="#e9dfcb"/></linearGradient>';
const INK =
  '<radialGradient id="g" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="#2b2a33"/><stop offset="1" stop-color="#121117"/></radialGradient>';
const WOOD =
  '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a5a3c"/><stop offset="1" stop-color="#3b2a1c"/></linearGradient>';

const shadowEllipse = (x, y, rx, ry) =>
  `<ellipse cx="${f(x + 14)}" cy="${f(y + 18)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity=".3" filter="url(#b)"/>`;
const ring = (x, y, r, width = 0.2) =>
  shadowEllipse(x, y, r, r * 0.45) +
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="none" stroke="url(#au)" stroke-width="${f(r * width)}"/>` +
  `<path d="M${f(x - r * 0.7)} ${f(y - r * 0.32)}q${f(r * 0.5)} ${f(-r * 0.16)} ${f(r * 0.9)} ${f(-r * 0.06)}" stroke="#fff6cf" stroke-width="3" opacity=".6" fill="none"/>`;

const motifs = {
  // A ring on the mandrel over the workbench, gold shavings.
  Goldsmithing() {
    let s = '';
    for (let i = 0; i < 14; i++)
      s += `<path d="M0 ${f((H / 14) * i + 12)}q${W / 2} ${i % 2 ? 14 : -10} ${W} 0" stroke="#fff" stroke-opacity=".05" stroke-width="3" fill="none"/>`;
    s += `<path d="M${W * 0.18} ${H * 0.62}L${W * 0.86} ${H * 0.4}l8 34L${W * 0.18} ${H * 0.68}z" fill="#000" opacity=".35" filter="url(#b)"/>`;
    s += `<linearGradient id="st" x1="0" x2="1"><stop offset="0" stop-color="#d9dbde"/><stop offset=".4" stop-color="#f4f4f2"/><stop offset="1" stop-color="#6f747b"/></linearGradient>`;
    s += `<path d="M${W * 0.16} ${H * 0.58}L${W * 0.86} ${H * 0.36}l4 26L${W * 0.16} ${H * 0.63}z" fill="url(#st)"/>`;
    s += ring(W * 0.6, H * 0.45, 110, 0.24);
    for (let i = 0; i < 36; i++) {
      const x = (W * ((i * 37) % 100)) / 100;
      const y = H * (0.8 + ((i * 13) % 18) / 100);
      s += `<path d="M${f(x)} ${f(y)}q6 -8 14 -2" stroke="url(#au)" stroke-width="2" fill="none"/>`;
    }
    return { ground: WOOD, s };
  },
  // Boutique arches, a lit vitrine with a ring on its cushion.
  Retail() {
    let s = '';
    for (const [i, x] of [0.2, 0.5, 0.8].entries()) {
      const w = W * 0.2;
      const cx = W * x;
      s += `<path d="M${f(cx - w / 2)} ${H}V${f(H * 0.42)}a${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(w)} 0V${H}z" fill="#e4d6bb" opacity="${i === 1 ? 0.9 : 0.55}"/>`;
    }
    s += `<rect x="${W * 0.42}" y="${H * 0.62}" width="${W * 0.16}" height="${H * 0.38}" fill="#b59f7a" opacity=".55"/>`;
    s += `<rect x="${W * 0.42}" y="${H * 0.44}" width="${W * 0.16}" height="${H * 0.18}" fill="#fff" opacity=".45" stroke="#a48b60" stroke-width="2"/>`;
    s += `<ellipse cx="${W * 0.5}" cy="${H * 0.6}" rx="${W * 0.05}" ry="${H * 0.02}" fill="#3a3a3e"/>`;
    s += ring(W * 0.5, H * 0.55, 42, 0.26);
    return { ground: IVORY, s };
  },
  // A drawing of a ring with compass arcs and construction lines on paper.
  Design() {
    let s = '';
    for (let i = 1; i < 16; i++)
      s += `<path d="M${f((W / 16) * i)} 0V${H}M0 ${f((H / 9) * (i % 9))}H${W}" stroke="#b8a88a" stroke-opacity=".18"/>`;
    const cx = W * 0.56;
    const cy = H * 0.5;
    s += `<circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="#4a4540" stroke-width="2.5"/><circle cx="${cx}" cy="${cy}" r="170" fill="none" stroke="#4a4540" stroke-width="2.5"/>`;
    s += `<path d="M${cx - 300} ${cy}H${cx + 300}M${cx} ${cy - 300}V${cy + 300}" stroke="#4a4540" stroke-dasharray="10 8" stroke-opacity=".5"/>`;
    s += `<path d="M${cx + 120} ${cy - 250}a300 300 0 0 1 170 170" stroke="url(#au)" stroke-width="4" fill="none"/>`;
    s += `<path d="M${W * 0.14} ${H * 0.82}L${W * 0.34} ${H * 0.2}" stroke="#2b2a33" stroke-width="12" stroke-linecap="round"/><path d="M${W * 0.34} ${H * 0.2}l10 -34" stroke="url(#au)" stroke-width="8" stroke-linecap="round"/>`;
    s += `<circle cx="${cx}" cy="${cy - 200}" r="26" fill="#fff" stroke="url(#au)" stroke-width="6"/>`;
    return { ground: IVORY, s };
  },
  // A spotlight on a pendant: concentric gold light on ink.
  Marketing() {
    let s = '';
    const cx = W * 0.6;
    const cy = H * 0.5;
    for (let i = 6; i > 0; i--)
      s += `<circle cx="${cx}" cy="${cy}" r="${i * 70}" fill="#f6e27a" opacity="${f(0.02 + (6 - i) * 0.012)}"/>`;
    s += `<path d="M${cx} 0V${cy - 60}" stroke="url(#au)" stroke-width="3"/>`;
    s += `<circle cx="${cx + 12}" cy="${cy + 16}" r="60" fill="#000" opacity=".4" filter="url(#b)"/><circle cx="${cx}" cy="${cy}" r="60" fill="none" stroke="url(#au)" stroke-width="14"/><circle cx="${cx}" cy="${cy}" r="22" fill="#e9eef5"/>`;
    return { ground: INK, s };
  },
  // Stacked parcels in the house's ink and ivory with a gold ribbon.
  Logistics() {
    let s = '';
    const boxes = [
      [0.3, 0.56, 0.2, 0.3, '#2b2a33'],
      [0.52, 0.6, 0.18, 0.26, '#f4efe6'],
      [0.41, 0.3, 0.16, 0.24, '#f4efe6'],
      [0.7, 0.66, 0.14, 0.2, '#2b2a33'],
    ];
    for (const [x, y, w, h, fill] of boxes) {
      const bx = W * x;
      const by = H * y;
      const bw = W * w;
      const bh = H * h;
      s += `<rect x="${f(bx + 16)}" y="${f(by + 20)}" width="${f(bw)}" height="${f(bh)}" fill="#000" opacity=".25" filter="url(#b)"/>`;
      s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${fill}" stroke="#a48b60" stroke-width="1.5"/>`;
      s += `<path d="M${f(bx + bw / 2)} ${f(by)}v${f(bh)}M${f(bx)} ${f(by + bh / 2)}h${f(bw)}" stroke="url(#au)" stroke-width="8"/>`;
    }
    return { ground: IVORY, s };
  },
  // A circuit of gold traces and nodes on ink, like filigree.
  IT() {
    let s = '';
    for (let i = 0; i < 12; i++) {
      const y = H * (0.12 + i * 0.07);
      const x1 = W * (0.1 + ((i * 29) % 30) / 100);
      const x2 = W * (0.55 + ((i * 17) % 35) / 100);
      s += `<path d="M${f(x1)} ${f(y)}H${f((x1 + x2) / 2)}l40 40H${f(x2)}" stroke="url(#au)" stroke-width="3" fill="none" opacity=".8"/>`;
      s += `<circle cx="${f(x1)}" cy="${f(y)}" r="8" fill="#121117" stroke="url(#au)" stroke-width="3"/><circle cx="${f(x2)}" cy="${f(y + 40)}" r="8" fill="#121117" stroke="url(#au)" stroke-width="3"/>`;
    }
    return { ground: INK, s };
  },
  // The fallback: gold wire laid in soft waves on ivory.
  fallback() {
    let s = '';
    for (let i = 0; i < 9; i++) {
      const y = H * (0.2 + i * 0.075);
      s += `<path d="M0 ${f(y + 14)}C${W * 0.3} ${f(y - 70)} ${W * 0.6} ${f(y + 110)} ${W} ${f(y - 10)}" stroke="#000" stroke-opacity=".12" stroke-width="5" fill="none" filter="url(#b)"/>`;
      s += `<path d="M0 ${f(y)}C${W * 0.3} ${f(y - 80)} ${W * 0.6} ${f(y + 100)} ${W} ${f(y - 20)}" stroke="url(#au)" stroke-width="${i % 3 ? 2 : 4}" fill="none"/>`;
    }
    return { ground: IVORY, s };
  },
};

export const CAREER_ASSETS = [
  {
    motif: 'Goldsmithing',
    file: 'careers/goldsmithing-16x9.svg',
    alt: L(
      'Ring auf dem Ringriegel über der Werkbank, Goldspäne',
      'A ring on the mandrel over the workbench, gold shavings',
      '作業台の上、リング棒にはめた指輪と金の削りくず',
      '작업대 위 링 맨드릴에 끼운 반지와 금 부스러기',
      '工作台上戒指棒上的戒指与金屑',
    ),
  },
  {
    motif: 'Retail',
    file: 'careers/retail-16x9.svg',
    alt: L(
      'Bögen einer Boutique, eine beleuchtete Vitrine mit einem Ring',
      'Boutique arches, a lit vitrine with a ring',
      'ブティックのアーチと、指輪を飾った照明付きのショーケース',
      '부티크의 아치와 반지가 놓인 조명 진열장',
      '精品店的拱门与陈列戒指的灯光展柜',
    ),
  },
  {
    motif: 'Design',
    file: 'careers/design-16x9.svg',
    alt: L(
      'Entwurfszeichnung eines Rings mit Zirkelbögen und Hilfslinien',
      'A design drawing of a ring with compass arcs and guide lines',
      'コンパスの弧と補助線で描いた指輪のデザイン画',
      '컴퍼스 호와 보조선으로 그린 반지 디자인 도면',
      '带圆规弧线和辅助线的戒指设计图',
    ),
  },
  {
    motif: 'Marketing',
    file: 'careers/marketing-16x9.svg',
    alt: L(
      'Ein Anhänger im Lichtkegel auf dunklem Grund',
      'A pendant in a spotlight on a dark ground',
      '暗い背景でスポットライトを浴びるペンダント',
      '어두운 배경 속 조명을 받은 펜던트',
      '深色背景中聚光灯下的吊坠',
    ),
  },
  {
    motif: 'Logistics',
    file: 'careers/logistics-16x9.svg',
    alt: L(
      'Gestapelte Pakete mit goldenem Band',
      'Stacked parcels with a gold ribbon',
      '金のリボンをかけた積み重ねた小包',
      '금색 리본을 두른 쌓인 소포',
      '系着金色丝带的堆叠包裹',
    ),
  },
  {
    motif: 'IT',
    file: 'careers/it-16x9.svg',
    alt: L(
      'Goldene Leiterbahnen wie Filigran auf dunklem Grund',
      'Gold circuit traces like filigree on a dark ground',
      '暗い背景に金線細工のような金色の回路',
      '어두운 배경 위 금세공 같은 금색 회로',
      '深色背景上如花丝般的金色电路',
    ),
  },
  {
    motif: 'fallback',
    file: 'careers/fallback-16x9.svg',
    alt: L(
      'Goldener Draht in sanften Wellen auf hellem Grund',
      'Gold wire laid in soft waves on a light ground',
      '明るい背景にやわらかく波打つ金のワイヤー',
      '밝은 배경 위 부드럽게 물결치는 금사',
      '浅色背景上柔和起伏的金丝',
    ),
  },
];

export function renderCareerSvg(asset) {
  const { ground, s } = motifs[asset.motif]();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t"><title id="t">${esc(asset.alt.en)}</title><defs>${DEFS}${ground}</defs><rect width="${W}" height="${H}" fill="url(#g)"/>${s}</svg>`;
}
