import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoReady } from '../support/page';
import { baseURL } from '../support/session';

/**
 * Issue 24: one address per page. Sitemap paths answer 200 in their own form and 308 to it in
 * the other (with or without the trailing slash); pages link to canonical forms only.
 */

const CONCURRENCY = 4;
/** Jeweler pages in every locale's folder: about 1500 of the sitemap's paths (issue 17). */
const JEWELER_PAGE = /^(\/[a-z-]+)?\/(juweliere|jewellers|jewelers)\//;
/** Every how-manyth jeweler page is checked: they share one route, and each is a first render. */
const JEWELER_SAMPLE = 20;
/**
 * Every page's own form is requested; the other form (one proxy rule for every path) for every
 * how-manyth page, and for every one-segment path (the locales' home pages among them).
 */
const OTHER_FORM_SAMPLE = 3;
/**
 * de pages are all requested; the other locales' (the same routes, first renders too) every
 * how-manyth one, ja, the CJK locale, more often, and their one-segment paths always (CI time).
 */
const LOCALE_PAGE = /^\/(ja|en|ko|zh-hans)\//;
const LOCALE_SAMPLE: Record<string, number> = { ja: 2, en: 3, ko: 3, 'zh-hans': 3 };

const DEFAULT_LOCALE_PREFIX = /^\/de(\/|$)/;

function otherForm(pathname: string): string {
  return pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`;
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    await Promise.all(items.slice(i, i + CONCURRENCY).map(run));
  }
}

async function status(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location ?? null };
}

test('sitemap paths answer 200 in one form and 308 to it in the other', async ({ request }) => {
  test.setTimeout(300_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  let jewelers = 0;
  const seen: Record<string, number> = {};
  const sampled = (path: string) => {
    const locale = LOCALE_PAGE.exec(path)?.[1];
    if (!locale) return true;
    seen[locale] = (seen[locale] ?? 0) + 1;
    return (seen[locale] - 1) % LOCALE_SAMPLE[locale]! === 0;
  };
  const checked = paths.filter(
    (path) => (!JEWELER_PAGE.test(path) || jewelers++ % JEWELER_SAMPLE === 0) && sampled(path),
  );
  expect(jewelers).toBeGreaterThan(0);
  const withOtherForm = new Set(
    checked.filter(
      (path, i) => path !== '/' && (i % OTHER_FORM_SAMPLE === 0 || path.split('/').length <= 2),
    ),
  );
  const wrong: string[] = [];
  await inBatches(checked, async (path) => {
    const own = await status(request, path);
    if (own.status !== 200) wrong.push(`${path}: ${own.status}`);
    if (!withOtherForm.has(path)) return;
    const other = await status(request, otherForm(path));
    const target = other.location ? new URL(other.location, baseURL()).pathname : null;
    if (other.status !== 308 || target !== path) {
      wrong.push(`${otherForm(path)}: ${other.status} → ${other.location}`);
    }
  });
  expect(wrong, wrong.join('\n')).toEqual([]);
});

test('a microsite answers at its slash form only', async ({ request }) => {
  const path = '/juwelier/juwelier-albrecht-hamburg/';
  expect((await status(request, path)).status).toBe(200);
  const other = await status(request, otherForm(path));
  expect(other.status).toBe(308);
  expect(new URL(other.location!, baseURL()).pathname).toBe(path);
});

test("another locale's path leads to this locale's address with its query (001 §2)", async ({
  request,
}) => {
  const microsite = '/ja/juwelier/juwelier-albrecht-hamburg';
  for (const [from, to] of [
    ['/ja/service/kontakt?product=10-1001,20-2003', '/ja/service/contact?product=10-1001,20-2003'],
    ['/service/contact?wishlistinclude=1', '/service/kontakt?wishlistinclude=1'],
    [`${microsite}/produkte/10-1001-flora/?x=1`, `${microsite}/products/10-1001-flora/?x=1`],
  ] as const) {
    const answer = await status(request, from);
    expect(answer.status, from).toBe(307);
    const target = new URL(answer.location!, baseURL());
    // Next hands the proxy the query re-encoded (a comma as %2C), which reads the same.
    expect(decodeURIComponent(`${target.pathname}${target.search}`), from).toBe(to);
    expect((await status(request, to)).status, to).toBe(200);
  }
});

test('pages name their own address as canonical, a microsite its root (de, ja)', async ({
  request,
}) => {
  const wrong: string[] = [];
  for (const path of [
    '/',
    '/schmuck/ringe',
    '/ja/jewelry/rings',
    '/produkte/10-1001-flora',
    '/karriere',
    '/juwelier/juwelier-albrecht-hamburg/',
    '/ja/juwelier/juwelier-albrecht-hamburg/',
    '/juwelier/juwelier-albrecht-hamburg/produkte/10-1001-flora/',
  ]) {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const named = canonical ? new URL(canonical).pathname : null;
    if (named !== path) wrong.push(`${path}: ${named}`);
  }
  expect(wrong, wrong.join('\n')).toEqual([]);
  // The jeweler's own story at a path inside the microsite is its root, by another address.
  const own = await status(
    request,
    '/juwelier/juwelier-albrecht-hamburg/juweliere/juwelier-albrecht-hamburg/',
  );
  expect(own).toEqual({ status: 308, location: '/juwelier/juwelier-albrecht-hamburg/' });
});

for (const path of [
  '/',
  '/schmuck/ringe',
  '/produkte/10-1001-flora',
  '/juwelier/juwelier-albrecht-hamburg/',
  '/ja',
]) {
  test(`links on ${path} point at canonical addresses`, async ({ page }) => {
    await gotoReady(page, path);
    const origin = new URL(baseURL()).origin;
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const internal = [
      ...new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
          .map((url) => url.pathname),
      ),
    ];
    expect(internal.length).toBeGreaterThan(0);
    // German is the unprefixed locale: `/de…` only redirects (307) to the address without it.
    expect(internal.filter((target) => DEFAULT_LOCALE_PREFIX.test(target))).toEqual([]);
    const redirecting: string[] = [];
    await inBatches(internal, async (target) => {
      const res = await status(page.request, target);
      if (res.status === 301 || res.status === 308) {
        redirecting.push(`${target} → ${res.location}`);
      }
    });
    expect(redirecting, redirecting.join('\n')).toEqual([]);
    // The language links name each language's own address: not even a temporary redirect.
    const languages = await page
      .locator('a[hreflang]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(languages.length).toBeGreaterThanOrEqual(5);
    const indirect: string[] = [];
    await inBatches([...new Set(languages)], async (target) => {
      const res = await status(page.request, target);
      if (res.status !== 200) indirect.push(`${target}: ${res.status} → ${res.location}`);
    });
    expect(indirect, indirect.join('\n')).toEqual([]);
  });
}

test('a 20 MB multipart upload to an unknown path is answered 404, and the client gets it', async () => {
  const boundary = 'maison-upload-boundary';
  const file = Buffer.alloc(20 * 1024 * 1024, 0x61);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  for (const path of ['/kein-solcher-pfad', '/ja/no-such-page']) {
    const res = await fetch(new URL(path, baseURL()), {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status, path).toBe(404);
    await res.arrayBuffer();
  }
});
