import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shopGroupUuid } from '../../packages/db/src/seed-shop';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { gotoReady } from '../support/page';
import { baseURL, PASSWORD } from '../support/session';

/**
 * Issue 14: the built app behind a TLS-terminating reverse proxy at a public host name, as it
 * is deployed. The proxy (started here) forwards to the app with `Host` of the app and
 * `X-Forwarded-Host`/`-Proto`/`-For` naming the public origin; the app trusts loopback as its
 * proxy (TRUSTED_PROXIES in playwright.config.ts). Chromium resolves the public name to the
 * proxy and accepts its self-signed certificate.
 */

const PUBLIC_HOST = 'shop.maison.example';
const JEWELER = 'jeweler@maison.test';
const LOCATION = 1;

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`],
  },
});

let proxy: https.Server;
let proxyPort = 0;
let publicOrigin = '';

/**
 * A request to the public origin from outside the browser (Node does not know the public name:
 * it connects to the proxy and says the name in TLS and Host, as a client on the internet does).
 */
function publicRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; location: string | undefined; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        servername: PUBLIC_HOST,
        rejectUnauthorized: false,
        method,
        path,
        headers: {
          host: `${PUBLIC_HOST}:${proxyPort}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'maison-proxy-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${PUBLIC_HOST}`,
      '-addext',
      `subjectAltName=DNS:${PUBLIC_HOST}`,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

test.beforeAll(async () => {
  const upstream = new URL(baseURL());
  proxy = https.createServer(selfSignedCertificate(), (req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: upstream.host,
          'x-forwarded-host': req.headers.host,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': forwardedFor,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.writeHead(502).end());
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
  publicOrigin = `https://${PUBLIC_HOST}:${proxyPort}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

/** A write from the page itself: the browser sets Origin and Sec-Fetch-Site, cookies ride along. */
async function pageFetch(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

async function loginThroughTheProxy(page: Page) {
  await gotoReady(page, `${publicOrigin}/anmelden`);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(JEWELER);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button').click();
  // 000 §4: without `next` and without a configured page, the login lands on the home page.
  await page.waitForURL(`${publicOrigin}/`);
  await gotoReady(page, `${publicOrigin}/konto`);
  await expect(page.getByTestId('account-view')).toBeVisible();
}

/** The cookies the browser holds for the public origin, as one Cookie header. */
async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies(publicOrigin);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

test('a jeweler logs in, saves to the wishlist, sends a form, acts in the portal and shops at the public HTTPS origin', async ({
  page,
}) => {
  // A redirect names the public origin, not the app's internal address.
  const redirect = await publicRequest('GET', '/schmuck/ringe/', {});
  expect(redirect.status).toBe(308);
  expect(redirect.location).toMatch(
    new RegExp(`^(${publicOrigin.replace(/[.]/g, '\\.')})?/schmuck/ringe$`),
  );

  await loginThroughTheProxy(page);
  const cookies = await page.context().cookies(publicOrigin);
  expect(cookies.map((c) => c.name)).toContain('_wff_access_token');

  // Wishlist through the product page's own button.
  await gotoReady(page, `${publicOrigin}/produkte/10-1014-solara`);
  const toggle = page.getByTestId('wishlist-toggle').first();
  await expect(toggle).toBeEnabled();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/users/me/') && res.request().method() === 'PATCH',
  );
  const before = await toggle.getAttribute('data-saved');
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).toHaveAttribute('data-saved', before === 'true' ? 'false' : 'true');

  // A form of a logged-in user.
  const form = await pageFetch(page, 'POST', '/api/v1/forms/', {
    action: 'CONTACT_FORM',
    form_id: 'contact-service',
    used_website_language: 'DE',
    email: JEWELER,
    message: 'Bitte um Rückruf wegen einer Reparatur.',
    data_agreement: true,
  });
  expect(form.status, JSON.stringify(form.json)).toBe(201);

  // A portal action on one of the jeweler's items.
  const list = await pageFetch(
    page,
    'GET',
    `/api/v1/inventory/current/?location__in=${LOCATION}&page_size=1`,
  );
  expect(list.status).toBe(200);
  const item = (list.json as { results: { serial_number: string }[] }).results[0]!;
  const action = await pageFetch(page, 'POST', '/api/v1/inventory/actions/', {
    actions: [
      {
        item_id: item.serial_number,
        action: 'set_client_note',
        parameters: { note: 'Behind the proxy' },
      },
    ],
  });
  expect(action.status, JSON.stringify(action.json)).toBeLessThan(300);

  // The shop: the location's commerce cookie, then add to cart with it.
  const shopSession = await pageFetch(
    page,
    'POST',
    `/api/v1/locations/${LOCATION}/commerce/authenticate/`,
  );
  expect(shopSession.status).toBe(200);
  const added = await pageFetch(page, 'POST', '/api/v1/commerce/orders/current/line-items/', {
    article_group_id: shopGroupUuid('90-9001-0-00'),
    quantity: 10,
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const lineId = (added.json as { line_item: { id: string } }).line_item.id;
  expect((await pageFetch(page, 'DELETE', `/api/v1/commerce/line-items/${lineId}/`)).status).toBe(
    200,
  );

  // The same writes with the same cookies from a foreign page are refused.
  await expectRefused({ cookie: await cookieHeader(page), origin: 'https://evil.example' }, 403);

  // No cookie, only headers a client may forge: nothing is written either.
  await expectRefused(
    {
      cookie: '_wff_session=1',
      authorization: 'Token forged.header.value',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '10.0.0.1',
      origin: publicOrigin,
    },
    401,
  );
});

async function expectRefused(headers: Record<string, string>, status: number) {
  const writes: [string, string, unknown][] = [
    ['PATCH', '/api/v1/users/me/', { wishlist: [] }],
    [
      'POST',
      '/api/v1/inventory/actions/',
      { actions: [{ item_id: 'x', action: 'set_client_note', parameters: { note: 'x' } }] },
    ],
    [
      'POST',
      '/api/v1/commerce/orders/current/line-items/',
      { article_group_id: shopGroupUuid('90-9001-0-00'), quantity: 10 },
    ],
  ];
  for (const [method, path, data] of writes) {
    const res = await publicRequest(method, path, headers, data);
    expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
  }
}
