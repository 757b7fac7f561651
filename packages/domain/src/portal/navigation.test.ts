import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission, type PermissionSubject } from '../permissions';
import {
  NAVIGATION_RULES,
  PORTAL_USER_MANAGEMENT_PATH,
  firstPermittedPage,
  isNavigationAllowed,
  navigationRule,
  portalRedirect,
  visibleNavigation,
} from './navigation';

const holding = (...permissions: Permission[]): PermissionSubject => ({
  is_superuser: false,
  portal_locations: [{ location: 7, permissions }],
});

const NAV = [
  { label: 'Bestand', url: '/portal/stock' },
  { label: 'Sell-In', url: '/portal/sell-in' },
  { label: 'Sell-Out', url: '/portal/sell-out' },
  { label: 'Statistik', url: '/portal/statistic' },
  { label: 'Bestellungen', url: '/portal/open-orders' },
  { label: 'Archiv', url: '/portal/archiv' },
  { label: 'Benutzer', url: '/portal/benutzer' },
];

describe('navigation (002 §6)', () => {
  it('matches the URL text in the order sell-out, sell-in, stock, statistic, order, archiv', () => {
    expect(navigationRule('/portal/sell-out')?.permission).toBe('inventory:view_sell_out');
    expect(navigationRule('/en/portal/Sell-In?x=1')?.permission).toBe('inventory:view_sell_in');
    expect(navigationRule('/portal/open-orders')?.permission).toBe('orders:view_open');
    expect(navigationRule('/portal/archiv')?.permission).toBe('inventory:archive_item');
    expect(navigationRule('/portal/benutzer')).toBeNull();
  });

  it('hides items without the permission', () => {
    const user = holding('inventory:view_sell_in', 'orders:view_open');
    expect(visibleNavigation(user, NAV).map((i) => i.label)).toEqual(['Sell-In', 'Bestellungen']);
    expect(visibleNavigation({ is_superuser: true, portal_locations: [] }, NAV)).toEqual(NAV);
  });

  it('shows user management to users with location_users:view somewhere', () => {
    const viewer = holding('inventory:view_current', 'location_users:view');
    expect(visibleNavigation(viewer, NAV).map((i) => i.label)).toEqual(['Bestand', 'Benutzer']);
    expect(visibleNavigation(holding('location_users:manage'), NAV)).toEqual([]);
    // The page stays reachable: it is where a user without any page permission lands.
    expect(portalRedirect(holding(), PORTAL_USER_MANAGEMENT_PATH, NAV)).toBeNull();
  });

  it('redirects a forbidden page to the first permitted in the fixed order', () => {
    const user = holding('inventory:view_sell_out', 'orders:view_open');
    expect(portalRedirect(user, '/portal/stock', NAV)).toBe('/portal/sell-out');
    expect(portalRedirect(user, '/portal/sell-out', NAV)).toBeNull();
    expect(portalRedirect(holding('orders:view_open'), '/portal/archiv', NAV)).toBe(
      '/portal/open-orders',
    );
  });

  it('falls back to user management, and to default paths without configured links', () => {
    expect(firstPermittedPage(holding('location_users:view'), NAV)).toBe(
      PORTAL_USER_MANAGEMENT_PATH,
    );
    expect(firstPermittedPage(holding(), NAV, '/de/portal/users')).toBe('/de/portal/users');
    expect(firstPermittedPage(holding('inventory:view_statistics'))).toBe('/portal/statistic');
  });

  it('never redirects to a forbidden page', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS]), fc.constantFrom(...NAV), (permissions, page) => {
        const user = holding(...permissions);
        const target = portalRedirect(user, page.url, NAV);
        if (target === null) expect(isNavigationAllowed(user, page.url)).toBe(true);
        else {
          expect(isNavigationAllowed(user, target)).toBe(true);
          expect(isNavigationAllowed(user, page.url)).toBe(false);
        }
      }),
    );
  });

  it('names only known permissions', () => {
    for (const rule of NAVIGATION_RULES) expect(PERMISSIONS).toContain(rule.permission);
  });
});
