import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PortalHead } from '../PortalChrome';
import {
  BASE_ROUTES,
  LOCATIONS,
  ORGANIZATIONS,
  portalUser,
  renderPortal,
  routeFetch,
} from '../testing';
import { renderWithIntl } from '@/ui/test-utils';
import { StoreGroups, StoreSelector } from './StoreSelector';
import { groupLocations, loadSelection, saveSelection } from './selection';

vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/portal/stock',
  useRouter: () => ({ replace: vi.fn() }),
}));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const groups = groupLocations(LOCATIONS, ORGANIZATIONS);
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('store selector (002 §2)', () => {
  it('shows a single location as a label', () => {
    renderWithIntl(
      <StoreSelector
        locations={[LOCATIONS[0]!]}
        groups={groupLocations([LOCATIONS[0]!], ORGANIZATIONS)}
        selected={[1]}
        onChange={() => undefined}
      />,
      { locale: 'de' },
    );
    const label = screen.getByTestId('store-selector');
    expect(label.tagName).toBe('P');
    expect(label.textContent).toContain('Atelier Wien');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('groups several locations by organization with a checkbox per store', () => {
    renderWithIntl(<StoreGroups groups={groups} selected={[1, 4]} onChange={() => undefined} />, {
      locale: 'de',
    });
    const fieldsets = screen.getAllByTestId('store-group');
    expect(fieldsets).toHaveLength(2);
    expect(within(fieldsets[0]!).getByText('Atelier Hofmann')).toBeTruthy();
    expect(box('Atelier Wien').checked).toBe(true);
    expect(box('Atelier Graz').checked).toBe(false);
    // Part of an organization checked: its box is mixed.
    expect(box('Atelier Hofmann').getAttribute('aria-checked')).toBe('mixed');
  });

  it('toggles single stores and whole organizations', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithIntl(
      <StoreGroups groups={groups} selected={[1, 4]} onChange={onChange} />,
      { locale: 'de' },
    );
    fireEvent.click(box('Atelier Graz'));
    expect(onChange).toHaveBeenLastCalledWith([1, 4, 2]);
    fireEvent.click(box('Goldhaus Zürich'));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    // Partly checked organization: all of it on; fully checked: all of it off.
    fireEvent.click(box('Goldhaus'));
    expect(onChange).toHaveBeenLastCalledWith([1, 4, 5]);
    rerender(<StoreGroups groups={groups} selected={[1, 2, 4]} onChange={onChange} />);
    fireEvent.click(box('Atelier Hofmann'));
    expect(onChange).toHaveBeenLastCalledWith([4]);
  });

  it('makes a group collapsible only above 3 stores', () => {
    const big = [
      ...LOCATIONS,
      { id: 6, name: 'Goldhaus Bern', organization: 2, country: 'CH', currency: 'CHF' },
      { id: 7, name: 'Goldhaus Genf', organization: 2, country: 'CH', currency: 'CHF' },
    ];
    renderWithIntl(
      <StoreGroups
        groups={groupLocations(big, ORGANIZATIONS)}
        selected={[]}
        onChange={() => undefined}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('button', { name: 'Collapse Atelier Hofmann' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Collapse Goldhaus' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Expand Goldhaus' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Goldhaus Genf' })).toBeNull();
  });

  it('keeps each user’s choice; every store when nothing was saved', () => {
    expect(loadSelection(7, LOCATIONS)).toEqual([1, 2, 4, 5]);
    saveSelection(7, [2, 5]);
    expect(loadSelection(7, LOCATIONS)).toEqual([2, 5]);
    expect(loadSelection(8, LOCATIONS)).toEqual([1, 2, 4, 5]);
    // A store the user no longer has is dropped from the saved choice.
    expect(loadSelection(7, LOCATIONS.slice(0, 2))).toEqual([2]);
    saveSelection(7, []);
    expect(loadSelection(7, LOCATIONS)).toEqual([]);
  });

  it('loads locations and organizations, and saves the choice made in the panel', async () => {
    routeFetch(BASE_ROUTES);
    renderPortal(<PortalHead title="Bestand" />, { user: portalUser({ id: 42 }) });
    const trigger = await screen.findByTestId('store-selector');
    await waitFor(() => expect(trigger.textContent).toContain('Alle 4 Filialen'));
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Atelier Hofmann' }));
    expect(JSON.parse(window.localStorage.getItem('maison.portal.stores.42')!)).toEqual([4, 5]);
    await waitFor(() => expect(trigger.textContent).toContain('2 von 4 Filialen'));
  });

  it('logs a failed locations call and shows the page without stores or an error (002 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch({
      'GET /api/v1/locations/': { status: 500, body: { detail: 'A server error occurred.' } },
      'GET /api/v1/organizations/': { status: 200, body: ORGANIZATIONS },
    });
    renderPortal(<PortalHead title="Bestand" />);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[portal] GET /locations/ failed', expect.any(Error)),
    );
    expect(screen.getByRole('heading', { name: 'Bestand' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    error.mockRestore();
  });

  it('logs a failed organizations call and still offers every store (002 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = routeFetch(BASE_ROUTES);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).startsWith('/api/v1/organizations/')) throw new TypeError('Failed to fetch');
      return answer(url, init);
    });
    renderPortal(<PortalHead title="Bestand" />);
    const trigger = await screen.findByTestId('store-selector');
    await waitFor(() => expect(trigger.textContent).toContain('Alle 4 Filialen'));
    expect(error).toHaveBeenCalledWith(
      '[portal] GET /organizations/ failed',
      expect.any(TypeError),
    );
    fireEvent.click(trigger);
    for (const location of LOCATIONS) expect(box(location.name).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
