import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BASE_ROUTES, CONFIG, portalUser, routeFetch } from '@/features/portal/testing';
import { renderShop, SESSION } from '../cart/testing';
import { LocationSelector } from './LocationSelector';

const nav = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/shop/standort',
  useRouter: () => nav,
}));

const SESSION_ROUTE = 'GET /api/v1/commerce/session/';
const NO_TOKEN = { status: 401, body: { detail: 'Invalid commerce token.' } };

const orderingAt = (...ids: number[]) =>
  portalUser({
    portal_locations: [
      ...ids.map((location) => ({ location, permissions: ['orders:use_as_target_location'] })),
      // Viewing alone does not allow ordering (0013).
      { location: 5, permissions: ['inventory:view_current'] },
    ],
  });

const radio = (id: number) => screen.getByTestId(`commerce-location-${id}`) as HTMLInputElement;

let replaceLocation: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.history.replaceState(null, '', '/shop/standort');
  replaceLocation = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  nav.replace.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('commerce location selector (002 §2, §4)', () => {
  it('lists the ordering locations grouped by organization, with country and currency', async () => {
    routeFetch({ ...BASE_ROUTES, [SESSION_ROUTE]: NO_TOKEN });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt(1, 2, 4) });
    const groups = await screen.findAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Atelier Hofmann',
      'Goldhaus',
    ]);
    expect(within(groups[0]!).getAllByRole('radio')).toHaveLength(2);
    expect(within(groups[1]!).getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByTestId('commerce-location-5')).toBeNull();
    expect(radio(4).closest('label')?.textContent).toContain('Schweiz · Währung CHF');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('shows a superuser every location', async () => {
    routeFetch({ ...BASE_ROUTES, [SESSION_ROUTE]: NO_TOKEN });
    renderShop(<LocationSelector />, {
      commerce: null,
      user: portalUser({ is_superuser: true, portal_locations: [] }),
    });
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
  });

  it('preselects the current token’s location', async () => {
    routeFetch({ ...BASE_ROUTES, [SESSION_ROUTE]: { status: 200, body: SESSION } });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt(1, 2, 4) });
    await waitFor(() => expect(radio(4).checked).toBe(true));
    expect(radio(4).closest('label')?.textContent).toContain('Aktueller Standort');
  });

  it('authenticates the chosen location and returns to the shop page it came from', async () => {
    window.history.replaceState(null, '', '/ja/shop/standort?next=%2Fja%2Fshop%2Fwarenkorb');
    const { calls } = routeFetch({
      ...BASE_ROUTES,
      [SESSION_ROUTE]: NO_TOKEN,
      'POST /api/v1/locations/2/commerce/authenticate/': { status: 200, body: { token: 'jwt' } },
    });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt(1, 2, 4), locale: 'ja' });
    const submit = await screen.findByTestId('commerce-location-submit');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(radio(2));
    fireEvent.click(screen.getByTestId('commerce-location-submit'));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/shop/warenkorb'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v1/locations/2/commerce/authenticate/',
    ]);
  });

  it('goes to /shop without a shop page to return to, and says why a choice failed', async () => {
    window.history.replaceState(null, '', '/shop/standort?next=https%3A%2F%2Fevil.test%2F');
    let status = 403;
    routeFetch({
      ...BASE_ROUTES,
      [SESSION_ROUTE]: NO_TOKEN,
      'POST /api/v1/locations/1/commerce/authenticate/': () =>
        status === 403
          ? { status, body: { detail: 'You do not have permission to perform this action.' } }
          : { status, body: { token: 'jwt' } },
    });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt(1, 4) });
    fireEvent.click(await screen.findByTestId('commerce-location-1'));
    fireEvent.click(screen.getByTestId('commerce-location-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sie dürfen für diesen Standort nicht bestellen.',
    );
    status = 200;
    fireEvent.click(screen.getByTestId('commerce-location-submit'));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/shop'));
  });

  it('authenticates a single ordering location at once', async () => {
    const { calls } = routeFetch({
      [SESSION_ROUTE]: NO_TOKEN,
      'POST /api/v1/locations/4/commerce/authenticate/': { status: 200, body: { token: 'jwt' } },
    });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt(4) });
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/shop'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('sends a user without an ordering location to the partner-portal error page', async () => {
    routeFetch({ [SESSION_ROUTE]: NO_TOKEN });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt() });
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith(CONFIG.errorPageHref));
  });

  it('logs a failure to load the locations (000 §8) and offers a retry (decision 0046)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({ [SESSION_ROUTE]: NO_TOKEN, 'GET /api/v1/locations/': { status: 500, body: {} } });
    renderShop(<LocationSelector />, { commerce: null, user: orderingAt(1, 4), locale: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The locations could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged.mock.calls.map(([message]) => message)).toContain(
      '[shop] GET /api/v1/locations/ failed',
    );
    logged.mockRestore();
  });
});
