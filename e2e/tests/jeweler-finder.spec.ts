import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { gotoReady } from '../support/page';

/**
 * Issue 17: the jeweler finder on /juwelier-finden in de and ja (miles for en: the finder's
 * component test). The content's jewelers vary in number; the tests rely only on the stories
 * kept in content/stories/juweliere/ (the München lounge, the Zürich jeweler among them).
 */

// MapLibre draws with WebGL; without a GPU, Chromium needs its software renderer allowed.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--enable-unsafe-swiftshader'],
  },
});

// A few steps from the München lounge (content/stories/juweliere/maison-lounge-muenchen.json).
const MUENCHEN = { latitude: 48.1389, longitude: 11.5799 };

const results = (page: Page) => page.getByTestId('finder-result');

/** The offline basemap's colours (features/finder/mapStyle.ts). */
const SEA = [0xe9, 0xe3, 0xd8];
const LAND = [0xfb, 0xf9, 0xf5];

/**
 * The shares of the map's pixels in the sea's and the land's colours, read from a screenshot of
 * the canvas (WebGL keeps no readable buffer); decoded on a blank page, outside the site's CSP.
 */
async function basemapShares(page: Page): Promise<{ sea: number; land: number }> {
  const png = (await page.locator('.maplibregl-canvas').screenshot()).toString('base64');
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ png, sea, land }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const near = (i: number, [r, g, b]: number[]) =>
          Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12;
        let seaPixels = 0;
        let landPixels = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (near(i, sea)) seaPixels += 1;
          else if (near(i, land)) landPixels += 1;
        }
        const total = data.length / 4;
        return { sea: seaPixels / total, land: landPixels / total };
      },
      { png, sea: SEA, land: LAND },
    );
  } finally {
    await blank.close();
  }
}
const markers = (page: Page) => page.getByTestId('finder-marker');

async function openFinder(page: Page, path: string) {
  await gotoReady(page, path);
  // Before a place is known: every jeweler by name, the first three of them.
  await expect(results(page)).toHaveCount(3);
  return page.getByRole('combobox');
}

for (const { locale, path, city, unit } of [
  { locale: 'de', path: '/juwelier-finden', city: 'Zürich', unit: /\d km$/ },
  { locale: 'ja', path: '/ja/find-a-jeweler', city: 'チューリッヒ', unit: /\d ?km$/ },
]) {
  test.describe(`jeweler finder (${locale})`, () => {
    test('a city picked with the keyboard lists three results with distances, and the map', async ({
      page,
    }) => {
      const box = await openFinder(page, path);
      // Every jeweler at once: the world's land and sea are drawn, not only the sea's ground
      // (the basemap does not depend on the language: read in de only, screenshots are slow).
      await expect(markers(page).first()).toBeAttached();
      if (locale === 'de')
        await expect
          .poll(
            async () => {
              const { sea, land } = await basemapShares(page);
              return sea > 0.15 && land > 0.1;
            },
            { timeout: 15_000 },
          )
          .toBe(true);
      await box.pressSequentially(city, { delay: 60 });
      const options = page.getByTestId('place-suggestion');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeLessThanOrEqual(4);
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).not.toHaveValue(city);

      await expect(results(page)).toHaveCount(3);
      const distances = page.getByTestId('finder-distance');
      await expect(distances).toHaveCount(3);
      for (const text of await distances.allTextContents()) expect(text).toMatch(unit);

      // The picked place is marked; around it, the map shows land, not a blank sea.
      await expect(page.getByTestId('finder-origin')).toBeAttached();
      if (locale === 'de')
        await expect.poll(async () => (await basemapShares(page)).land > 0.5).toBe(true);

      // Every result of the tabs has a marker; the listed ones are keyboard stops.
      await expect(markers(page).first()).toBeAttached();
      expect(await markers(page).count()).toBeGreaterThan(3);
      const tabStops = page.locator('[data-testid="finder-marker"][tabindex="0"]');
      await expect(tabStops).toHaveCount(3);

      // A marker opens its result.
      const marker = tabStops.nth(2);
      const name = (await marker.getAttribute('aria-label'))!.split(': ').slice(1).join(': ');
      await marker.focus();
      await page.keyboard.press('Enter');
      const chosen = results(page).filter({ hasText: name });
      await expect(chosen).toHaveAttribute('data-selected', 'true');
      await expect(chosen).toBeFocused();

      await expectNoA11yViolations(page);
    });
  });
}

// The list's behaviour does not change with the language: de alone (CI time).
test('"show all" lists every result; the tabs narrow them by type (de)', async ({ page }) => {
  await openFinder(page, '/juwelier-finden');
  await page.getByTestId('finder-show-all').click();
  const all = await results(page).count();
  expect(all).toBeGreaterThan(3);
  await expect(page.getByTestId('finder-show-all')).toHaveCount(0);

  const toggles = page.getByRole('group').locator('button[aria-pressed]');
  await expect(toggles).toHaveCount(3);
  for (const toggle of await toggles.all())
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Off with jeweler: only boutiques and lounges are left.
  const jewelers = toggles.and(page.locator('[data-type="jeweler"]'));
  await jewelers.click();
  await expect(jewelers).toHaveAttribute('aria-pressed', 'false');
  await expect(results(page).first()).toBeVisible();
  await expect
    .poll(async () =>
      page
        .locator('[data-testid="finder-result"] [data-type]')
        .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.getAttribute('data-type')))]),
    )
    .not.toContain('jeweler');
});

test('a granted position near München lists the München lounge first', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MUENCHEN);
  const box = await openFinder(page, '/juwelier-finden');
  await page.getByTestId('finder-locate').click();
  await expect(results(page).first()).toContainText('Maison Lounge München');
  await expect(page.getByTestId('finder-distance').first()).toHaveText(/\d km$/);
  await expect(box).toHaveValue(/München/);
  await expect(page.getByTestId('finder-location-error')).toHaveCount(0);
});

test('a refused position shows jeweler.location-error', async ({ page, context }) => {
  await context.clearPermissions();
  await openFinder(page, '/en/find-a-jeweller');
  await page.getByTestId('finder-locate').click();
  const error = page.getByRole('alert').filter({ hasText: 'could not determine your location' });
  await expect(error).toBeVisible();
  await expectNoA11yViolations(page);
});

test('on a phone the map starts only when the visitor scrolls to it (FINDER_MAP_MARGIN_PX)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const mapFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/maps/')) mapFiles.push(request.url());
  });
  await openFinder(page, '/juwelier-finden');
  // Below the results, under the fold: neither MapLibre's files nor its canvas yet.
  await page.waitForTimeout(1_000);
  expect(mapFiles).toEqual([]);
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  await page.mouse.wheel(0, 700);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 15_000 });
  await expect(markers(page).first()).toBeAttached();
  expect(mapFiles.some((url) => url.endsWith('/maps/countries.geojson'))).toBe(true);
});
