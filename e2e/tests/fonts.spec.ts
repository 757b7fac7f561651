import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from '../support/page';

/**
 * Issue 15, "Fonts": no render-blocking stylesheet or font file above 20 KB on any page (as
 * transferred); CJK faces split by unicode-range and swapped in after the first paint; the Latin
 * faces of the first viewport preloaded, the others loaded when text needs them. Decisions 0022
 * and 0041.
 */
const RENDER_BLOCKING_MAX_BYTES = 20_000;

/** The Latin faces every page preloads (features/fonts/preload.ts). */
const PRELOADED_FONTS = [
  '/fonts/latin/cormorant-garamond-latin-500-normal.woff2',
  '/fonts/latin/source-sans-3-latin-400-normal.woff2',
  '/fonts/latin/source-sans-3-latin-600-normal.woff2',
];

/** The sheet a CJK page adds to <head> after load (features/fonts/FontStylesheets.tsx). */
const CJK_SHEET: Record<string, string> = {
  ja: '/fonts/jp.css',
  ko: '/fonts/kr.css',
  'zh-hans': '/fonts/sc.css',
};

// Each page type once in a Latin and in a CJK locale, and the three CJK scripts' home pages.
const PAGES = [
  '/',
  '/ja',
  '/ko',
  '/zh-hans',
  '/schmuck/ringe',
  '/ja/jewelry/rings',
  '/produkte/10-1001-flora',
  '/ja/service/contact',
];

interface LoadedFile {
  path: string;
  /** Chromium's own verdict (Resource Timing's renderBlockingStatus). */
  blocking: boolean;
  /** Body bytes as transferred (compressed). */
  bytes: number;
}

function loadedFiles(page: Page): Promise<LoadedFile[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming & { renderBlockingStatus?: string };
      return {
        path: new URL(timing.name).pathname,
        blocking: timing.renderBlockingStatus === 'blocking',
        bytes: timing.encodedBodySize,
      };
    }),
  );
}

/** The font-display of every @font-face in the page's sheets, by the path of its file. */
function fontDisplays(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const displays: Record<string, string> = {};
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const src = rule.style.getPropertyValue('src');
        for (const [, url] of src.matchAll(/url\("?([^")]+)"?\)/g)) {
          const path = new URL(url!, sheet.href ?? location.href).pathname;
          displays[path] = rule.style.getPropertyValue('font-display');
        }
      }
    }
    return displays;
  });
}

/** The stylesheets and the preloaded fonts the server HTML names. */
function linkedFiles(html: string): { stylesheets: string[]; fonts: string[] } {
  const linked = { stylesheets: [] as string[], fonts: [] as string[] };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const rel = attribute('rel');
    const path = () => new URL(attribute('href')!, 'http://site').pathname;
    if (rel === 'stylesheet') linked.stylesheets.push(path());
    if (rel === 'preload' && attribute('as') === 'font') linked.fonts.push(path());
  }
  return linked;
}

/** Waits until the page's CJK sheet has loaded and the faces its text needs have arrived. */
async function cjkFontsSettled(page: Page, sheet: string): Promise<void> {
  await page.waitForFunction((href) => {
    const link = document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`);
    return link instanceof HTMLLinkElement && link.sheet !== null;
  }, sheet);
  await page.evaluate(async () => {
    // A layout makes the browser request the faces the text needs; then wait for them.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
}

test.beforeEach(async ({ page }) => {
  // The default buffer of 250 entries can fill on a CJK page (scripts, images, font subsets).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
});

for (const path of PAGES) {
  test(`${path}: nothing render-blocking above 20 KB, CJK fonts only after load`, async ({
    page,
  }) => {
    const response = await gotoReady(page, path);
    const html = await response!.text();
    expect(html, 'a CJK sheet in the server HTML').not.toMatch(/\/fonts\/\w+\.css/);

    const sheet = CJK_SHEET[/^\/(ja|ko|zh-hans)(\/|$)/.exec(path)?.[1] ?? ''];
    if (sheet) await cjkFontsSettled(page, sheet);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const files = await loadedFiles(page);
    const displays = await fontDisplays(page);

    const blocking = files.filter((file) => file.blocking);
    expect(blocking.length, 'Chromium names the render-blocking files').toBeGreaterThan(0);
    for (const file of blocking) {
      expect(file.bytes, `render-blocking ${file.path}`).toBeLessThanOrEqual(
        RENDER_BLOCKING_MAX_BYTES,
      );
    }
    const linked = linkedFiles(html);
    expect(linked.fonts.toSorted(), "the first viewport's Latin faces preloaded").toEqual(
      PRELOADED_FONTS,
    );
    for (const path of [...linked.stylesheets, ...linked.fonts]) {
      const file = files.find((loaded) => loaded.path === path);
      expect(file, `${path} (named in the HTML) loaded`).toBeDefined();
      if (file!.bytes > RENDER_BLOCKING_MAX_BYTES) {
        expect(file!.blocking, `${path} is above 20 KB`).toBe(false);
      }
    }
    // A swap face never holds text invisible; of the Latin files only the display serif's are
    // above 20 KB (decision 0022).
    const fonts = files.filter((file) => file.path.endsWith('.woff2'));
    expect(fonts.length, 'fonts loaded').toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.blocking, font.path).toBe(false);
      expect(displays[font.path], `font-display of ${font.path}`).toBe('swap');
    }
    const cjkFiles = files.filter(
      (file) => file.path.startsWith('/fonts/') && !file.path.startsWith('/fonts/latin/'),
    );
    if (sheet) {
      const sheetFile = files.find((file) => file.path === sheet);
      expect(sheetFile?.blocking, `${sheet} loaded and not render-blocking`).toBe(false);
    } else {
      expect(cjkFiles, 'CJK files on a Latin page').toEqual([]);
    }
  });
}

test('each CJK sheet holds swap faces split by unicode-range, none of them for Latin, installed copies first', async ({
  request,
}) => {
  for (const sheet of Object.values(CJK_SHEET)) {
    const css = await (await request.get(sheet)).text();
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length, sheet).toBeGreaterThan(100);
    for (const face of faces) {
      expect(face, sheet).toMatch(/font-display:\s*swap/);
      // The regular faces use an installed Noto CJK before downloading (decision 0042).
      if (/font-weight:\s*400/.test(face)) {
        expect(face, sheet).toMatch(/src:\s*local\('Noto (Sans|Serif) CJK (JP|KR|SC)'\)/);
      }
      const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
      expect(range, sheet).toBeTruthy();
      const starts = range!.split(',').map((part) => parseInt(part.trim().slice(2), 16));
      // Below U+0100 the brand's Latin faces set the text, also on CJK pages.
      expect(Math.min(...starts), `${sheet}: ${face.slice(0, 80)}`).toBeGreaterThan(0xff);
    }
  }
});

test('typing into a Japanese field while the CJK fonts arrive keeps the text and the focus', async ({
  page,
}) => {
  await gotoReady(page, '/ja/styleguide');
  const input = page.getByTestId('sg-hint-input');
  await input.click();
  await page.keyboard.type('anna@');
  await cjkFontsSettled(page, CJK_SHEET.ja!);
  await page.keyboard.type('example.com');
  await expect(input).toHaveValue('anna@example.com');
  await expect(input).toBeFocused();
});
