#!/usr/bin/env node
/**
 * `npm run fonts:cjk -w @maison/web`: writes the CJK web fonts the site serves into public/fonts/
 * (committed, decision 0052): for each script (jp, kr, sc) Noto Serif and Noto Sans in 400 and
 * 600, fontsource's numbered unicode-range subsets as woff2, and one stylesheet per script
 * (jp.css, kr.css, sc.css). A CJK page adds only its own script's stylesheet, after the page has
 * loaded (features/fonts/FontStylesheets.tsx), so a German page never downloads hundreds of CJK
 * @font-face rules. Each rule keeps fontsource's unicode-range, so the browser fetches only the
 * subsets whose glyphs a page actually uses.
 * Their ranges lose U+0000-00FF (fontsource's numbered subsets also hold the space and Basic
 * Latin): Latin text on CJK pages stays in the brand's Latin fonts (features/fonts/latin.css), so
 * nothing Latin is re-set when the CJK faces arrive after the first paint.
 * The pinned @fontsource packages are fetched with `npm pack` into a temporary folder: as
 * dependencies they were 466 MB of tarballs (12,000 files) on every install for the 1,350 files
 * used.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const publicFonts = join(dirname(fileURLToPath(import.meta.url)), '../public/fonts');
/** The fontsource release the committed files come from. */
const FONTSOURCE_VERSION = '5.3.0';

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

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`fonts: ${cmd} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** The unpacked package folder of @fontsource/<pkg> at the pinned version. */
function fetchPackage(pkg, work) {
  const into = join(work, pkg);
  mkdirSync(into);
  const tarball = run(
    'npm',
    ['pack', `@fontsource/${pkg}@${FONTSOURCE_VERSION}`, '--silent'],
    into,
  );
  run('tar', ['xzf', tarball], into);
  return join(into, 'package');
}

const work = mkdtempSync(join(tmpdir(), 'maison-fonts-'));
let copied = 0;
try {
  for (const [script, packages] of Object.entries(SCRIPTS)) {
    const rules = [];
    for (const pkg of packages) {
      const pkgDir = fetchPackage(pkg, work);
      const outDir = join(publicFonts, pkg);
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      // The SIL Open Font License travels with the fonts.
      copyFileSync(join(pkgDir, 'LICENSE'), join(outDir, 'LICENSE'));
      for (const weight of WEIGHTS) {
        const css = readFileSync(join(pkgDir, `${weight}.css`), 'utf8');
        for (const face of css.match(FACE) ?? []) {
          const file = NUMBERED_WOFF2.exec(face)?.[1];
          const range = withoutLatin(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '');
          if (!file || !range) continue;
          copyFileSync(join(pkgDir, 'files', file), join(outDir, file));
          copied += 1;
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
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.warn(`fonts: ${copied} CJK files written to public/fonts`);
