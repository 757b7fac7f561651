#!/usr/bin/env node
/**
 * Copies the brand's Latin faces out of @fontsource into public/fonts/latin/ (their @font-face
 * rules are in src/features/fonts/latin.css, decision 0041).
 * Copies the CJK web fonts out of @fontsource into public/fonts/ and writes one stylesheet per
 * script (jp.css, kr.css, sc.css). A CJK page adds only its own script's stylesheet, after the
 * page has loaded (features/fonts/FontStylesheets.tsx), so a German page never downloads hundreds
 * of CJK @font-face rules. Each rule keeps fontsource's unicode-range, so the browser fetches only
 * the subsets whose glyphs a page actually uses.
 * Only the numbered CJK subsets are kept, and their ranges lose U+0000-00FF (fontsource's
 * numbered subsets also hold the space and Basic Latin letters): Latin text on CJK pages stays in
 * the brand's Latin fonts (features/fonts/latin.css), so nothing Latin is re-set when the CJK
 * faces arrive after the first paint.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const publicFonts = join(dirname(fileURLToPath(import.meta.url)), '../public/fonts');

/** Display serif and body sans per script, in the weights the type scale uses (LOOK.md). */
const SCRIPTS = {
  jp: ['noto-serif-jp', 'noto-sans-jp'],
  kr: ['noto-serif-kr', 'noto-sans-kr'],
  sc: ['noto-serif-sc', 'noto-sans-sc'],
};
const WEIGHTS = [400, 600];

/**
 * The installed copy of a face, tried before the download (`local()`, decision 0042): Android
 * and many Linux desktops ship the same Noto design as Noto Sans/Serif CJK, by these full and
 * PostScript names (static fonts only; a variable "Noto Sans JP" would match its default weight).
 * The CJK families have no 600 in Sans (Medium and Bold); Serif has SemiBold.
 */
function localNames(pkg, weight) {
  const [, style, script] = /^noto-(sans|serif)-(jp|kr|sc)$/.exec(pkg);
  const family = `Noto ${style === 'sans' ? 'Sans' : 'Serif'} CJK ${script.toUpperCase()}`;
  const postscript = `Noto${style === 'sans' ? 'Sans' : 'Serif'}CJK${script}`;
  if (weight === 400) return [family, `${postscript}-Regular`];
  if (style === 'serif') return [`${family} SemiBold`, `${postscript}-SemiBold`];
  return [];
}

/** Latin and Latin-1: the brand's Latin faces (features/fonts/latin.css) cover them. */
const LATIN_END = 0xff;

const FACE = /\/\*[^*]*\*\/\s*@font-face\s*{[^}]*}/g;
const NUMBERED_WOFF2 = /url\(\.\/files\/([a-z0-9-]+-\d+-\d+-normal\.woff2)\)/;

/** A unicode-range without U+0000-00FF, or '' when nothing else is left. */
function withoutLatin(range) {
  const parts = [];
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    if (!/^[0-9a-f]+$/i.test(from) || !/^[0-9a-f]+$/i.test(to)) {
      throw new Error(`fonts: unexpected unicode-range part ${part}`);
    }
    const start = Math.max(parseInt(from, 16), LATIN_END + 1);
    const end = parseInt(to, 16);
    if (start > end) continue;
    const hex = (n) => n.toString(16);
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(',');
}

function copyIfChanged(from, to) {
  if (existsSync(to) && statSync(to).size === statSync(from).size) return false;
  copyFileSync(from, to);
  return true;
}

/** fontsource's latin subset of each face the type scale uses (LOOK.md). */
const LATIN_FACES = {
  'cormorant-garamond': ['latin-400-normal', 'latin-400-italic', 'latin-500-normal'],
  'source-sans-3': ['latin-400-normal', 'latin-600-normal'],
};

let copied = 0;
mkdirSync(join(publicFonts, 'latin'), { recursive: true });
for (const [pkg, faces] of Object.entries(LATIN_FACES)) {
  const pkgDir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  for (const face of faces) {
    const file = `${pkg}-${face}.woff2`;
    if (copyIfChanged(join(pkgDir, 'files', file), join(publicFonts, 'latin', file))) copied += 1;
  }
}
for (const [script, packages] of Object.entries(SCRIPTS)) {
  const rules = [];
  for (const pkg of packages) {
    const pkgDir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
    const outDir = join(publicFonts, pkg);
    mkdirSync(outDir, { recursive: true });
    for (const weight of WEIGHTS) {
      const css = readFileSync(join(pkgDir, `${weight}.css`), 'utf8');
      for (const face of css.match(FACE) ?? []) {
        const file = NUMBERED_WOFF2.exec(face)?.[1];
        const range = withoutLatin(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '');
        if (!file || !range) continue;
        if (copyIfChanged(join(pkgDir, 'files', file), join(outDir, file))) copied += 1;
        const family = /font-family:\s*([^;]+);/.exec(face)?.[1];
        // swap, not optional: the sheet arrives after the first paint, so CJK text has already
        // painted in the system's CJK font; optional would hide it for up to 100 ms and then keep
        // the system font for the rest of the visit. Han and kana are one em wide in every CJK
        // font, the line height is fixed and Latin stays in its own faces, so the swap barely
        // moves text (decision 0022).
        const local = localNames(pkg, weight).map((name) => `local('${name}'),`);
        rules.push(
          `@font-face{font-family:${family};font-style:normal;font-weight:${weight};` +
            `font-display:swap;src:${local.join('')}url(/fonts/${pkg}/${file}) format('woff2');` +
            `unicode-range:${range}}`,
        );
      }
    }
  }
  writeFileSync(join(publicFonts, `${script}.css`), `${rules.join('\n')}\n`);
  console.warn(`fonts: ${script}.css with ${rules.length} faces`);
}
console.warn(`fonts: ${copied} files copied to public/fonts`);
