#!/usr/bin/env node
/**
 * Copies the brand's Latin faces out of @fontsource into public/fonts/latin/ (their @font-face
 * rules are in src/features/fonts/latin.css, decision 0041). The CJK faces are committed in
 * public/fonts/ (scripts/vendor-cjk-fonts.mjs, decision 0052).
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const publicFonts = join(dirname(fileURLToPath(import.meta.url)), '../public/fonts');

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
console.warn(`fonts: ${copied} Latin files copied to public/fonts/latin`);
