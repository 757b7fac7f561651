import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { inlineScriptHashes } from '../../apps/web/src/features/security/inline-scripts';
import { documentPolicy, FILE_POLICY } from '../../apps/web/src/features/security/policy';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { baseURL, login } from '../support/session';

/**
 * Security headers of pages and files (issue 14, docs/decisions/0017-security-headers.md), and
 * pages that run under their policy without a single violation. The run is not production
 * (MAISON_ENV unset), so no response carries HSTS.
 */

const JEWELER = 'jeweler@maison.test';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

function expectCommonHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('microphone=()');
  expect(headers['permissions-policy'], what).toContain('payment=()');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** The product page linked first from the rings collection. */
async function productPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/schmuck/ringe')).text();
  const href = html.match(/data-testid="product-card"[^>]*>\s*<a[^>]*\shref="(\/[^"]+)"/)?.[1];
  expect(href, 'a product card on /schmuck/ringe').toBeTruthy();
  return href!;
}

/** The pages checked for violations; `product` stands for a product page of the collection. */
const PUBLIC_PAGES = [
  '/',
  '/schmuck/ringe',
  'product',
  '/ja',
  '/anmelden',
  '/kitchen-sink',
  '/styleguide',
];
const label = (name: string) => (name === 'product' ? 'a product page' : name);

test('application pages carry a fresh nonce policy and the security headers (de, ja)', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of ['/anmelden', '/anmelden', '/ja/anmelden', '/merkliste', '/ja/merkliste']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectCommonHeaders(res, path);
    const policy = res.headers()['content-security-policy'] ?? '';
    const scripts = directive(policy, 'script-src') ?? [];
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce, `${path}: ${policy}`).toBeTruthy();
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expectRestOfPolicy(policy, path);
    nonces.add(nonce!);

    // Next put the nonce on every script it wrote; JSON-LD data blocks do not run.
    const html = await res.text();
    const tags = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(tags.length, path).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(5);
});

test('cached pages carry the hashes of their own inline scripts and the security headers (de, ja, 404)', async ({
  request,
}) => {
  for (const [path, status] of [
    ['/', 200],
    ['/ja', 200],
    ['/ja/jewelry/rings', 200],
    ['/gibt-es-nicht', 404],
    ['/ja/gibt-es-nicht', 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    expectCommonHeaders(res, path);
    const policies = res.headersArray().filter((h) => h.name === 'content-security-policy');
    expect(policies, `${path}: one policy`).toHaveLength(1);
    const policy = policies[0]!.value;
    const scripts = directive(policy, 'script-src') ?? [];
    expect(
      scripts.some((s) => s.startsWith("'nonce-")),
      `${path}: ${policy}`,
    ).toBe(false);
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expectRestOfPolicy(policy, path);
    // Every inline script is a framework data script, and each one's hash is allowed.
    const { hashes, refused } = inlineScriptHashes(await res.text());
    expect(refused, path).toBe(0);
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(policy, path).toBe(
      documentPolicy(
        { hashes },
        { production: false, development: false, mapOrigins: [], tagManager: false },
      ),
    );
  }
});

function expectRestOfPolicy(policy: string, path: string) {
  expect(directive(policy, 'frame-ancestors'), path).toEqual(["'self'"]);
  expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
  expect(directive(policy, 'connect-src'), path).toEqual(["'self'"]);
  expect(policy, path).not.toMatch(/https?:/);
}

test('files carry nosniff, the referrer policy and a policy under which nothing runs', async ({
  request,
}) => {
  const home = await (await request.get('/ja')).text();
  const chunk = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  const stylesheet = home.match(/\/_next\/static\/[^"]+\.css/)?.[0];
  // The CJK font sheet is added by the page after load, never in the HTML (decision 0022).
  const fontSheet = '/fonts/jp.css';
  expect(chunk && stylesheet, 'script and stylesheet of /ja').toBeTruthy();
  const fontCss = await (await request.get(fontSheet)).text();
  const font = fontCss.match(/url\(["']?(\/fonts\/[^"')]+)/)?.[1];
  expect(font, fontSheet).toBeTruthy();

  for (const path of [
    chunk!,
    stylesheet!,
    fontSheet,
    font!,
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectCommonHeaders(res, path);
    expect(res.headers()['content-security-policy'], path).toBe(FILE_POLICY);
  }

  // MapLibre's worker runs under its own file's policy: on the offline basemap it may fetch
  // nothing (the page hands it the countries); a hosted style's origins would be its only hosts.
  const worker = await request.get('/maps/maplibre-gl-worker.mjs');
  expect(worker.status()).toBe(200);
  expectCommonHeaders(worker, 'the map worker');
  expect(worker.headers()['content-security-policy']).toBe("default-src 'none'");
});

/**
 * Collects what the page's policy refused: `securitypolicyviolation` events and the console
 * errors Chromium logs for them (also those of frames, which the event listener does not see).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      logged.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
      .catch(() => []);
    return [...events, ...logged];
  };
}

/** Scrolls to the end of the page so that lazy images, frames and chunks load. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The kitchen sink may never fall quiet (its frame embeds the home page, the popup opens):
  // what loaded within ten seconds is what is checked.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

for (const name of PUBLIC_PAGES) {
  test(`${label(name)} runs without a CSP violation`, async ({ page }) => {
    const path = name === 'product' ? await productPath(page.request) : name;
    const violations = await watchViolations(page);
    await gotoReady(page, path);
    await scrollThrough(page);
    expect(await violations(), path).toEqual([]);
  });
}

test('the mailbox shows a mail in its frame without a CSP violation', async ({ page }) => {
  // A mail in the outbox; its srcdoc frame inherits the page's policy.
  const reset = await page.request.post('/api/v1/users/reset-password/', {
    data: { email: 'visitor@maison.test' },
    headers: { origin: new URL(baseURL()).origin },
  });
  expect(reset.status()).toBe(204);
  const violations = await watchViolations(page);
  await gotoReady(page, '/mailbox');
  const mail = page.getByTestId('mailbox-list').getByRole('row').filter({ hasText: 'visitor@' });
  await mail.first().getByRole('button').click();
  await expect(page.frameLocator('[data-testid="mailbox-html"]').locator('body')).not.toBeEmpty();
  expect(await violations(), '/mailbox').toEqual([]);
});

test('the portal and the shop run without a CSP violation (jeweler)', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, JEWELER);
  const violations = await watchViolations(page);

  await gotoReady(page, '/portal/stock');
  await expect(page.getByTestId('table-row').first()).toBeVisible({ timeout: 30_000 });
  expect(await violations(), '/portal/stock').toEqual([]);

  // Without a commerce token the shop asks for the location first (002 §4).
  await page.context().clearCookies({ name: '_wff_commerce_token' });
  await gotoReady(page, '/shop');
  await expect(page).toHaveURL(/\/shop\/standort/);
  await page.getByTestId('commerce-location-1').check();
  await page.getByTestId('commerce-location-submit').click();
  await expect(page).toHaveURL(/\/shop$/);
  const group = page.locator('[data-testid^="shop-group-"]').first();
  await expect(group).toBeVisible({ timeout: 30_000 });
  await group.getByTestId('shop-group-toggle').click();
  await expect(group.getByTestId(/^shop-(service-)?form$/)).toBeVisible();
  expect(await violations(), '/shop').toEqual([]);

  await gotoReady(page, '/shop/warenkorb');
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/shop/warenkorb').toEqual([]);
});
