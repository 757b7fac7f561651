// The four kinds of jewelry of the product renderings (render.mjs), each drawn into a square
// W x H from the product's filter flags with the seeded PRNG `r`. Light from the upper left.
import {
  ENAMEL,
  GOLD,
  band,
  dia,
  enamelColours,
  enamelOnBand,
  f,
  heart,
  metalsOf,
  pave,
  shadow,
  strip,
} from './draw.mjs';

export function ring(p, r, W, H, ground) {
  const m = metalsOf(p);
  const wide = p.filterRingWidth === 'wide';
  const cols = enamelColours(p, r);
  const rx = W * (0.32 + r() * 0.05);
  const ry = rx * (0.46 + r() * 0.1);
  const h = rx * (wide ? 0.34 + r() * 0.08 : 0.15 + r() * 0.05);
  const cx = W / 2;
  const cy = H / 2 - h / 2 - ry * 0.05;
  const o = { cx, cy, rx, ry, h, t: rx * (0.08 + r() * 0.03), m: m[0], ground, id: 'r' };
  let s = band(o);
  if (m.length > 1) {
    // bicolour: second alloy as the lower half of the wall
    s += `<path d="${strip(cx, cy, rx, ry, h * 0.52, h)}" fill="url(#s${m[1][0]})"/>`;
  }
  const pattern = { modern: 'bands', classic: 'bands', romantic: 'segments', dynamic: 'diagonal' }[
    p.filterRingDesign
  ];
  if (cols.length) {
    const eh = m.length > 1 ? h * 0.52 : h;
    s += enamelOnBand({ ...o, h: eh }, cols, pattern, r);
  }
  if (p.filterRingDiamonds === 'multiple') {
    s += pave(o, 5 + Math.floor(r() * 6), h * (cols.length ? 0.5 : 0.5), Math.min(h * 0.36, 16));
  }
  if (p.filterRingDiamonds === 'solitaire') {
    const sz = Math.max(h * 0.55, 20) * (0.9 + r() * 0.3);
    const x = cx;
    const y = cy + ry + h * 0.5;
    s += `<circle cx="${x}" cy="${f(y)}" r="${f(sz * 1.12)}" fill="url(#t${m[0][0]})"/>`;
    for (const a of [45, 135, 225, 315]) {
      const rad = (a * Math.PI) / 180;
      s += `<circle cx="${f(x + Math.cos(rad) * sz * 0.98)}" cy="${f(y + Math.sin(rad) * sz * 0.98)}" r="${f(sz * 0.16)}" fill="url(#t${m[0][0]})"/>`;
    }
    s += dia(x, y, sz);
  }
  if (p.hasHeartSymbol) {
    const x = cx + rx * (0.45 + r() * 0.15);
    s += heart(x, cy + ry * 0.84 + h * 0.5, Math.min(h * 0.32, 16), `url(#t${m[0][0]})`);
  }
  return s;
}

export function bracelet(p, r, W, H, ground) {
  const m = metalsOf(p);
  const cols = enamelColours(p, r);
  const cx = W / 2;
  const rx = W * (0.33 + r() * 0.04);
  const ry = rx * (0.34 + r() * 0.06);
  const cy = H / 2 - 10;
  const power = (p.wizardTags || []).includes('power-bracelet');
  if (power || p.filterBraceletClasp !== 'flexible_gold') {
    // bangle / power bracelet: a flat band with the collection clasp at the front
    const h = rx * (power ? 0.18 : 0.12 + r() * 0.06);
    const o = { cx, cy: cy - h / 2, rx, ry, h, t: rx * 0.05, m: m[0], ground, id: 'k' };
    let s = band(o);
    if (power) {
      // flexible woven mesh: fine lines across the wall
      s += `<clipPath id="w"><path d="${strip(cx, o.cy, rx, ry, 0, h)}"/></clipPath><g clip-path="url(#w)" stroke="${GOLD[m[0]][2]}" stroke-width="1.2" opacity=".45">`;
      for (let i = 1; i < 46; i++) {
        const x = cx - rx + (i * 2 * rx) / 46;
        s += `<path d="M${f(x)} ${f(o.cy)}v${f(ry + h + 4)}"/>`;
      }
      s += '</g>';
    }
    if (m.length > 1)
      s += `<path d="${strip(cx, o.cy, rx, ry, h * 0.62, h)}" fill="url(#s${m[1][0]})"/>`;
    if (cols.length && !power) s += enamelOnBand({ ...o, h: h * 0.6 }, cols, 'bands', r);
    // clasp
    const cw = rx * (0.22 + r() * 0.06);
    const chh = h * 1.5;
    const y = o.cy + ry + h / 2;
    s += `<rect x="${f(cx - cw / 2)}" y="${f(y - chh / 2)}" width="${f(cw)}" height="${f(chh)}" rx="${f(chh * 0.35)}" fill="url(#t${m[0][0]})" stroke="${GOLD[m[0]][2]}" stroke-width="1"/>`;
    if (cols.length)
      s += `<rect x="${f(cx - cw * 0.38)}" y="${f(y - chh * 0.3)}" width="${f(cw * 0.76)}" height="${f(chh * 0.6)}" rx="${f(chh * 0.25)}" fill="url(#e${cols[0]})"/>`;
    if (p.hasMultipleDiamonds || r() > 0.5) s += dia(cx, y, chh * 0.22);
    if (p.hasHeartSymbol) s += heart(cx + cw * 0.75, y, chh * 0.22, `url(#t${m[0][0]})`);
    return s;
  }
  // flexible gold chain: links along the ellipse, enamel charm at the front
  let s = `<ellipse cx="${f(cx + 12)}" cy="${f(cy + 18)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#5a4a32" stroke-width="10" opacity=".2" filter="url(#b)"/>`;
  const n = 26 + Math.floor(r() * 8);
  const lw = ((2 * Math.PI * rx) / n) * 0.95;
  const order = [];
  for (let i = 0; i < n; i++) order.push(i);
  const pt = (i) => {
    const a = (i / n) * 2 * Math.PI;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a), a];
  };
  // back half first, then front half (simple depth sort)
  order.sort((a, b) => pt(a)[1] - pt(b)[1]);
  for (const i of order) {
    const [x, y, a] = pt(i);
    const metal = m[i % m.length][0];
    const deg = ((Math.atan2(ry * Math.cos(a), -rx * Math.sin(a)) * 180) / Math.PI).toFixed(0);
    const depth = 0.75 + 0.25 * Math.sin(a);
    const rr = i % 2 ? lw * 0.22 * depth : lw * 0.42 * depth;
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(lw * 0.62 * depth)}" ry="${f(rr)}" transform="rotate(${deg} ${f(x)} ${f(y)})" fill="none" stroke="url(#t${metal})" stroke-width="${f(lw * 0.2 * depth)}"/>`;
  }
  // clasp ring + charm
  const [x0, y0] = [cx, cy + ry];
  s += `<circle cx="${f(x0 - lw * 1.4)}" cy="${f(y0)}" r="${f(lw * 0.55)}" fill="none" stroke="url(#t${m[0][0]})" stroke-width="${f(lw * 0.22)}"/>`;
  const cr = lw * (1.1 + r() * 0.5);
  s += `<circle cx="${f(x0 + lw * 0.6)}" cy="${f(y0 + cr * 1.1)}" r="${f(cr)}" fill="url(#t${m[0][0]})"/>`;
  if (cols.length)
    s += `<circle cx="${f(x0 + lw * 0.6)}" cy="${f(y0 + cr * 1.1)}" r="${f(cr * 0.78)}" fill="url(#e${cols[0]})"/>`;
  if (p.hasHeartSymbol) s += heart(x0 + lw * 0.6, y0 + cr * 1.1, cr * 0.45, `url(#t${m[0][0]})`);
  else s += dia(x0 + lw * 0.6, y0 + cr * 1.1, cr * 0.4);
  return s;
}

export function earrings(p, r, W, H) {
  const m = metalsOf(p);
  const cols = enamelColours(p, r);
  const hoop = p.filterEarringsType === 'hoop_earrings';
  const many = !!p.hasMultipleDiamonds;
  let s = '';
  const one = (cx, cy, sc, metal) => {
    const k = metal[0];
    let e = '';
    if (hoop) {
      const R = H * 0.2 * sc * (0.85 + r() * 0.1);
      const th = R * (0.1 + (p.mpn.charCodeAt(6) % 4) * 0.025);
      e += shadow(cx + R * 0.15, cy + R * 1.12, R * 0.75, R * 0.12, 0.2);
      e += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 0.82)}" ry="${f(R)}" fill="none" stroke="url(#t${k})" stroke-width="${f(th)}"/>`;
      e += `<path d="M${f(cx - R * 0.6)} ${f(cy - R * 0.6)}A${f(R * 0.82)} ${f(R)} 0 0 1 ${f(cx - R * 0.05)} ${f(cy - R)}" stroke="#fff" stroke-width="${f(th * 0.25)}" fill="none" opacity=".6"/>`;
      if (cols.length)
        e += `<path d="M${f(cx - R * 0.78)} ${f(cy + R * 0.3)}A${f(R * 0.82)} ${f(R)} 0 0 0 ${f(cx + R * 0.78)} ${f(cy + R * 0.3)}" stroke="url(#e${cols[0]})" stroke-width="${f(th * 0.7)}" fill="none"/>`;
      if (many)
        for (let i = 0; i < 5; i++) {
          const a = Math.PI * (0.3 + i * 0.1);
          e += dia(cx + R * 0.82 * Math.cos(a), cy + R * Math.sin(a), th * 0.42);
        }
      e += `<rect x="${f(cx - th * 0.4)}" y="${f(cy - R - th * 0.9)}" width="${f(th * 0.8)}" height="${f(th * 1.2)}" rx="${f(th * 0.2)}" fill="url(#t${k})"/>`;
    } else {
      const R = H * 0.1 * sc * (0.9 + r() * 0.25);
      const petals = p.hasHeartSymbol ? 0 : 5 + (p.mpn.charCodeAt(6) % 3);
      e += shadow(cx + R * 0.3, cy + R * 0.6, R * 1.1, R * 0.5, 0.25);
      if (p.hasHeartSymbol) e += heart(cx, cy, R * 1.05, `url(#t${k})`);
      else if (petals && r() > 0.4)
        for (let i = 0; i < petals; i++) {
          const a = (i / petals) * 360;
          e += `<ellipse cx="${f(cx)}" cy="${f(cy - R * 0.6)}" rx="${f(R * 0.45)}" ry="${f(R * 0.62)}" transform="rotate(${a.toFixed(0)} ${f(cx)} ${f(cy)})" fill="url(#t${k})" stroke="${GOLD[metal][2]}" stroke-width=".8"/>`;
        }
      else e += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#t${k})"/>`;
      if (cols.length)
        e += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.62)}" fill="url(#e${cols[0]})"/>`;
      if (many)
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * 2 * Math.PI;
          e += dia(cx + Math.cos(a) * R * 0.78, cy + Math.sin(a) * R * 0.78, R * 0.16);
        }
      e += dia(cx, cy, R * (cols.length ? 0.3 : 0.45));
    }
    return e;
  };
  const gap = hoop ? 0.2 : 0.15;
  s += one(W * (0.5 - gap) + 8, H * 0.46, 0.92, m[m.length - 1]);
  s += one(W * (0.5 + gap), H * 0.52, 1, m[0]);
  return s;
}

function chainPath(W, H, depth, r) {
  const x1 = W * (0.18 + r() * 0.04);
  const x2 = W - x1;
  const yb = H * depth;
  return {
    d: `M${f(x1)} ${f(-10)}C${f(x1)} ${f(yb * 0.7)} ${f(W * 0.5 - 60)} ${f(yb)} ${f(W / 2)} ${f(yb)}S${f(x2)} ${f(yb * 0.7)} ${f(x2)} -10`,
    yb,
  };
}

function pendant(p, r, x, y, R, m, cols) {
  const k = m[0][0];
  let s = shadow(x + R * 0.4, y + R * 1.2, R * 0.9, R * 0.3, 0.22);
  const gen = p.filterNecklaceGeneration || (p.type === 'amulet' ? 'amulet' : 'classic');
  s += `<ellipse cx="${f(x)}" cy="${f(y - R - 6)}" rx="${f(R * 0.14)}" ry="${f(R * 0.22)}" fill="none" stroke="url(#t${k})" stroke-width="${f(R * 0.08)}"/>`;
  if (gen === 'brilliance_of_the_sun') {
    const n = 12 + Math.floor(r() * 8);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360;
      s += `<path d="M${f(x - R * 0.08)} ${f(y - R * 0.5)}L${f(x)} ${f(y - R * (i % 2 ? 0.95 : 1.15))}L${f(x + R * 0.08)} ${f(y - R * 0.5)}Z" transform="rotate(${a.toFixed(0)} ${f(x)} ${f(y)})" fill="url(#t${k})"/>`;
    }
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.55)}" fill="url(#t${k})"/>`;
    if (cols.length)
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.44)}" fill="url(#e${cols[0]})"/>`;
    s += dia(x, y, R * 0.28);
  } else if (gen === 'pure_delight') {
    s += `<path d="M${f(x)} ${f(y - R)}C${f(x + R * 0.9)} ${f(y)} ${f(x + R * 0.75)} ${f(y + R)} ${f(x)} ${f(y + R)}S${f(x - R * 0.9)} ${f(y)} ${f(x)} ${f(y - R)}Z" fill="url(#t${k})"/>`;
    if (cols.length)
      s += `<path d="M${f(x)} ${f(y - R * 0.6)}C${f(x + R * 0.6)} ${f(y + R * 0.1)} ${f(x + R * 0.5)} ${f(y + R * 0.8)} ${f(x)} ${f(y + R * 0.8)}S${f(x - R * 0.6)} ${f(y + R * 0.1)} ${f(x)} ${f(y - R * 0.6)}Z" fill="url(#e${cols[0]})"/>`;
    s += dia(x, y + R * 0.35, R * 0.24);
  } else if (gen === 'silken_delight') {
    if (p.hasHeartSymbol) s += heart(x, y, R * 0.9, `url(#t${k})`);
    else
      s += `<path d="M${f(x)} ${f(y - R)}Q${f(x + R * 0.8)} ${f(y)} ${f(x)} ${f(y + R)}Q${f(x - R * 0.8)} ${f(y)} ${f(x)} ${f(y - R)}Z" fill="url(#t${k})"/>`;
    for (let i = 0; i < 3; i++)
      s += `<path d="M${f(x - R * 0.35)} ${f(y - R * 0.3 + i * R * 0.3)}q${f(R * 0.35)} ${f(-R * 0.2)} ${f(R * 0.7)} 0" stroke="${cols.length ? ENAMEL[cols[0]][0] : '#fff'}" stroke-width="${f(R * 0.08)}" fill="none" opacity=".85"/>`;
    s += dia(x, y + R * 0.55, R * 0.14);
  } else {
    // classic & amulet: round medallion with enamel rings / segments
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R)}" fill="url(#t${k})"/>`;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.92)}" fill="none" stroke="${GOLD[m[0]][2]}" stroke-width="1" opacity=".6"/>`;
    const c = cols.length ? cols : [];
    if (gen === 'amulet' && c.length) {
      const seg = 8 + Math.floor(r() * 5);
      for (let i = 0; i < seg; i++) {
        const a0 = (i / seg) * 2 * Math.PI;
        const a1 = ((i + 0.82) / seg) * 2 * Math.PI;
        const R1 = R * 0.84;
        const R0 = R * 0.42;
        s += `<path d="M${f(x + R0 * Math.cos(a0))} ${f(y + R0 * Math.sin(a0))}L${f(x + R1 * Math.cos(a0))} ${f(y + R1 * Math.sin(a0))}A${f(R1)} ${f(R1)} 0 0 1 ${f(x + R1 * Math.cos(a1))} ${f(y + R1 * Math.sin(a1))}L${f(x + R0 * Math.cos(a1))} ${f(y + R0 * Math.sin(a1))}Z" fill="url(#e${c[i % c.length]})"/>`;
      }
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.36)}" fill="url(#t${k})"/>`;
    } else if (c.length) {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.72)}" fill="url(#e${c[0]})"/>`;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.42)}" fill="url(#t${m[m.length - 1][0]})"/>`;
    }
    if (p.hasHeartSymbol) s += heart(x, y, R * 0.26, `url(#e${c[1] || c[0] || 'rose'})`);
    else s += dia(x, y, R * 0.24);
  }
  s += `<path d="M${f(x - R * 0.7)} ${f(y - R * 0.55)}A${f(R * 0.9)} ${f(R * 0.9)} 0 0 1 ${f(x - R * 0.15)} ${f(y - R * 0.88)}" stroke="#fff" stroke-width="${f(R * 0.05)}" fill="none" opacity=".5"/>`;
  return s;
}

export function necklace(p, r, W, H) {
  const m = metalsOf(p);
  const cols = enamelColours(p, r);
  const amulet = p.type === 'amulet';
  const { d, yb } = chainPath(W, H, amulet ? 0.36 : 0.42 + r() * 0.08, r);
  const k = m[0][0];
  let s = `<path d="${d}" fill="none" stroke="#5a4a32" stroke-width="3" opacity=".12" transform="translate(8 10)" filter="url(#b)"/>`;
  s += `<path d="${d}" fill="none" stroke="${GOLD[m[0]][2]}" stroke-width="7" stroke-dasharray="9 3" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="url(#t${k})" stroke-width="4.5" stroke-dasharray="9 3" stroke-linecap="round"/>`;
  if (m.length > 1)
    s += `<path d="${d}" fill="none" stroke="url(#t${m[1][0]})" stroke-width="3" stroke-dasharray="3 7" stroke-dashoffset="-5"/>`;
  const R = H * (amulet ? 0.17 + r() * 0.03 : 0.13 + r() * 0.04);
  s += pendant(p, r, W / 2, yb + R + 8, R, m, cols);
  return s;
}
