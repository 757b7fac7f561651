import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cartCount } from '@/features/header/cartCount';
import { CONFIG, portalUser, routeFetch } from '@/features/portal/testing';
import { order, renderShop, SESSION } from './cart/testing';
import { CommerceGate } from './CommerceGate';

const nav = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  usePathname: () => '/shop/warenkorb',
  useRouter: () => nav,
}));

const SESSION_ROUTE = 'GET /api/v1/commerce/session/';
const INVALID = {
  status: 401,
  body: { detail: 'Invalid commerce token.', code: 'commerce_token_invalid' },
};
const ORDER_ROUTE = { 'GET /api/v1/commerce/orders/current/': { status: 200, body: order() } };

/** The session answers 401 until location `id` is authenticated, then the session. */
function authenticatingAt(id: number) {
  let authenticated = false;
  return {
    [SESSION_ROUTE]: () => (authenticated ? { status: 200, body: SESSION } : INVALID),
    [`POST /api/v1/locations/${id}/commerce/authenticate/`]: () => {
      authenticated = true;
      return { status: 200, body: { token: 'jwt' } };
    },
  };
}

const orderingAt = (...ids: number[]) =>
  portalUser({
    portal_locations: ids.map((location) => ({
      location,
      permissions: ['orders:use_as_billing_location'],
    })),
  });

const page = (
  <CommerceGate>
    <p>cart page</p>
  </CommerceGate>
);

let replaceLocation: ReturnType<typeof vi.spyOn>;
let assignLocation: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.sessionStorage.clear();
  replaceLocation = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  assignLocation = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  nav.replace.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cartCount.publish(null);
});

describe('commerce gate (000 §6, 002 §4)', () => {
  it('renders the page with the shop bar for a valid token, and publishes the cart count', async () => {
    routeFetch({ [SESSION_ROUTE]: { status: 200, body: SESSION }, ...ORDER_ROUTE });
    renderShop(page, { commerce: null });
    expect(await screen.findByText('cart page')).toBeTruthy();
    expect(screen.getByTestId('shop-bar-location').textContent).toBe('Goldhaus Zürich');
    expect(screen.getByRole('navigation', { name: 'Shop-Sitzung' }).textContent).toContain('CHF');
    await waitFor(() =>
      expect(screen.getByTestId('shop-bar-cart').textContent).toBe('Warenkorb (2)'),
    );
    expect(cartCount.getSnapshot()).toBe(2);
    expect(screen.getByTestId('shop-bar-change-location').getAttribute('href')).toBe(
      '/shop/standort?next=%2Fshop%2Fwarenkorb',
    );
  });

  it('authenticates the only ordering location at once', async () => {
    const { calls } = routeFetch({ ...authenticatingAt(4), ...ORDER_ROUTE });
    renderShop(page, { commerce: null, user: orderingAt(4) });
    expect(screen.getByTestId('shop-loading')).toBeTruthy();
    expect(await screen.findByText('cart page')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v1/locations/4/commerce/authenticate/',
    ]);
    expect(nav.replace).not.toHaveBeenCalled();
    // One location: nothing to change to.
    expect(screen.queryByTestId('shop-bar-change-location')).toBeNull();
  });

  it('without the commerce cookie, authenticates before reading the session (no 401 call)', async () => {
    const { calls } = routeFetch({ ...authenticatingAt(4), ...ORDER_ROUTE });
    renderShop(page, { commerce: null, user: orderingAt(4), commerceCookie: false });
    expect(await screen.findByText('cart page')).toBeTruthy();
    expect(
      calls
        .filter((c) => c.url.includes('/commerce/') || c.url.includes('/authenticate/'))
        .map((c) => `${c.method} ${c.url}`)
        .slice(0, 2),
    ).toEqual(['POST /api/v1/locations/4/commerce/authenticate/', SESSION_ROUTE]);
  });

  it('without the commerce cookie, sends a user with several locations to the selector at once', async () => {
    const { calls } = routeFetch({ [SESSION_ROUTE]: INVALID });
    renderShop(page, { commerce: null, user: orderingAt(1, 4), commerceCookie: false });
    await waitFor(() =>
      expect(nav.replace).toHaveBeenCalledWith('/shop/standort?next=%2Fshop%2Fwarenkorb'),
    );
    expect(calls).toEqual([]);
  });

  it('sends a user with several locations to the selector, and back here afterwards', async () => {
    routeFetch({ [SESSION_ROUTE]: INVALID });
    renderShop(page, { commerce: null, user: orderingAt(1, 4) });
    await waitFor(() =>
      expect(nav.replace).toHaveBeenCalledWith('/shop/standort?next=%2Fshop%2Fwarenkorb'),
    );
    expect(screen.queryByText('cart page')).toBeNull();
  });

  it('sends a user without an ordering location to the partner-portal error page', async () => {
    routeFetch({ [SESSION_ROUTE]: INVALID });
    renderShop(page, {
      commerce: null,
      user: portalUser({ portal_locations: [{ location: 7, permissions: ['orders:view_open'] }] }),
    });
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith(CONFIG.errorPageHref));
    expect(screen.queryByText('cart page')).toBeNull();
  });

  it('chooses again when the token belongs to another user', async () => {
    const { calls } = routeFetch({
      [SESSION_ROUTE]: { status: 200, body: { ...SESSION, user: 99 } },
    });
    renderShop(page, { commerce: null, user: orderingAt(1, 4) });
    await waitFor(() => expect(nav.replace).toHaveBeenCalled());
    expect(screen.queryByText('cart page')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks the token again when a page’s call finds it gone', async () => {
    let valid = true;
    routeFetch({
      [SESSION_ROUTE]: () => (valid ? { status: 200, body: SESSION } : INVALID),
      'GET /api/v1/commerce/orders/current/': () => {
        valid = false;
        return INVALID;
      },
    });
    renderShop(page, { commerce: null, user: orderingAt(1, 4) });
    await waitFor(() =>
      expect(nav.replace).toHaveBeenCalledWith('/shop/standort?next=%2Fshop%2Fwarenkorb'),
    );
  });

  it('says so when the shop cannot be reached', async () => {
    routeFetch({ [SESSION_ROUTE]: { status: 503, body: { detail: 'down' } } });
    renderShop(page, { commerce: null });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Der Shop ist gerade nicht erreichbar.',
    );
  });

  it('leaves the shop: the token is cleared, then the partner-portal error page (002 §4)', async () => {
    const { calls } = routeFetch({
      [SESSION_ROUTE]: { status: 200, body: SESSION },
      'POST /api/v1/commerce/logout/': { status: 204 },
      ...ORDER_ROUTE,
    });
    renderShop(page, { commerce: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Shop verlassen' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(CONFIG.errorPageHref));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/commerce/logout/'))).toBe(
      true,
    );
    expect(cartCount.getSnapshot()).toBeNull();
  });
});
