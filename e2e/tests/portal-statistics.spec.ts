import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { login } from '../support/session';

/**
 * The statistics page (issue 18, spec 002 §2, §6, §9) against the seeded portal:
 * jeweler@maison.test holds inventory:view_statistics at four stores; solo@maison.test sees the
 * tables of one store but not its statistics.
 */

const JEWELER = 'jeweler@maison.test';
const SOLO = 'solo@maison.test';
const AGGREGATES = '/api/v1/inventory/aggregates/';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

/** The page's next aggregates call whose query passes `match`. */
function aggregatesResponse(page: Page, match: (params: URLSearchParams) => boolean) {
  return page.waitForResponse(
    (res) => {
      const url = new URL(res.url());
      return url.pathname === AGGREGATES && match(url.searchParams);
    },
    { timeout: 30_000 },
  );
}

const chart = (page: Page) => page.getByTestId('statistics-chart');
const surface = (page: Page) => chart(page).getByRole('application');

interface Group {
  group: { location?: number; location_name?: string };
  metrics: { count?: number };
}

/** The top 4 stores by count as the API's answer gives them (counts summed over currencies). */
function topStores(aggregates: Group[]): string[][] {
  const stores = new Map<number, { name: string; count: number }>();
  for (const { group, metrics } of aggregates) {
    const store = stores.get(group.location!) ?? { name: group.location_name!, count: 0 };
    store.count += metrics.count ?? 0;
    stores.set(group.location!, store);
  }
  const format = new Intl.NumberFormat('de-DE');
  return [...stores.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, 4)
    .map((s) => [s.name, format.format(s.count)]);
}

test('jeweler: yearly and monthly charts, the comparison, and the top-4 stores as the API answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, JEWELER);
  const yearly = aggregatesResponse(
    page,
    (q) => q.get('aggregate_by') === 'location,sell_out_year',
  );
  const ranking = aggregatesResponse(page, (q) => q.get('aggregate_by') === 'location');
  await gotoReady(page, '/portal/statistic');
  await expect(page.locator('h1')).toHaveText('Statistik');
  expect((await yearly).status()).toBe(200);
  await expect(surface(page)).toBeVisible({ timeout: 30_000 });
  await expect(chart(page).locator('.recharts-bar')).toHaveCount(2);
  await expect(chart(page).getByTestId('chart-table')).toBeAttached();

  // The ranking shows what the API answers for the very same query.
  const rankingAnswer = await ranking;
  const again = await page.request.get(rankingAnswer.url());
  expect(again.status()).toBe(200);
  const expected = topStores(((await again.json()) as { aggregates: Group[] }).aggregates);
  expect(expected).toHaveLength(4);
  const rows = page.getByTestId('ranking-location-count').getByTestId('ranking-row');
  await expect(rows).toHaveCount(4);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => [tr.children[1]!.textContent ?? '', tr.children[2]!.textContent ?? '']),
  );
  expect(shown).toEqual(expected);

  const year = new Date().getFullYear();
  const monthly = aggregatesResponse(page, (q) => q.get('aggregate_by') === 'sell_out_month');
  await page.getByRole('switch', { name: 'Zeitraster Monatlich' }).click();
  expect((await monthly).status()).toBe(200);
  await expect(chart(page)).toHaveAttribute('data-period', 'monthly');
  await expect(chart(page).locator('.recharts-line')).toHaveCount(1);

  const comparison = aggregatesResponse(
    page,
    (q) =>
      q.get('aggregate_by') === 'sell_out_month' &&
      q.get('sell_out_date__gte') === `${year - 2}-01-01`,
  );
  await page.getByRole('combobox', { name: 'Ansicht' }).click();
  await page.getByRole('option', { name: 'Jahresvergleich' }).click();
  await comparison;
  await expect(chart(page).locator('.recharts-line')).toHaveCount(3);
  await expect(surface(page)).toBeVisible();
  await expect(chart(page)).not.toHaveAttribute('aria-busy', 'true');
  await expectNoA11yViolations(page);
});

test('ja: the statistics page in Japanese, its yearly bars and rankings, axe clean', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, JEWELER);
  await gotoReady(page, '/ja/portal/statistic');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('h1')).toHaveText('統計');
  await expect(surface(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'ランキング' })).toBeVisible();
  await expect(
    page.getByTestId('ranking-product-count').getByTestId('ranking-row').first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('a user without inventory:view_statistics is sent on (002 §6)', async ({ page }) => {
  await login(page, SOLO);
  await gotoReady(page, '/portal/statistic');
  // The first permitted page in 002 §6's order: stock.
  await page.waitForURL(/\/portal\/stock$/);
  await expect(page.getByTestId('portal-page')).toHaveAttribute('data-page', 'stock');
});
