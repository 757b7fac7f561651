import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { eachTestFromItsOwnAddress, enterAll, submit, token, uniqueEmail } from '../support/forms';
import { gotoReady, scrollUntilAttached } from '../support/page';

/**
 * Issue 17: a jeweler's page (000 §2, §3) in de and ja: its address, phone link, opening
 * hours with today marked by the shop's clock, JewelryStore data, the appointment form sending
 * its CRM id as store_uuid, and no axe violation.
 */

eachTestFromItsOwnAddress();

const SLUG = 'juwelier-brenner-stuttgart';
const STORY = JSON.parse(
  readFileSync(new URL(`../../content/stories/juweliere/${SLUG}.json`, import.meta.url), 'utf8'),
) as { locales: Record<string, { content: Record<string, string> }> };
const JEWELER = STORY.locales.de!.content;

const PATHS = {
  de: `/juweliere/${SLUG}`,
  ja: `/ja/jewelers/${SLUG}`,
} as const;

const STATUS = {
  de: {
    open: 'Jetzt geöffnet',
    closed: 'Jetzt geschlossen',
    country: 'Deutschland',
    map: 'Lage von',
  },
  ja: { open: '営業中', closed: '営業時間外', country: 'ドイツ', map: '所在地' },
} as const;

// Wednesday 3 June 2026, 12:00 in Stuttgart; Sunday 7 June 2026, 12:00.
const WEDNESDAY_NOON = new Date('2026-06-03T10:00:00Z');
const SUNDAY_NOON = new Date('2026-06-07T10:00:00Z');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// de and a CJK locale; en's page differs only in its texts (CI time).
for (const locale of ['de', 'ja'] as const) {
  test(`${locale}: address, phone link, opening hours with today, JewelryStore, axe`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    const response = await gotoReady(page, PATHS[locale]);
    expect(response?.status()).toBe(200);

    const root = page.getByTestId('jeweler-page');
    await expect(root.locator('h1')).toHaveText(JEWELER.name!);
    await expect(page.locator('h1')).toHaveCount(1);
    const address = page.getByTestId('jeweler-address');
    await expect(address).toContainText(JEWELER.address!);
    await expect(address).toContainText(`${JEWELER.zip} ${JEWELER.city}`);
    await expect(address).toContainText(STATUS[locale].country);

    // The map pin: a locator map in the server HTML, the pin in its middle, on drawn land.
    const map = page.getByRole('img', { name: new RegExp(STATUS[locale].map) });
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleName(new RegExp(JEWELER.name!));
    const frame = (await map.boundingBox())!;
    const pin = (await page.getByTestId('jeweler-map-pin').boundingBox())!;
    expect(pin.x + pin.width / 2).toBeCloseTo(frame.x + frame.width / 2, -1);
    expect(pin.y + pin.height).toBeCloseTo(frame.y + frame.height / 2, -1);
    expect(
      await map
        .locator('path')
        .first()
        .evaluate((land) => land.getAttribute('d')?.length ?? 0),
    ).toBeGreaterThan(100);

    const phone = page.getByTestId('jeweler-phone');
    await expect(phone).toHaveText(JEWELER.phone!);
    await expect(phone).toHaveAttribute('href', `tel:${JEWELER.phone!.replace(/[\s()\-.]/g, '')}`);

    const hours = page.getByTestId('jeweler-hours');
    await expect(hours.locator('tr')).toHaveCount(7);
    const today = hours.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveAttribute('data-weekday', 'wed');
    await expect(page.getByTestId('jeweler-status')).toHaveText(STATUS[locale].open);

    const store = (await jsonLd(page)).find((data) => data['@type'] === 'JewelryStore');
    expect(store).toMatchObject({
      name: JEWELER.name,
      telephone: JEWELER.phone,
      address: { '@type': 'PostalAddress', streetAddress: JEWELER.address, addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect((store!.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);

    await expectNoA11yViolations(page);
  });
}

test('closed on Sunday by the shop clock, the opening hours still list every day', async ({
  page,
}) => {
  await page.clock.setFixedTime(SUNDAY_NOON);
  await gotoReady(page, PATHS.de);
  await expect(page.getByTestId('jeweler-status')).toContainText(STATUS.de.closed);
  await expect(page.locator('tr[aria-current="date"]')).toHaveAttribute('data-weekday', 'sun');
  await expect(page.locator('tr[data-weekday="sun"]')).toContainText('Geschlossen');
});

test('the server HTML lists the week and marks no day (the page is cached for everyone)', async ({
  request,
}) => {
  const html = await (await request.get(PATHS.de)).text();
  for (const day of ['Montag', 'Mittwoch', 'Sonntag']) expect(html).toContain(day);
  expect(html).not.toContain('aria-current="date"');
});

test("the appointment form sends the jeweler's CRM id as store_uuid", async ({ page }) => {
  await gotoReady(page, PATHS.de);
  const form = page.getByTestId('form-appointment_form');
  await scrollUntilAttached(page, form);
  await expect(form).toBeVisible();
  await enterAll(page, form, {
    gender: 'W',
    first_name: 'Clara',
    last_name: 'Brenner',
    email: uniqueEmail('jeweler'),
    mobile_phone: '+49 160 1234567',
    appointment_request: `Samstagvormittag ${token('jeweler')}`,
    data_agreement: true,
  });
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/v1/forms/'),
  );
  await submit(form);
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    store_uuid: JEWELER.crmUuid,
    storyblok_story_uuid: expect.any(String),
    metadata: { context: 'website' },
  });
  await expect(page.getByTestId('form-success')).toBeVisible();
});
