import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { gotoReady } from '../support/page';

/**
 * Issue 17: the jeweler finder in de and ja (en: miles, and the refused position). The content's jewelers
 * vary in number; the tests rely only on the stories kept in content/stories/juweliere/ (the
 * München lounge, the Zürich jeweler among them).
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

    test('"show all" lists every result; the tabs narrow them by type', async ({ page }) => {
      await openFinder(page, path);
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
  });
}

test('a granted position near Munich lists the München lounge first, in miles (en)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MUENCHEN);
  const box = await openFinder(page, '/en/find-a-jeweller');
  await page.getByTestId('finder-locate').click();
  await expect(results(page).first()).toContainText('Maison Lounge München');
  await expect(page.getByTestId('finder-distance')).toHaveCount(3);
  for (const text of await page.getByTestId('finder-distance').allTextContents())
    expect(text).toMatch(/\d mi$/);
  await expect(box).toHaveValue(/Munich/);
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
