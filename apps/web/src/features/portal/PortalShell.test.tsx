import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { session } from '@/features/account/session';
import { portalNavigation } from '@/features/header/portalNavigation';
import { renderWithIntl } from '@/ui/test-utils';
import { usePortalGuard } from './PortalChrome';
import { PortalShell } from './PortalShell';
import { BASE_ROUTES, CONFIG, portalUser, routeFetch } from './testing';

const replace = vi.fn();
let pathname = '/portal/archiv';
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace }),
}));

/** solo@maison.test: views at one location, no archive permission. */
const solo = portalUser({
  id: 3,
  portal_locations: [
    {
      location: 7,
      permissions: ['inventory:view_current', 'inventory:view_sell_in', 'orders:view_open'],
    },
  ],
});

/** A portal page as the pages guard themselves (002 §6). */
function GuardedPage() {
  return usePortalGuard() ? <p data-testid="portal-page">page</p> : null;
}

afterEach(() => {
  cleanup();
  replace.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('portal shell (002 §6)', () => {
  it('sends a visitor without a loaded user to the partner-portal error page', async () => {
    const location = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    await session.refresh();
    renderWithIntl(
      <PortalShell config={CONFIG}>
        <p>page</p>
      </PortalShell>,
      { locale: 'de' },
    );
    await waitFor(() => expect(location).toHaveBeenCalledWith('/partnerportal-fehler'));
    expect(screen.queryByText('page')).toBeNull();
  });

  it('publishes only the navigation links the user may see, and withdraws them on leaving', async () => {
    routeFetch(BASE_ROUTES);
    act(() => session.setUser(solo));
    const { unmount } = renderWithIntl(
      <PortalShell config={CONFIG}>
        <p>page</p>
      </PortalShell>,
      { locale: 'de' },
    );
    await screen.findByText('page');
    expect(portalNavigation.getSnapshot().items.map((i) => i.href)).toEqual(['/portal/stock']);
    unmount();
    expect(portalNavigation.getSnapshot().items).toEqual([]);
  });

  it('shows the user-management link to users with location_users:view (issue 19)', async () => {
    routeFetch(BASE_ROUTES);
    const viewer = portalUser({
      id: 3,
      portal_locations: [
        { location: 7, permissions: ['inventory:view_current', 'location_users:view'] },
      ],
    });
    act(() => session.setUser(viewer));
    renderWithIntl(
      <PortalShell config={CONFIG}>
        <p>page</p>
      </PortalShell>,
      { locale: 'de' },
    );
    await screen.findByText('page');
    expect(portalNavigation.getSnapshot().items.map((i) => i.href)).toEqual([
      '/portal/stock',
      '/portal/benutzer',
    ]);
  });

  it('redirects a forbidden page to the first permitted one', async () => {
    routeFetch(BASE_ROUTES);
    act(() => session.setUser(solo));
    pathname = '/portal/statistic';
    renderWithIntl(
      <PortalShell config={CONFIG}>
        <GuardedPage />
      </PortalShell>,
      { locale: 'de' },
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/portal/stock'));
    expect(screen.queryByTestId('portal-page')).toBeNull();
  });

  it('sends a user without any table permission to user management', async () => {
    routeFetch(BASE_ROUTES);
    act(() => session.setUser(portalUser({ portal_locations: [] })));
    pathname = '/portal/archiv';
    renderWithIntl(
      <PortalShell config={CONFIG}>
        <GuardedPage />
      </PortalShell>,
      { locale: 'de' },
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/portal/benutzer'));
  });
});
