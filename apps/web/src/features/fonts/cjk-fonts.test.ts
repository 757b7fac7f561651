import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The committed CJK web fonts (apps/web/scripts/vendor-cjk-fonts.mjs, decision 0052). */
const PUBLIC_FONTS = fileURLToPath(new URL('../../../public/fonts', import.meta.url));
const SHEETS: Record<string, string[]> = {
  'jp.css': ['noto-serif-jp', 'noto-sans-jp'],
  'kr.css': ['noto-serif-kr', 'noto-sans-kr'],
  'sc.css': ['noto-serif-sc', 'noto-sans-sc'],
};

describe.each(Object.entries(SHEETS))('%s', (sheet, families) => {
  const css = readFileSync(join(PUBLIC_FONTS, sheet), 'utf8');
  const named = [...css.matchAll(/url\(\/fonts\/([a-z-]+)\/([^)]+\.woff2)\)/g)].map(
    ([, folder, file]) => `${folder}/${file}`,
  );

  it('names a committed file in every face', () => {
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((path) => !existsSync(join(PUBLIC_FONTS, path)));
    expect(missing).toEqual([]);
  });

  it('uses every file of its families, and each family carries its licence', () => {
    for (const family of families) {
      const files = readdirSync(join(PUBLIC_FONTS, family));
      expect(files).toContain('LICENSE');
      const unused = files
        .filter((file) => file.endsWith('.woff2'))
        .filter((file) => !named.includes(`${family}/${file}`));
      expect(unused, family).toEqual([]);
    }
  });
});
