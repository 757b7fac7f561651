import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  composePrice,
  defaultEngraving,
  formatCents,
  toCents,
  type JewelryGroup,
  type Order,
  type ProductGroup,
  type ServiceItemGroup,
} from '../../packages/domain/src/shop';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { baseURL, login, PASSWORD } from '../support/session';

/**
 * The trade shop (issue 7, spec 001 §2–§9, docs/shop.md) as jeweler@maison.test, who may order
 * for four locations: 1 Hofmann München (DE, EUR) and 4 Favre Genève (CH, CHF) are used here.
 * Carts are shared per location, so each run empties its location's cart through the API first.
 */

const JEWELER = 'jeweler@maison.test';
const SOLO = 'solo@maison.test';

const RING_OF_THE_YEAR = '10-2027';
const POWER_BRACELET = '20-2058';
const RING_BOX = '90-9001-0-00';
const RING_SIZER = '90-9005-0-00';

/** Shipping tiers of the seed (docs/shop.md "Seed assortment"): the middle tier, 500 g – 2 kg. */
const SHIPPING_UP_TO_2_KG: Record<string, number> = { EUR: 45, CHF: 43 };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

const origin = () => ({ origin: new URL(baseURL()).origin });

/** The page's own commerce token for a location (the same call the location selector makes). */
async function commerceToken(request: APIRequestContext, location: number): Promise<string> {
  const res = await request.post(`/api/v1/locations/${location}/commerce/authenticate/`, {
    headers: origin(),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function shopGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

async function emptyCart(request: APIRequestContext, token: string) {
  const order = await shopGet<Order>(request, token, '/commerce/orders/current/');
  for (const item of order.line_items) {
    const res = await request.delete(`/api/v1/commerce/line-items/${item.id}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  }
}

/** Chooses an option of the UI kit's dropdown inside a test-id wrapper. */
async function pick(field: Locator, option: string | RegExp) {
  await field.getByRole('combobox').first().click();
  await field.page().getByRole('option', { name: option }).first().click();
}

/** The cart sort labels per locale (the select shows translated labels). */
function sortLabel(locale: string, sort: 'added_at' | 'by_productname'): string {
  const messages = JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/i18n/messages/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as {
    cart: { sort: Record<string, string> };
  };
  return messages.cart.sort[sort]!;
}

const headerCount = (page: Page) =>
  page.getByTestId('header-regular').getByTestId('header-cart-count');

const group = (page: Page, skuPrefix: string) => page.getByTestId(`shop-group-${skuPrefix}`);

async function openGroup(page: Page, skuPrefix: string): Promise<Locator> {
  const card = group(page, skuPrefix);
  await card.scrollIntoViewIfNeeded();
  await card.getByTestId('shop-group-toggle').click();
  const form = card.getByTestId(/^shop-(service-)?form$/);
  await expect(form).toBeVisible();
  return form;
}

/** Adds the open form's selection and waits until the form has closed again (001 §4). */
async function addToCart(page: Page, form: Locator) {
  const added = page.waitForResponse(
    (res) =>
      res.url().includes('/api/v1/commerce/orders/current/line-items/') &&
      res.request().method() === 'POST',
  );
  await form.getByTestId('shop-add-to-cart').click();
  expect((await added).status()).toBe(201);
  await expect(form).toBeHidden({ timeout: 5_000 });
}

function jewelryGroups(groups: ProductGroup[]): JewelryGroup[] {
  return groups.filter((g): g is JewelryGroup => g.metaType === 'jewelry');
}

function serviceItem(groups: ProductGroup[], articleNumber: string): ServiceItemGroup {
  const item = groups.find(
    (g): g is ServiceItemGroup =>
      g.metaType === 'service_item' && g.articleNumber === articleNumber,
  );
  if (!item) throw new Error(`no service item ${articleNumber}`);
  return item;
}

const flows = [
  { location: 1, currency: 'EUR', locale: 'de', prefix: '' },
  { location: 4, currency: 'CHF', locale: 'ja', prefix: '/ja' },
] as const;

for (const flow of flows) {
  test(`a jeweler orders in ${flow.currency} (${flow.locale}): ring, power bracelet, ring of the year, service items`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await login(page, JEWELER);
    const token = await commerceToken(page.request, flow.location);
    await emptyCart(page.request, token);
    const groups = await shopGet<ProductGroup[]>(
      page.request,
      token,
      `/commerce/products/?language=${flow.locale}&currency=${flow.currency}`,
    );
    // The selector comes first: the jeweler has four ordering locations (002 §4).
    await page.context().clearCookies({ name: '_wff_commerce_token' });
    // Without the cookie the shop asks for no session it cannot have (no 401 in the console).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await gotoReady(page, `${flow.prefix}/shop`);
    await expect(page).toHaveURL(/\/shop\/standort/);
    await page.getByTestId(`commerce-location-${flow.location}`).check();
    await page.getByTestId('commerce-location-submit').click();
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/shop$`));
    await expect(page.getByTestId(`shop-group-${RING_OF_THE_YEAR}`)).toBeVisible({
      timeout: 30_000,
    });
    expect(consoleErrors).toEqual([]);

    const expected: number[] = [];

    // A ring with a special colour and a cursive engraving.
    const ring = jewelryGroups(groups).find(
      (g) =>
        g.productType === 'ring' && g.allowSpecialColor && g.allowEngraving && !g.isRingOfTheYear,
    )!;
    let form = await openGroup(page, ring.skuPrefix);
    await form.getByTestId(`shop-metal-color-${ring.metalColors[0]}`).check();
    const specialColor = 3 as const;
    await form.getByTestId(`shop-special-color-${specialColor}`).check();
    await form.getByTestId('shop-engraving-type-2').check();
    await form.getByTestId('shop-engraving-text').fill('Für immer');
    await expect(form.getByTestId('shop-engraving-preview')).toContainText('Für immer');
    const ringSelection = {
      metalColor: ring.metalColors[0]!,
      length: 56,
      specialColor,
      engravingType: 2 as const,
      engravingText: 'Für immer',
      engravingImage: null,
    };
    const ringPrice = composePrice(ring, ringSelection, flow.currency, null);
    await expect(form.getByTestId('shop-price')).toContainText(
      formatCents(
        ringPrice.base_amount_cents +
          ringPrice.special_color_amount_cents +
          ringPrice.engraving_amount_cents,
        flow.currency,
      ).replace(/\s/g, ' '),
    );
    expected.push(
      ringPrice.base_amount_cents +
        ringPrice.special_color_amount_cents +
        ringPrice.engraving_amount_cents,
    );
    await addToCart(page, form);
    await expect(headerCount(page)).toHaveText('1');

    // A power bracelet: nocommission forces the default engraving, commission restores ours.
    const bracelet = groups.find((g) => g.skuPrefix === POWER_BRACELET) as JewelryGroup;
    form = await openGroup(page, POWER_BRACELET);
    await form.getByTestId(`shop-metal-color-${bracelet.metalColors[0]}`).check();
    await expect(form.getByTestId('shop-order-type-commission')).toBeChecked();
    await form.getByTestId('shop-engraving-type-1').check();
    await form.getByTestId('shop-engraving-text').fill('Anna');
    await form.getByTestId('shop-order-type-nocommission').check();
    const standard = defaultEngraving(bracelet);
    await expect(form.getByTestId('shop-engraving-text')).toHaveValue(standard.engravingText);
    await expect(form.getByTestId('shop-engraving-text')).toBeDisabled();
    await form.getByTestId('shop-order-type-commission').check();
    await expect(form.getByTestId('shop-engraving-text')).toHaveValue('Anna');
    await form.getByTestId('shop-order-type-nocommission').check();
    await expect(form.getByTestId('shop-engraving-text')).toHaveValue(standard.engravingText);
    const braceletPrice = composePrice(
      bracelet,
      {
        metalColor: bracelet.metalColors[0]!,
        length: 17,
        specialColor: null,
        ...standard,
      },
      flow.currency,
      null,
    );
    expected.push(braceletPrice.base_amount_cents + braceletPrice.engraving_amount_cents);
    await addToCart(page, form);

    // The ring of the year: commission only, a free limit number, the end customer's name.
    const roty = groups.find((g) => g.skuPrefix === RING_OF_THE_YEAR) as JewelryGroup;
    form = await openGroup(page, RING_OF_THE_YEAR);
    await expect(form.getByTestId('shop-order-type-nocommission')).toHaveCount(0);
    await pick(form.getByTestId('shop-limit-number'), /\d+/);
    await form.getByTestId('shop-add-to-cart').click();
    await expect(form.getByTestId('shop-error-endCustomerName')).toBeVisible();
    await form.getByTestId('shop-end-customer-name').fill('Clara Winter');
    const rotyPrice = composePrice(
      roty,
      {
        metalColor: 'GG',
        length: 56,
        specialColor: null,
        engravingType: null,
        engravingText: '',
        engravingImage: null,
      },
      flow.currency,
      null,
    );
    expected.push(rotyPrice.base_amount_cents);
    await addToCart(page, form);

    // Two service items.
    await page.getByTestId('shop-filter-service_item').click();
    for (const [code, quantity] of [
      [RING_BOX, 5],
      [RING_SIZER, 1],
    ] as const) {
      const item = serviceItem(groups, code);
      form = await openGroup(page, item.skuPrefix);
      await pick(form.getByTestId('shop-quantity'), new RegExp(`^${quantity}\\D`));
      expected.push(toCents(item.price, flow.currency) * quantity);
      await addToCart(page, form);
    }
    await expect(headerCount(page)).toHaveText('5');

    // The cart: sorting, lines and totals.
    await page.getByTestId('header-regular').getByTestId('header-cart').click();
    await expect(page).toHaveURL(/\/shop\/warenkorb$/);
    await expect(page.getByTestId('cart-headline')).toBeVisible();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(5);
    const names = () => page.getByTestId('cart-line-name').allTextContents();
    const newestFirst = await names();
    expect(newestFirst[0]).toContain(serviceItem(groups, RING_SIZER).name);
    await pick(page.getByTestId('cart-sort'), sortLabel(flow.locale, 'by_productname'));
    const byName = await names();
    expect(byName).toEqual(
      [...byName].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' })),
    );

    const subtotal = expected.reduce((sum, cents) => sum + cents, 0);
    const shipping = SHIPPING_UP_TO_2_KG[flow.currency]! * 100;
    const text = (cents: number) => formatCents(cents, flow.currency).replace(/\s/g, ' ');
    const normalised = async (id: string) =>
      ((await page.getByTestId(id).textContent()) ?? '').replace(/\s/g, ' ');
    expect(await normalised('cart-subtotal')).toContain(text(subtotal));
    expect(await normalised('cart-shipping')).toContain(text(shipping));
    expect(await normalised('cart-total')).toContain(text(subtotal + shipping));
    await expect(page.getByTestId('cart-terms')).toHaveAttribute(
      'href',
      flow.locale === 'de' ? /\/service\/agb/ : /^\/en\//,
    );
    await expectNoSeriousA11yViolations(page);

    // Place the order: success view, badge 0, the order in the portal's open orders.
    await page.getByTestId('cart-place-order').click();
    const success = page.getByTestId('cart-success');
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(headerCount(page)).toHaveText('0');
    const number = /MA-\d+/.exec((await success.textContent()) ?? '')?.[0];
    expect(number).toBeTruthy();

    const open = await page.request.get(
      `/api/v1/open-orders/?location__in=${flow.location}&search=${number}`,
    );
    expect(open.status()).toBe(200);
    expect(((await open.json()) as { count: number }).count).toBe(5);
    await gotoReady(page, `${flow.prefix}/portal/open-orders`);
    await page.getByTestId('portal-table').getByRole('searchbox').fill(number!);
    await expect(page.getByTestId('table-row').first()).toContainText(number!, {
      timeout: 30_000,
    });
  });
}

test('shop access: login first, no ordering permission, empty cart, leaving the shop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor is sent to the login and comes back to the shop afterwards (000 §6).
  await gotoReady(page, '/shop/warenkorb');
  await expect(page).toHaveURL(/\/anmelden\?next=%2Fshop%2Fwarenkorb/);
  // Logging in on the page: the tab now also sends its access token (Token scheme), and the
  // shop still reads its commerce cookie.
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(JEWELER);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/shop\/standort\?next=%2Fshop%2Fwarenkorb/);
  await page.getByTestId('commerce-location-2').check();
  await page.getByTestId('commerce-location-submit').click();
  await expect(page).toHaveURL(/\/shop\/warenkorb$/);
  await expect(page.getByTestId('cart-headline')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('shop-bar-location')).toContainText('Hofmann Nürnberg');
  await page.context().clearCookies();

  // solo@maison.test may look at the portal but not order: the partner-portal error page.
  await login(page, SOLO);
  await gotoReady(page, '/shop');
  await expect(page).toHaveURL(/\/partnerportal-fehler$/);
  await page.context().clearCookies();

  // The jeweler's location selector, the empty cart and its way back to the shop.
  await login(page, JEWELER);
  const token = await commerceToken(page.request, 2);
  await emptyCart(page.request, token);
  await gotoReady(page, '/ja/shop/warenkorb');
  await expect(page.getByTestId('cart-empty')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('shop-bar-location')).toContainText('Hofmann Nürnberg');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('cart-continue').click();
  await expect(page).toHaveURL(/\/ja\/shop$/);
  await expect(page.getByTestId(`shop-group-${RING_OF_THE_YEAR}`)).toBeVisible();
  await page.getByTestId(`shop-group-${RING_OF_THE_YEAR}`).getByTestId('shop-group-toggle').click();
  await expect(page.getByTestId('shop-form')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Another location through the selector, then leaving the shop clears the token (002 §4).
  await page.getByTestId('shop-bar-change-location').click();
  await expect(page).toHaveURL(/\/ja\/shop\/standort/);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('commerce-location-5').check();
  await page.getByTestId('commerce-location-submit').click();
  await expect(page.getByTestId('shop-bar-location')).toContainText('Favre Lausanne');
  await page.getByTestId('shop-bar-leave').click();
  await expect(page).toHaveURL(/\/ja\/partner-portal-error$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === '_wff_commerce_token')).toBe(false);
});
