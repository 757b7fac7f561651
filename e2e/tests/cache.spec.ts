import { expect, test, type APIRequestContext } from '@playwright/test';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { login } from '../support/session';

/**
 * Issue 15 (docs/decisions/0023-cached-pages.md): content pages come from Next's cache, the same
 * HTML for every visitor, with a public shared-cache policy and a validator; pages and answers
 * that differ per visitor are never stored.
 */

const CACHED = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PRIVATE = /private.*no-store|no-store.*private/;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

async function firstStoryPath(request: APIRequestContext, query: string): Promise<string> {
  const res = await request.get(`/api/cms/v2/cdn/stories?${query}&per_page=1`);
  const { stories } = (await res.json()) as { stories: { full_slug: string }[] };
  expect(stories.length, query).toBe(1);
  return `/${stories[0]!.full_slug}`;
}

test('content pages in every locale are public, carry an ETag and answer 304 to it', async ({
  request,
}) => {
  const product = await firstStoryPath(request, 'content_type=product');
  for (const path of [
    '/',
    '/en',
    '/ja',
    '/ko',
    '/zh-hans',
    '/schmuck/ringe',
    '/ja/jewelry/rings',
    product,
    '/juwelier/juwelier-hofmann-wien/',
  ]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()['cache-control'], path).toMatch(CACHED);
    const etag = first.headers()['etag'];
    expect(etag, path).toBeTruthy();
    const again = await request.get(path, { headers: { 'if-none-match': etag! } });
    expect(again.status(), `${path} with its ETag`).toBe(304);
  }
});

test("a burst on a public page is answered from the server's copy, kept per public host (decision 0043)", async ({
  request,
}) => {
  for (const path of ['/ja', '/diese-seite-gibt-es-nicht', '/robots.txt']) {
    const first = await request.get(path);
    expect(first.headers()['cache-control'], path).toMatch(/^public\b.*\bs-maxage=\d+/);
    const again = await request.get(path);
    expect(again.status(), path).toBe(first.status());
    // Without a copy the message names the path and how Next answered instead.
    const age =
      again.headers()['age'] ?? `none (x-nextjs-cache: ${again.headers()['x-nextjs-cache']})`;
    expect(age, `${path}: a copy says how old it is`).toMatch(/^[01]$/);
    expect(await again.text(), path).toBe(await first.text());
  }
  // Each public host has a copy of its own: a copy made for one is not another's answer.
  const viaProxy = (host: string) => ({ 'x-forwarded-host': host, 'x-forwarded-proto': 'https' });
  const host = `www.maison-copy-${Date.now()}.example`;
  expect((await request.get('/ja', { headers: viaProxy(host) })).headers()['age']).toBeUndefined();
  expect((await request.get('/ja', { headers: viaProxy(host) })).headers()['age']).toMatch(
    /^[01]$/,
  );
  const other = await request.get('/ja', { headers: viaProxy(`shop.${host}`) });
  expect(other.headers()['age']).toBeUndefined();
  // A reload asks past the copy.
  const reload = await request.get('/ja', { headers: { 'cache-control': 'no-cache' } });
  expect(reload.headers()['age']).toBeUndefined();
});

test('scripts, style sheets, font sheets and map files go out with brotli to browsers that accept it, with gzip to others', async ({
  request,
}) => {
  const home = await (await request.get('/ja')).text();
  const built = [...new Set(home.match(/\/_next\/static\/[^"]+\.(?:js|css)/g))];
  expect(built.length).toBeGreaterThan(5);
  const published = ['/fonts/jp.css', '/maps/countries.geojson', '/maps/maplibre-gl-worker.mjs'];
  let brotli = 0;
  for (const path of [...built, ...published]) {
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    const br = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status(), path).toBe(200);
    expect(gzip.headers()['content-encoding'], path).not.toBe('br');
    // The same file either way (the request context decodes both).
    expect((await br.body()).equals(await gzip.body()), path).toBe(true);
    // The build makes copies of files from 1 KiB (scripts/precompress-static.mjs).
    if ((await gzip.body()).length < 1024) continue;
    expect(br.headers()['content-encoding'], path).toBe('br');
    brotli += 1;
    if (path.startsWith('/_next/static/')) {
      expect(br.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    } else {
      // Not named by their content: revalidated, and the copy's ETag answers 304.
      expect(br.headers()['cache-control'], path).toBe('public, max-age=0');
      const etag = br.headers()['etag'];
      const again = await request.get(path, {
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag! },
      });
      expect(again.status(), path).toBe(304);
    }
  }
  expect(brotli).toBeGreaterThan(8);
});

test("pages go out with brotli from their first answer, the home page of the default locale too, and Next's other answers as well", async ({
  request,
}) => {
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  for (const path of ['/', '/ja', '/schmuck/ringe']) {
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    // Next's own answer (a reload passes the micro-cache): compressed by server.ts (decision 0045).
    const first = await request.get(path, { headers: { ...browser, 'cache-control': 'no-cache' } });
    expect(first.headers()['content-encoding'], path).toBe('br');
    // The same page either way (the request context decodes both).
    expect((await first.body()).equals(await gzip.body()), path).toBe(true);
    // The micro-cache's copy (it answers with Age) keeps brotli.
    await expect
      .poll(
        async () => {
          const res = await request.get(path, { headers: browser });
          return [res.headers()['age'] !== undefined, res.headers()['content-encoding']];
        },
        { message: path, timeout: 10_000 },
      )
      .toEqual([true, 'br']);
  }
  // An API answer and a client navigation's payload too.
  const api = await request.get('/api/cms/v2/cdn/stories?content_type=product&per_page=10', {
    headers: browser,
  });
  expect(api.ok()).toBe(true);
  expect(api.headers()['content-encoding']).toBe('br');
  const rsc = await request.get('/schmuck/ringe', { headers: { ...browser, rsc: '1' } });
  expect(rsc.headers()['content-encoding']).toBe('br');
});

test('an unknown path answers 404 with the localized not-found page in its HTML (de, ja)', async ({
  request,
}) => {
  for (const [path, title, lang] of [
    ['/diese-seite-gibt-es-nicht', 'Diese Seite gibt es nicht', 'de'],
    ['/ja/diese-seite-gibt-es-nicht', 'ページが見つかりません', 'ja'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toContain(`lang="${lang}"`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    // The page's own title, in the head (where crawlers without JavaScript read it).
    expect(html.slice(0, html.indexOf('</head>')), path).toContain(
      `<title>${title} | Maison</title>`,
    );
  }
});

test('account, wishlist, shop and portal pages and answers with user data are never stored', async ({
  page,
}) => {
  await login(page, 'jeweler@maison.test');
  for (const path of ['/konto', '/merkliste', '/anmelden', '/shop', '/portal/stock', '/ja/konto']) {
    const res = await page.request.get(path);
    expect(res.headers()['cache-control'], path).toMatch(PRIVATE);
  }
  await gotoReady(page, '/konto');
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/v1/users/me/', { credentials: 'include' });
    return { status: res.status, cacheControl: res.headers.get('cache-control') };
  });
  expect(me.status).toBe(200);
  expect(me.cacheControl).toMatch(/no-store/);
});

test('a logged-in visitor and an anonymous one get byte-identical HTML for a product page, and each their own wishlist heart', async ({
  page,
  browser,
  request,
}) => {
  const product = await firstStoryPath(request, 'content_type=product');
  await login(page, 'visitor@maison.test');
  // Past the server's short-lived copy (decision 0043), so that Next renders or serves each.
  const pastCopy = { headers: { 'cache-control': 'no-cache' } };
  const anonymous = await (await request.get(product, pastCopy)).text();
  const signedIn = await (await page.request.get(product, pastCopy)).text();
  expect(signedIn).toBe(anonymous);

  // What differs per visitor comes from the API after hydration.
  await gotoReady(page, product);
  const heart = page.getByTestId('wishlist-toggle').first();
  await expect(heart).toHaveAttribute('data-saved', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('data-saved', 'true');
  try {
    await gotoReady(page, product);
    await expect(page.getByTestId('wishlist-toggle').first()).toHaveAttribute('data-saved', 'true');
    const guest = await browser.newPage();
    await gotoReady(guest, product);
    await expect(guest.getByTestId('wishlist-toggle').first()).toHaveAttribute(
      'data-saved',
      'false',
    );
    await guest.close();
  } finally {
    await page.getByTestId('wishlist-toggle').first().click();
    await expect(page.getByTestId('wishlist-toggle').first()).toHaveAttribute(
      'data-saved',
      'false',
    );
  }
});
