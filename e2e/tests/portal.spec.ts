import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { baseURL, login } from '../support/session';

/**
 * The partner portal (issue 6, spec 002 §2–§9) against the seeded portal: jeweler@maison.test
 * holds every permission at two stores of each of two organizations; solo@maison.test may only
 * look at one store.
 */

const JEWELER = 'jeweler@maison.test';
const SOLO = 'solo@maison.test';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

async function resetTableConfig(page: Page, tableId: string) {
  const res = await page.request.put(`/api/v1/portal/table-config/${tableId}/`, {
    data: { columnWidths: {}, activeFilters: [], checkedRows: [], sortedBy: null },
    headers: { origin: new URL(baseURL()).origin },
  });
  expect(res.status()).toBe(200);
}

const table = (page: Page) => page.getByTestId('portal-table');
const rows = (page: Page) => page.getByTestId('table-row');
const scroller = (page: Page) => page.getByTestId('table-scroller');

/** Opens a portal table page and waits for its first rows. */
async function openTable(page: Page, path: string) {
  await gotoReady(page, path);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
}

/** The answer of the table's next list call whose URL passes `match`. */
function listResponse(page: Page, endpoint: string, match: (url: URL) => boolean = () => true) {
  return page.waitForResponse(
    (res) => {
      const url = new URL(res.url());
      return url.pathname === endpoint && res.request().method() === 'GET' && match(url);
    },
    { timeout: 30_000 },
  );
}

async function choose(scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}

async function visibleValues(page: Page, attribute: string) {
  return rows(page).evaluateAll(
    (nodes, name) => nodes.map((n) => n.getAttribute(name) ?? ''),
    attribute,
  );
}

async function columnTexts(page: Page, column: string) {
  return rows(page)
    .locator(`[data-column="${column}"]`)
    .evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));
}

/** Filters the table by a search text and waits for the answer. */
async function search(page: Page, text: string) {
  const answer = listResponse(
    page,
    new URL(page.url()).pathname.includes('sell-out')
      ? '/api/v1/inventory/sell-out/'
      : new URL(page.url()).pathname.includes('archiv')
        ? '/api/v1/inventory/archive/'
        : '/api/v1/inventory/current/',
    (url) => url.searchParams.get('search') === text,
  );
  await table(page).getByRole('searchbox').fill(text);
  await answer;
}

test('jeweler: two organizations’ stores, filter, sort, resize and infinite scroll on stock', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, JEWELER);
  // A run starts from the defaults (an earlier run saved its widths, filter and sort).
  await resetTableConfig(page, 'stock');
  await openTable(page, '/portal/stock');
  await expect(page.locator('h1')).toHaveText('Bestand');
  // The portal navigation replaces the main menu.
  const nav = page.getByTestId('header-regular').getByRole('navigation', { name: 'Partnerportal' });
  await expect(nav.getByRole('link', { name: 'Bestand' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Archiv' })).toBeVisible();

  // Store selector: one store of each organization.
  await page.getByTestId('store-selector').click();
  const panel = page.getByTestId('store-selector-panel');
  const groups = panel.getByTestId('store-group');
  await expect(groups).toHaveCount(2);
  const chosen = listResponse(
    page,
    '/api/v1/inventory/current/',
    (url) => url.searchParams.getAll('location__in').length === 2,
  );
  const firstOfEach: string[] = [];
  for (const group of await groups.all()) {
    const stores = group.getByRole('listitem');
    expect(await stores.count()).toBeGreaterThanOrEqual(2);
    firstOfEach.push((await stores.first().textContent())!.trim());
    // Uncheck all but the first store of the organization.
    for (const store of (await stores.all()).slice(1)) await store.getByRole('checkbox').click();
  }
  await page.keyboard.press('Escape');
  const response = await chosen;
  const answer = await response.json();
  const locationIds = new URL(response.url()).searchParams.getAll('location__in');
  expect(answer.count).toBeGreaterThan(0);
  await expect(page.getByTestId('store-selector')).toContainText('2 von 4 Filialen');
  await expect
    .poll(async () => new Set(await visibleValues(page, 'data-location')))
    .toEqual(new Set(locationIds));
  expect(firstOfEach).toHaveLength(2);

  // Infinite scroll: the next page follows `next` when the bottom is near.
  const loaded = page.getByTestId('table-count');
  // The seed puts hundreds of stock items in two stores (thousands with the full seed).
  expect(answer.count).toBeGreaterThan(100);
  await expect(loaded).toContainText('· 100 geladen');
  const more = listResponse(page, '/api/v1/inventory/current/', (url) =>
    url.searchParams.has('page'),
  );
  await scroller(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  expect((await more).status()).toBe(200);
  await expect(loaded).toContainText(`· ${Math.min(200, answer.count)} geladen`);

  // Filter by article type: every row is a ring.
  const filtered = listResponse(
    page,
    '/api/v1/inventory/current/',
    (url) => url.searchParams.get('article_type') === 'ring',
  );
  await choose(table(page), 'Artikelart', 'Ring');
  await filtered;
  await expect
    .poll(async () => new Set(await columnTexts(page, 'article_type')))
    .toEqual(new Set(['Ring']));

  // Sort by serial number, ascending then descending.
  const sorted = listResponse(
    page,
    '/api/v1/inventory/current/',
    (url) => url.searchParams.get('order_by') === 'serial_number',
  );
  await table(page).getByRole('button', { name: 'Seriennummer' }).click();
  await sorted;
  await expect(page.locator('th[data-column="serial_number"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect
    .poll(async () => {
      const keys = await visibleValues(page, 'data-key');
      return keys.length > 1 && keys.every((k, i) => i === 0 || keys[i - 1]!.localeCompare(k) <= 0);
    })
    .toBe(true);

  // Resize the description column by dragging; the width is there again after a reload.
  const header = page.locator('th[data-column="description"]');
  const before = (await header.boundingBox())!.width;
  const handle = page.getByTestId('resize-description');
  const box = (await handle.boundingBox())!;
  // The debounced PUT that carries the new width (an earlier one may still hold the sort).
  const saved = page.waitForResponse(
    (res) =>
      res.url().includes('/api/v1/portal/table-config/stock/') &&
      res.request().method() === 'PUT' &&
      (res.request().postDataJSON()?.columnWidths?.description ?? 0) > before + 100,
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + 150, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  const after = (await header.boundingBox())!.width;
  expect(after).toBeGreaterThan(before + 100);
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Math.round((await header.boundingBox())!.width))
    .toBe(Math.round(after));
  // Filter and sort came back with it.
  await expect(page.locator('th[data-column="serial_number"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('combobox', { name: 'Artikelart' })).toContainText('Ring');
});

test('jeweler: sell out one item; it leaves stock, appears in sell-out with its history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, JEWELER);
  await resetTableConfig(page, 'stock');
  await openTable(page, '/portal/stock');
  const row = rows(page).first();
  const serial = (await row.getAttribute('data-key'))!;
  await search(page, serial);
  await expect(rows(page)).toHaveCount(1);

  await rows(page).first().getByTestId('row-expand').click();
  await page.getByTestId('row-detail').getByRole('button', { name: 'Verkauf erfassen' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('action-save')).toHaveAttribute('aria-disabled', 'true');
  await choose(modal, 'Verkäufer', /.+/);
  // 002 §5: the sale date is picked with the mouse in the calendar, which opens above the modal
  // (the earliest day the calendar allows, the previous month's when it offers one).
  const saleDate = modal.getByRole('combobox', { name: /Verkaufsdatum/ });
  await saleDate.click();
  const calendar = page.getByTestId('datepicker-calendar');
  const previous = calendar.getByRole('button', { name: 'Zum vorherigen Monat' });
  if (await previous.isEnabled()) await previous.click();
  await calendar.locator('td button:not([disabled])').first().click();
  await expect(calendar).toBeHidden();
  await expect(modal).toBeVisible();
  const [day, month, year] = (await saleDate.inputValue()).split('.');
  const sold = page.waitForResponse((res) => res.url().endsWith('/api/v1/inventory/actions/'));
  await modal.getByTestId('action-save').click();
  expect((await sold).status()).toBe(200);
  const { actions } = (await sold).request().postDataJSON() as {
    actions: { parameters: { sale_date: string } }[];
  };
  expect(actions[0]!.parameters.sale_date).toBe(`${year}-${month}-${day}`);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Der Verkauf wurde erfasst.' }),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  // It left the stock list.
  await expect(page.getByTestId('table-placeholder')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  await page
    .getByTestId('header-regular')
    .getByRole('navigation', { name: 'Partnerportal' })
    .getByRole('link', { name: 'Sell-out' })
    .click();
  await page.waitForURL(/\/portal\/sell-out$/);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await search(page, serial);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-key', serial);

  // Its history names the sale and who made it.
  await rows(page).first().getByTestId('row-expand').click();
  await page.getByTestId('row-detail').getByRole('button', { name: 'Verlauf' }).click();
  const history = page.getByTestId('history-modal');
  // (Not necessarily the first entry: seeded entries of today may carry a later hour.)
  await expect(
    history
      .getByTestId('history-entry')
      .filter({ hasText: 'Verkauf' })
      .filter({ hasText: 'Durch Julia Hofmann' }),
  ).toHaveCount(1);
  await expect(
    history.getByTestId('history-entry').locator('strong', { hasText: /^Sell-in$/ }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

test('jeweler: bulk-archive three items across two locations', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, JEWELER);
  await resetTableConfig(page, 'stock');
  await openTable(page, '/portal/stock');
  const locations = await visibleValues(page, 'data-location');
  const keys = await visibleValues(page, 'data-key');
  // Two rows of one store and one of another.
  const first = locations[0]!;
  const other = locations.findIndex((l) => l !== first);
  const same = locations.findIndex((l, i) => i > 0 && l === first);
  expect(other).toBeGreaterThan(0);
  expect(same).toBeGreaterThan(0);
  const picked = [0, same, other].map((i) => keys[i]!);
  for (const key of picked) {
    await page
      .locator(`[data-testid="table-row"][data-key="${key}"]`)
      .getByTestId('row-checkbox')
      .check();
  }
  await expect(page.getByTestId('clear-selection')).toContainText('3 Artikel');

  await page.getByTestId('bulk-menu').click();
  const menu = page.getByTestId('bulk-menu-panel');
  await expect(menu.getByText('Sell-In-Aktionen')).toBeVisible();
  await expect(menu.getByText('Gemeinsame Aktionen')).toBeVisible();
  await menu.getByRole('button', { name: 'Archivieren / zurückholen' }).click();
  const modal = page.getByTestId('bulk-modal');
  await expect(modal.getByTestId('bulk-row')).toHaveCount(3);
  await page.getByRole('textbox', { name: /Grund/ }).fill('Saisonwechsel (E2E)');
  const done = page.waitForResponse((res) => res.url().endsWith('/api/v1/inventory/actions/'));
  await page.getByTestId('bulk-save').click();
  const answer = await done;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()).results as unknown[]).length).toBe(3);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Die Aktion wurde für 3 Artikel ausgeführt.' }),
  ).toBeVisible();
  // The rows left the stock list and the selection is cleared.
  for (const key of picked) await expect(page.locator(`[data-key="${key}"]`)).toHaveCount(0);
  await expect(page.getByTestId('clear-selection')).toHaveCount(0);

  await gotoReady(page, '/portal/archiv');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await search(page, picked[2]!);
  await expect(rows(page).first()).toHaveAttribute('data-key', picked[2]!);
});

test('solo: no action menus, a single store label, forbidden pages redirect', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, SOLO);
  await gotoReady(page, '/portal/archiv');
  await page.waitForURL(/\/portal\/stock$/);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('store-selector')).toHaveJSProperty('tagName', 'P');
  const nav = page.getByTestId('header-regular').getByRole('navigation', { name: 'Partnerportal' });
  await expect(nav.getByRole('link', { name: 'Bestand' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Archiv' })).toHaveCount(0);
  await expect(page.getByTestId('bulk-menu')).toHaveCount(0);
  await rows(page).first().getByTestId('row-expand').click();
  await expect(page.getByTestId('row-detail')).toBeVisible();
  await expect(page.getByTestId('row-detail').getByRole('button')).toHaveCount(0);
  // The API refuses what the page does not offer.
  const refused = await page.request.post('/api/v1/inventory/actions/', {
    data: {
      actions: [
        {
          item_id: (await rows(page).first().getAttribute('data-key'))!,
          action: 'book_out',
          parameters: { reason: 'x' },
        },
      ],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});

test('ja: the stock table, its store selector and the history modal in Japanese', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, JEWELER);
  await openTable(page, '/ja/portal/stock');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('h1')).toHaveText('在庫');
  await expect(table(page).getByRole('button', { name: 'シリアル番号' })).toBeVisible();
  await page.getByTestId('store-selector').click();
  await expect(
    page.getByTestId('store-selector-panel').getByRole('checkbox').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await rows(page).first().getByTestId('row-expand').click();
  await page.getByTestId('row-detail').getByRole('button', { name: '履歴' }).click();
  await expect(page.getByTestId('history-entry').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history-modal')).toBeHidden();
});
