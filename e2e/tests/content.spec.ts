import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoReady, pauseClock } from '../support/page';

interface CdaStory {
  uuid: string;
  slug: string;
  full_slug: string;
  name: string;
  content: { name?: string; component: string; [field: string]: unknown };
  translated_slugs?: { path: string; lang: string }[];
}

async function stories(request: APIRequestContext, query: string): Promise<CdaStory[]> {
  const res = await request.get(`/api/cms/v2/cdn/stories?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).stories;
}

/** The public path of a story in a locale: de unprefixed, others under /{locale}/{translated path}. */
function pathOf(story: CdaStory, locale: string): string {
  if (locale === 'de') return `/${story.full_slug}`;
  const translated =
    story.translated_slugs?.find((t) => t.lang === locale)?.path ?? story.full_slug;
  return `/${locale}/${translated}`;
}

const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'];

/** The _uid of the kitchen sink's popup form modal (block popup_form_modal). */
async function popupUid(request: APIRequestContext): Promise<string> {
  const [sink] = await stories(request, 'by_slugs=kitchen-sink');
  const found = JSON.stringify(sink!.content).match(
    /"_uid":"([^"]+)","component":"popup_form_modal"/,
  );
  expect(found).not.toBeNull();
  return found![1]!;
}

test('home, a collection and a product page carry product names in the server HTML, in every locale', async ({
  request,
}) => {
  const [ringsPage] = await stories(request, 'by_slugs=schmuck/ringe');
  const [product] = await stories(request, 'content_type=product&starts_with=produkte/&per_page=1');
  expect(ringsPage).toBeTruthy();
  expect(product).toBeTruthy();
  for (const locale of LOCALES) {
    const [localized] = await stories(request, `by_slugs=${product!.full_slug}&language=${locale}`);
    const name = localized!.content.name!;
    const home = await request.get(locale === 'de' ? '/' : `/${locale}`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('data-testid="product-card"');
    const collection = await request.get(pathOf(ringsPage!, locale));
    expect(collection.status(), pathOf(ringsPage!, locale)).toBe(200);
    expect(await collection.text()).toContain('data-testid="product-card"');
    const detail = await request.get(pathOf(product!, locale));
    expect(detail.status(), pathOf(product!, locale)).toBe(200);
    expect(await detail.text()).toContain(name);
  }
});

test('unknown content slugs answer the localized 404', async ({ request }) => {
  expect((await request.get('/schmuck/gibt-es-nicht')).status()).toBe(404);
  expect((await request.get('/ja/jewelry/nai')).status()).toBe(404);
});

test('filters narrow the ring list, show the loader, survive a reload and can run empty', async ({
  page,
}) => {
  await gotoReady(page, '/schmuck/ringe');
  await expect(page.locator('[data-testid="product-list"][data-interactive]')).toBeVisible();
  const cards = page.getByTestId('product-card');
  const all = await cards.count();
  expect(all).toBeGreaterThan(6);
  await page.getByTestId('filter-alloy-white_gold').click();
  await expect(page.getByTestId('product-list-loader')).toBeVisible();
  await expect(page.getByTestId('product-list-loader')).toBeHidden();
  const whiteGold = await cards.count();
  expect(whiteGold).toBeGreaterThan(0);
  expect(whiteGold).toBeLessThan(all);
  expect(page.url()).toContain('white_gold');
  await page.reload();
  await expect(cards).toHaveCount(whiteGold);
  // Combine filters until nothing matches, then reset.
  for (const id of [
    'filter-ringWidth-narrow',
    'filter-ringDiamonds-solitaire',
    'filter-ringDesign-dynamic',
    'filter-ringEnamelColor-black',
  ]) {
    const control = page.getByTestId(id);
    if (await control.count()) await control.click();
  }
  await expect(page.getByTestId('product-list-empty')).toBeVisible();
  await page.getByTestId('product-list-empty').getByRole('button').click();
  await expect(cards).toHaveCount(all);
});

test('the filter loader lasts 1300 ms', async ({ page }) => {
  await page.clock.install();
  await gotoReady(page, '/schmuck/ringe');
  // The list's code loads after the page hydrated; a click before that does nothing.
  await expect(page.locator('[data-testid="product-list"][data-interactive]')).toBeVisible();
  await pauseClock(page);
  await page.getByTestId('filter-alloy-yellow_gold').click();
  const loader = page.getByTestId('product-list-loader');
  await expect(loader).toBeVisible();
  await page.clock.runFor(1200);
  await expect(loader).toBeVisible();
  await page.clock.runFor(200);
  await expect(loader).toBeHidden();
});

test('the kitchen sink renders every block; sliders swipe; the download saves a file; Escape closes the modal', async ({
  page,
  request,
}) => {
  // The page's popup (shown after 1.6 s) has its own test; here it would cover the modal.
  const uid = await popupUid(request);
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), `maison:popup-shown:${uid}`);
  await gotoReady(page, '/kitchen-sink');
  for (const block of [
    'hero_banner',
    'card_slider',
    'large_card_slider',
    'quote',
    'download_item',
    'content_menu_slider',
    'accordion',
    'iframe',
    'rich_text',
    'product_list',
    'sticky_anchor_menu',
  ]) {
    await expect(page.getByTestId(`block-${block}`).first(), block).toBeAttached();
  }
  const slider = page.getByTestId('block-card_slider').first();
  await slider.scrollIntoViewIfNeeded();
  const next = slider.getByTestId('slider-next');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(slider.getByTestId('slider-prev')).toBeEnabled();

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('download-item').first().getByRole('button').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.\w+$/);

  // The dialog's chunk loads when the button is pressed; focus comes back to the button.
  const opener = page.getByTestId('price-on-request-open').first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('channel and device visibility: microsite-only blocks only on microsites, mobile-only blocks only on phones', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/kitchen-sink');
  await expect(page.getByText('Hero microsite')).toHaveCount(0);
  const mobileOnly = page.locator('h2', { hasText: 'Product list highlight' });
  await expect(mobileOnly).toBeAttached();
  await expect(mobileOnly).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await mobileOnly.scrollIntoViewIfNeeded();
  await expect(mobileOnly).toBeVisible();

  const [jeweler] = await stories(request, 'content_type=jeweler&per_page=1');
  const slug = jeweler!.full_slug.split('/').pop();
  await gotoReady(page, `/juwelier/${slug}/kitchen-sink/`);
  await expect(page.getByText('Hero microsite').first()).toBeAttached();
  // 000 §2: a hero shows a colour overlay only when its story sets one.
  const heroes = page.getByTestId('block-hero_banner');
  const withOverlay = heroes.filter({ hasText: 'Hero default' });
  const without = heroes.filter({ hasText: 'Hero microsite' });
  await expect(withOverlay.getByTestId('hero-overlay')).toHaveCount(1);
  await expect(without.getByTestId('hero-overlay')).toHaveCount(0);
});

test('a microsite page links internally with the prefix and a trailing slash', async ({
  page,
  request,
}) => {
  const [jeweler] = await stories(request, 'content_type=jeweler&per_page=1');
  const slug = jeweler!.full_slug.split('/').pop();
  const res = await page.goto(`/juwelier/${slug}/`);
  expect(res?.status()).toBe(200);
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(new RegExp(`^/juwelier/${slug}/.*/$|^/juwelier/${slug}/$`));
  }
});

test('sitemap.xml lists every published story in five locales with alternates', async ({
  request,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const all = [
    ...(await stories(request, 'per_page=100&page=1')),
    ...(await stories(request, 'per_page=100&page=2')),
  ];
  expect(all.length).toBeGreaterThan(90);
  for (const story of all.filter((s) => !['configuration'].includes(s.content.component))) {
    if (story.full_slug === 'home') continue;
    expect(xml, story.full_slug).toContain(`/${story.full_slug}</loc>`);
  }
  for (const locale of ['en', 'ja', 'ko', 'zh-hans']) {
    expect(xml).toMatch(new RegExp(`hreflang="${locale}"`, 'i'));
  }
});

test('sliders swipe with a drag', async ({ page, request }) => {
  // The page's popup (shown after 1.6 s) would cover the slider.
  const uid = await popupUid(request);
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), `maison:popup-shown:${uid}`);
  await gotoReady(page, '/kitchen-sink');
  const slider = page.getByTestId('block-card_slider').first();
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByTestId('slider-next')).toBeEnabled();
  const prev = slider.getByTestId('slider-prev');
  await expect(prev).toBeDisabled();
  const box = (await slider.locator('img').first().boundingBox())!;
  // Embla attaches its pointer listeners once the slider is near the screen, after hydration;
  // a drag before that selects text, and a visitor would simply drag again.
  await expect(async () => {
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width * 0.6, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(prev).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('a product page names its translations in the HTML only, at their localized paths', async ({
  request,
}) => {
  const [product] = await stories(request, 'content_type=product&starts_with=produkte/&per_page=1');
  const res = await request.get(pathOf(product!, 'de'));
  expect(res.status()).toBe(200);
  // next-intl's Link header would name /en/produkte/…, a redirect, beside the HTML's /en/products/….
  expect(res.headers()['link']).toBeUndefined();
  const html = await res.text();
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
  expect(alternates.map(([, lang]) => lang)).toEqual([
    ...LOCALES.slice(0, 4),
    'zh-Hans',
    'x-default',
  ]);
  for (const [, lang, href] of alternates) {
    const locale = lang === 'x-default' ? 'de' : lang!.toLowerCase();
    expect(new URL(href!).pathname).toBe(pathOf(product!, locale));
    const alternate = await request.get(new URL(href!).pathname, { maxRedirects: 0 });
    expect(alternate.status(), href).toBe(200);
  }
});

test('the popup opens 1.6 s after the configured page view, once per session', async ({ page }) => {
  // The clock stands still from the first moment: the kitchen sink keeps the main thread busy
  // after hydration (its forms load their code), so pausing only then loses a few hundred ms.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await gotoReady(page, '/kitchen-sink');
  const popup = page.getByRole('dialog');
  await page.clock.runFor(1400);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(300);
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('block-popup_form_modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await gotoReady(page, '/kitchen-sink');
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a content photo offers 889 and 1600 px candidates in AVIF and WebP (000 §9)', async ({
  request,
}) => {
  const html = await (await request.get('/marke/manufaktur')).text();
  const sets = [...html.matchAll(/srcSet="([^"]*atelier-photo[^"]*)"/gi)].map((m) => m[1]!);
  expect(sets.length).toBeGreaterThan(0);
  for (const format of ['avif', 'webp']) {
    const set = sets.find((s) => s.includes(`format(${format})`));
    expect(set, format).toMatch(/\/m\/889x0\/[^ ]* 889w, [^ ]*\/m\/1600x0\/[^ ]* 1600w/);
  }
});
