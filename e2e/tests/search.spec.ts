import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tokenFor } from '../support/auth';
import { expectNoA11yViolations } from '../support/axe';
import { clientAddressHeaders, gotoReady } from '../support/page';

/** Issue 16: the site search from the header, the suggestions and the results page. */

const searchEvents = (page: Page) =>
  page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => entry.event === 'submit_search').length,
  );

async function openSearch(page: Page) {
  await page.getByTestId('header-regular').getByTestId('header-search').click();
  const box = page.getByTestId('search-panel').getByRole('combobox');
  await expect(box).toBeFocused();
  return box;
}

for (const { locale, prefix, term } of [
  { locale: 'de', prefix: '', term: 'Flo' },
  { locale: 'ja', prefix: '/ja', term: 'リング' },
]) {
  test.describe(`search (${locale})`, () => {
    test('three letters show at most five suggestions; the keyboard opens one', async ({
      page,
    }) => {
      await gotoReady(page, prefix || '/');
      const box = await openSearch(page);
      await box.pressSequentially(term, { delay: 50 });
      const options = page.getByTestId('search-suggestion');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeLessThanOrEqual(5);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await box.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      const name = (await first.textContent())!;
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]!);
      expect(await searchEvents(page)).toBe(0);
    });

    test('Enter in the header opens the results; submit_search is pushed once', async ({
      page,
    }) => {
      await gotoReady(page, prefix || '/');
      const box = await openSearch(page);
      await box.fill(locale === 'de' ? 'Ring' : 'リング');
      // Escape closes the open list first; the term stays.
      await expect(page.getByTestId('search-suggestion').first()).toBeVisible();
      await box.press('Escape');
      await expect(box).not.toHaveValue('');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/suche\\?s=`));
      await expect(page.getByTestId('search-count')).toBeVisible();
      const hits = page.getByTestId('search-hit');
      expect(await hits.count()).toBeGreaterThan(0);
      await expect(hits.first().locator('mark').first()).toBeVisible();
      expect(await searchEvents(page)).toBe(1);
      await expectNoA11yViolations(page);
    });
  });
}

// The notices do not change with the language: de alone (CI time).
test('the no-query and no-results notices show (de)', async ({ page }) => {
  await gotoReady(page, `/suche`);
  await expect(page.getByTestId('search-no-query')).toBeVisible();
  await gotoReady(page, `/suche?s=qxzvwplk`);
  await expect(page.getByTestId('search-no-results')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('filters narrow the results and pages follow one another (de)', async ({ page }) => {
  await gotoReady(page, '/suche?s=gold');
  const count = async () =>
    Number((await page.getByTestId('search-count').textContent())!.match(/\d+/)![0]);
  const all = await count();
  await page.getByRole('button', { name: 'Weißgold' }).click();
  await expect(page).toHaveURL(/metalColor=WG/);
  expect(await count()).toBeLessThan(all);
  await expect(page.getByRole('button', { name: 'Weißgold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: /^Juweliere/ }).click();
  await expect(page).toHaveURL(/type=jeweler/);
  for (const hit of await page.getByTestId('search-hit').all()) {
    await expect(hit).toHaveAttribute('data-type', 'jeweler');
  }
});

test('paging: 80 hits per page, then the next page', async ({ page }) => {
  await gotoReady(page, '/en/suche?s=a');
  // "a" is in more than 80 of the pack's English records (products, pages, jewelers).
  const paging = page.getByRole('navigation', { name: 'Result pages' });
  await expect(page.getByTestId('search-hit')).toHaveCount(80);
  await paging.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('search-page')).toHaveText(/^Page 2 of \d+$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header links to the search page, whose form searches by GET', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Suche öffnen' }).first().click();
    await expect(page).toHaveURL(/\/suche$/);
    await page.getByRole('combobox').fill('Flora');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\?s=Flora/);
    await expect(page.getByTestId('search-hit').first()).toContainText('Flora');
  });
});

test('a published product is found within 2 s; unpublished, it is gone', async ({ request }) => {
  const token = await tokenFor({ id: 1, email: 'admin@maison.test', is_superuser: true });
  const headers = { ...clientAddressHeaders(), Authorization: `Token ${token}` };
  const name = `Solenne${Date.now()}`;
  const hits = async (req: APIRequestContext) =>
    ((await (await req.get(`/api/v1/search/?q=${name}&locale=de`)).json()) as { nbHits: number })
      .nbHits;
  expect(await hits(request)).toBe(0);
  const created = await request.post('/api/v1/cms/stories/', {
    headers,
    data: {
      folder: 'produkte',
      publish: true,
      locales: {
        de: {
          name,
          slug: name.toLowerCase(),
          content: {
            component: 'product',
            _uid: `${name}-product`,
            type: 'ring',
            name,
            mpn: '10-9990',
            pageSummary: 'Neu in der Kollektion.',
            body: [],
          },
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const within = { timeout: 2_000, intervals: [100, 200] };
  await expect.poll(() => hits(request), within).toBe(1);
  const { story } = (await created.json()) as { story: { uuid: string } };
  const unpublished = await request.post(`/api/v1/cms/stories/${story.uuid}/unpublish/`, {
    headers,
    data: {},
  });
  expect(unpublished.status()).toBe(200);
  await expect.poll(() => hits(request), within).toBe(0);
});
