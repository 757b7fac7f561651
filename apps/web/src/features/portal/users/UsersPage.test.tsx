import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@maison/domain/permissions';
import { toast, Toaster } from '@/ui/Toast';
import type { LocationUser, PendingInvite } from '../api';
import { BASE_ROUTES, portalUser, renderPortal, routeFetch } from '../testing';
import { UsersPage } from './UsersPage';

/** Radix selects and dialogs take many renders; a busy CI machine needs more than 5 s. */
const SLOW_MS = 20_000;

vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/portal/benutzer',
  useRouter: () => ({ replace: vi.fn() }),
}));

const person = (
  id: number,
  first: string,
  last: string,
  extra: Partial<LocationUser['user']> = {},
) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@maison.test`,
  username: null,
  is_superuser: false,
  ...extra,
});
const JULIA = person(7, 'Julia', 'Hofmann', { email: 'jeweler@maison.test' });
const LENA = person(60, 'Lena', 'Vogt');
const MARIE = person(1, 'Marie', 'Admin', { is_superuser: true });

const at = (location: number, user: LocationUser['user']): LocationUser => ({
  id: location * 100 + user.id,
  user,
  permissions: ['location:manage'],
  user_id: user.id,
  location,
  portal_user_type: 'jeweler',
});

const invite: PendingInvite = {
  id: 9,
  email: 'tom@maison.test',
  username: null,
  user_data: { first_name: 'Tom', last_name: 'Kern', gender: 'M' },
  location: 2,
  permissions: ['location:manage'],
  language: 'de',
  created_at: '2026-03-01T10:00:00Z',
  expires_at: '2026-03-08T10:00:00Z',
};

function setup(
  user = portalUser(),
  extra: Record<string, { status: number; body?: unknown }> = {},
) {
  const users: Record<number, LocationUser[]> = {
    1: [at(1, JULIA), at(1, LENA)],
    2: [at(2, MARIE), at(2, JULIA), at(2, LENA)],
    4: [at(4, JULIA)],
    5: [at(5, JULIA)],
  };
  const routes = Object.fromEntries(
    [1, 2, 4, 5].flatMap((id) => [
      [
        `GET /api/v1/locations/${id}/users/pending/`,
        { status: 200, body: id === 2 ? [invite] : [] },
      ],
      [`GET /api/v1/locations/${id}/users/`, { status: 200, body: users[id] }],
    ]),
  );
  const fetched = routeFetch({ ...BASE_ROUTES, ...routes, ...extra });
  renderPortal(
    <>
      <UsersPage />
      <Toaster />
    </>,
    { user },
  );
  return fetched;
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const row = (scope: HTMLElement, name: string) =>
  within(scope)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

describe('user management list (002 §2, §4, §6)', { timeout: SLOW_MS }, () => {
  it('groups users by location with self and superuser badges and pending invites', async () => {
    setup();
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(7));
    const graz = group('Atelier Graz');
    expect(within(row(graz, 'Julia Hofmann')).getByTestId('badge-self').textContent).toBe('Sie');
    expect(within(row(graz, 'Marie Admin')).getByTestId('badge-superuser')).toBeTruthy();
    const pending = row(graz, 'Tom Kern');
    expect(within(pending).getByTestId('invite-pending').textContent).toBe('Einladung ausstehend');
    expect(pending.textContent).toContain('gültig bis 08.03.2026');
    // Edit is hidden for oneself and for pending entries.
    expect(within(row(graz, 'Julia Hofmann')).queryByTestId('user-edit')).toBeNull();
    expect(within(pending).queryByTestId('user-edit')).toBeNull();
    expect(
      within(row(graz, 'Lena Vogt')).getByRole('button', {
        name: 'Berechtigungen von Lena Vogt bearbeiten',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('user-invite')).toBeTruthy();
  });

  it('shows all users once with their locations', async () => {
    setup();
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(7));
    fireEvent.click(screen.getByText('Alle Benutzer'));
    const rows = screen.getAllByTestId('user-row');
    expect(rows.map((r) => r.querySelector('th span')!.textContent)).toEqual([
      'Marie Admin',
      'Julia Hofmann',
      'Lena Vogt',
    ]);
    expect(rows[2]!.textContent).toContain('Atelier Wien, Atelier Graz');
    expect(screen.getAllByTestId('invite-row')).toHaveLength(1);
  });

  it('a viewer without location_users:manage gets no invite, edit or invite actions', async () => {
    setup(
      portalUser({
        portal_locations: [
          { location: 2, permissions: ['inventory:view_current', 'location_users:view'] },
        ],
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(3));
    expect(screen.getAllByTestId('user-group')).toHaveLength(1);
    expect(screen.queryByTestId('user-invite')).toBeNull();
    expect(screen.queryByTestId('user-edit')).toBeNull();
    expect(screen.queryByTestId('invite-resend')).toBeNull();
    expect(screen.queryByTestId('invite-withdraw')).toBeNull();
  });

  it('resends and withdraws a pending invite with toasts', async () => {
    const { calls } = setup(
      portalUser({ portal_locations: [{ location: 2, permissions: [...PERMISSIONS] }] }),
      {
        'POST /api/v1/locations/2/users/pending/9/resend/': { status: 204 },
        'DELETE /api/v1/locations/2/users/pending/9/': { status: 204 },
      },
    );
    await screen.findByTestId('invite-row');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Einladung an Tom Kern erneut senden' })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain(
        'Die Einladung an Tom Kern ist erneut verschickt.',
      ),
    );
    act(() => toast.clear());
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Einladung an Tom Kern zurückziehen' })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain(
        'Die Einladung an Tom Kern ist zurückgezogen.',
      ),
    );
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('opens the invite modal and the matrix', async () => {
    setup();
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(7));
    fireEvent.click(screen.getByTestId('user-invite'));
    expect(await screen.findByRole('dialog', { name: 'Benutzer einladen' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(group('Atelier Wien')).getByTestId('user-edit'));
    expect(
      await screen.findByRole('dialog', { name: 'Berechtigungen von Lena Vogt' }),
    ).toBeTruthy();
  });
});
