import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locale } from '@maison/domain';
import { ApiError } from '../../shared/errors';
import { woffToSfnt } from './woff';

/**
 * The PDF's fonts (LOOK.md): Cormorant Garamond for titles, Source Sans 3 for the table (the
 * site's own @fontsource files), and for ja, ko and zh-hans (and any non-Latin text in the
 * others) Noto Sans CJK from the system: EXPORT_CJK_FONT, default Debian's fonts-noto-cjk
 * collection (docs/decisions/0031-table-export.md, docs/operations.md).
 */

const DEFAULT_CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** The face of each script in the collection, by PostScript name. */
const CJK_FACES: Record<string, string> = {
  ja: 'NotoSansCJKjp-Regular',
  ko: 'NotoSansCJKkr-Regular',
  'zh-hans': 'NotoSansCJKsc-Regular',
};

export const isCjk = (language: Locale) => language in CJK_FACES;

export interface CjkFont {
  path: string;
  /** The face to open when the file is a collection (.ttc/.otc). */
  face: string | undefined;
}

export function cjkFont(language: Locale): CjkFont {
  const path = process.env.EXPORT_CJK_FONT || DEFAULT_CJK_FONT;
  const collection = /\.(ttc|otc)$/i.test(path);
  return { path, face: collection ? (CJK_FACES[language] ?? CJK_FACES.ja) : undefined };
}

/**
 * A CJK-language PDF cannot be written without its font: refuse it (503) before anything is
 * streamed, with a message that names the setting.
 */
export function requirePdfFonts(language: Locale): void {
  if (!isCjk(language)) return;
  const { path } = cjkFont(language);
  // A system font named by the environment: not a file of the build to trace.
  if (!existsSync(/* turbopackIgnore: true */ path))
    throw new ApiError(503, {
      detail: `The PDF export in ${language} needs a CJK font; EXPORT_CJK_FONT (${path}) does not exist.`,
      code: 'export_font_missing',
    });
}

/**
 * A file of an @fontsource package, found in the node_modules above the working directory
 * (by path, not require.resolve: the web's server bundle would rewrite a resolve).
 */
function fontsourceFile(pkg: string, file: string): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, 'node_modules', '@fontsource', pkg, 'files', file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Font @fontsource/${pkg}/files/${file} not found`);
    dir = parent;
  }
}

const sfnt = (pkg: string, file: string) => woffToSfnt(readFileSync(fontsourceFile(pkg, file)));

let latin: { serif: Buffer; sans: Buffer; sansBold: Buffer } | undefined;

/** The Latin faces, unwrapped once per process (about 100 KB). */
export function latinFonts() {
  latin ??= {
    serif: sfnt('cormorant-garamond', 'cormorant-garamond-latin-500-normal.woff'),
    sans: sfnt('source-sans-3', 'source-sans-3-latin-400-normal.woff'),
    sansBold: sfnt('source-sans-3', 'source-sans-3-latin-600-normal.woff'),
  };
  return latin;
}
