#!/usr/bin/env node
/**
 * After `next build`: a brotli copy of every file the server sends often and Next compresses
 * with gzip only, at request time (src/features/cache/static-brotli.ts, decision 0045): the
 * scripts, style sheets and SVGs of the build output, the CJK font sheets and the finder's map
 * files. The copies mirror the URL paths under .next/brotli/. Brotli at its highest quality is
 * far too slow per request, and these files change only with a build.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';

const compress = promisify(brotliCompress);
const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(app, '.next/brotli');

/** Folders and the URL path they are served under, with the file names worth a copy. */
const ROOTS = [
  { dir: join(app, '.next/static'), url: '_next/static', names: /\.(?:js|mjs|css|svg)$/ },
  // The font sheets of the CJK pages (scripts/copy-fonts.mjs): 120 KB with gzip, 20 with brotli.
  { dir: join(app, 'public/fonts'), url: 'fonts', names: /\.css$/ },
  // The finder's offline basemap and MapLibre's worker (scripts/build-basemap.mjs).
  { dir: join(app, 'public/maps'), url: 'maps', names: /\.(?:mjs|geojson)$/ },
];
/** Smaller files gain a few bytes at most, and one copy less to keep in memory. */
const MIN_BYTES = 1024;

rmSync(out, { recursive: true, force: true });
const files = ROOTS.flatMap(({ dir, url, names }) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && names.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, copy: join(out, url, relative(dir, file)) };
    }),
);

let copies = 0;
let raw = 0;
let compressed = 0;
await Promise.all(
  files.map(async ({ file, copy }) => {
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) return;
    const brotli = await compress(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(`${copy}.br`, brotli);
    copies += 1;
    raw += body.length;
    compressed += brotli.length;
  }),
);
console.warn(
  `maison: brotli copies of ${copies} files: ${(raw / 1e6).toFixed(1)} MB → ${(compressed / 1e6).toFixed(1)} MB`,
);
