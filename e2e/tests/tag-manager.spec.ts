import { expect, test } from '@playwright/test';
import { freePort } from '../../packages/services/src/redis/testing';
import { healthy, seededDataDir, startWebProcess, type WebProcess } from '../support/web-process';

/**
 * Decision 0047: with GTM_CONTAINER_ID the pages start Google Tag Manager's container, and the
 * Content-Security-Policy lets it load. A web process of the built app with the setting; the
 * container's script is answered by the test (no machine here reaches Google). A page rendered
 * per request (the wishlist) reads the setting at once; cached pages read it when built.
 */

const CONTAINER = 'GTM-MAISON1';
let web: WebProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  web = startWebProcess(port, { GTM_CONTAINER_ID: CONTAINER }, await seededDataDir());
  await healthy(web, 90_000);
});

test.afterAll(async () => {
  await web?.stop();
});

test('a configured container is loaded after hydration, within the page policy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: "window.dataLayer.push({ event: 'container-ran' });",
    });
  });

  const res = await page.goto(`${web!.url}/ja/merkliste`);
  const policy = res!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);

  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => entry.event).filter((event) => event !== undefined),
      ),
    )
    .toEqual(expect.arrayContaining(['gtm.js', 'container-ran']));
  expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
  expect(violations).toEqual([]);
});
