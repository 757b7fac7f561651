#!/usr/bin/env node
/**
 * Copies the CJK web fonts out of @fontsource into public/fonts/ and writes one stylesheet per
 * script (jp.css, kr.css, sc.css). The locale layout links only its own script's stylesheet, so
 * a German page never downloads hundreds of CJK @font-face rules. Each rule keeps fontsource's
 * unicode-range, so the browser fetches only the subsets whose glyphs a page actually uses.
 * Only the numbered CJK subsets are kept: Latin text on CJK pages is set in the brand's Latin
 * fonts, which every page loads anyway.
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

const FACE = /\/\*[^*]*\*\/\s*@font-face\s*{[^}]*}/g;
const NUMBERED_WOFF2 = /url\(\.\/files\/([a-z0-9-]+-\d+-\d+-normal\.woff2)\)/;

function copyIfChanged(from, to) {
  if (existsSync(to) && statSync(to).size === statSync(from).size) return false;
  copyFileSync(from, to);
  return true;
}

let copied = 0;
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
        if (!file) continue;
        if (copyIfChanged(join(pkgDir, 'files', file), join(outDir, file))) copied += 1;
        const family = /font-family:\s*([^;]+);/.exec(face)?.[1];
        const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
        // optional, not swap: a CJK face is megabytes over all subsets; the first view uses the
        // system's CJK font (every CJK system has one) and later views the cached web font,
        // so text never re-flows after it painted (LCP and CLS stay low).
        rules.push(
          `@font-face{font-family:${family};font-style:normal;font-weight:${weight};` +
            `font-display:optional;src:url(/fonts/${pkg}/${file}) format('woff2');` +
            `unicode-range:${range}}`,
        );
      }
    }
  }
  writeFileSync(join(publicFonts, `${script}.css`), `${rules.join('\n')}\n`);
  console.warn(`fonts: ${script}.css with ${rules.length} faces`);
}
console.warn(`fonts: ${copied} files copied to public/fonts`);
