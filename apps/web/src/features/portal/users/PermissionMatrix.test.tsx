import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS } from '@maison/domain/permissions';
import { PERMISSION_CATEGORIES } from '@maison/domain/portal/users';
import { toast, Toaster } from '@/ui/Toast';
import type { LocationUser } from '../api';
import {
  BASE_ROUTES,
  LOCATIONS,
  portalUser,
  renderPortal,
  routeFetch,
  type Call,
} from '../testing';
import { PermissionMatrix } from './PermissionMatrix';
import { membersOf, useListings } from './queries';

/** Radix selects and dialogs take many renders; a busy CI machine needs more than 5 s. */
const SLOW_MS = 20_000;

const LENA = {
  id: 60,
  first_name: 'Lena',
  last_name: 'Vogt',
  email: 'lena@maison.test',
  username: null,
  is_superuser: false,
};

const membership = (location: number, permissions: string[]): LocationUser => ({
  id: 500 + location,
  user: LENA,
  permissions,
  user_id: LENA.id,
  location,
  portal_user_type: 'jeweler',
});

/** The page's data path: the listed locations' users, Lena's memberships among them. */
function Harness({ onClose }: { onClose: () => void }) {
  const listings = useListings([1, 2, 4, 5]);
  const lena = membersOf(listings).find((m) => m.userId === LENA.id);
  if (!lena) return null;
  return <PermissionMatrix member={lena} columns={LOCATIONS} onClose={onClose} />;
}

type Answer = { status: number; body?: unknown };

function setup(
  memberships: LocationUser[],
  routes: Record<string, Answer> = {},
  editor = portalUser(),
) {
  const lists = Object.fromEntries(
    [1, 2, 4, 5].flatMap((id) => [
      [`GET /api/v1/locations/${id}/users/pending/`, { status: 200, body: [] }],
      [
        `GET /api/v1/locations/${id}/users/`,
        { status: 200, body: memberships.filter((m) => m.location === id) },
      ],
    ]),
  );
  const { calls } = routeFetch({ ...BASE_ROUTES, ...lists, ...routes });
  const onClose = vi.fn();
  renderPortal(
    <>
      <Harness onClose={onClose} />
      <Toaster />
    </>,
    { user: editor },
  );
  return { calls, onClose };
}

const box = (permission: string, column: number | 'all') =>
  screen.getByTestId(`matrix-${permission}-${column}`) as HTMLInputElement;
const writes = (calls: Call[]) =>
  calls
    .filter((c) => c.method !== 'GET')
    .map((c) => `${c.method} ${c.url.replace(/^.*\/api\/v1/, '')}`);

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

describe('permission matrix (002 §4, §6)', { timeout: SLOW_MS }, () => {
  it('lists all 19 permissions by category, a column per location and an all column', async () => {
    setup([membership(1, ['location:manage'])]);
    await screen.findByTestId('permission-matrix');
    const rows = [...document.querySelectorAll('tr[data-permission]')].map((r) =>
      r.getAttribute('data-permission'),
    );
    expect(rows).toEqual(Object.values(PERMISSION_CATEGORIES).flat());
    expect([...rows].sort()).toEqual([...PERMISSIONS].sort());
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Berechtigung', 'Alle', ...LOCATIONS.map((l) => l.name)]);
    for (const category of ['Global', 'Standort', 'Ansichten', 'Aktionen', 'B2B']) {
      expect(screen.getByRole('columnheader', { name: category })).toBeTruthy();
    }
    expect(box('inventory:view_current', 1).getAttribute('aria-label')).toBe(
      'Bestand ansehen – Atelier Wien',
    );
  });

  it('half-checks a permission held at only some of the user’s stores', async () => {
    setup([
      membership(1, ['location:manage', 'inventory:view_current']),
      membership(2, ['location:manage']),
    ]);
    await screen.findByTestId('permission-matrix');
    expect(box('inventory:view_current', 1).checked).toBe(true);
    expect(box('inventory:view_current', 2).checked).toBe(false);
    expect(box('inventory:view_current', 'all').getAttribute('aria-checked')).toBe('mixed');
    expect(box('inventory:view_current', 'all').indeterminate).toBe(true);
    // Store access spans every column: held at two of four.
    expect(box('location:manage', 'all').getAttribute('aria-checked')).toBe('mixed');
    // Without store access at Zürich, its other permissions cannot be set.
    expect(box('inventory:view_current', 4).disabled).toBe(true);
  });

  it('saves each toggle at once and is busy meanwhile', async () => {
    const { calls } = setup([membership(1, ['location:manage'])]);
    await screen.findByTestId('permission-matrix');
    // The PATCH answers when the test says so.
    let finish: (answer: Answer) => void = () => undefined;
    const listed = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method !== 'PATCH') return listed(url, init);
      calls.push({ url, method: 'PATCH', body: JSON.parse(String(init.body)) });
      const answer = await new Promise<Answer>((resolve) => (finish = resolve));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    fireEvent.click(box('inventory:view_sell_in', 1));
    await waitFor(() =>
      expect(box('inventory:view_sell_in', 1).closest('td')!.getAttribute('aria-busy')).toBe(
        'true',
      ),
    );
    expect(screen.getByText('Wird gespeichert …')).toBeTruthy();
    expect(box('inventory:view_current', 1).disabled).toBe(true);
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      permissions: ['location:manage', 'inventory:view_sell_in'],
    });
    await act(async () =>
      finish({ status: 200, body: membership(1, ['location:manage', 'inventory:view_sell_in']) }),
    );
    await waitFor(() => expect(box('inventory:view_sell_in', 1).checked).toBe(true));
    expect(box('inventory:view_sell_in', 1).closest('td')!.getAttribute('aria-busy')).toBeNull();
    expect(box('inventory:view_current', 1).disabled).toBe(false);
  });

  it('the all column sets the permission at every store of the user', async () => {
    const { calls } = setup(
      [membership(1, ['location:manage', 'orders:view_open']), membership(2, ['location:manage'])],
      {
        'PATCH /api/v1/locations/2/users/60/': {
          status: 200,
          body: membership(2, ['location:manage', 'orders:view_open']),
        },
      },
    );
    await screen.findByTestId('permission-matrix');
    fireEvent.click(box('orders:view_open', 'all'));
    await waitFor(() => expect(box('orders:view_open', 'all').checked).toBe(true));
    expect(writes(calls)).toEqual(['PATCH /locations/2/users/60/']);
  });

  it('grants store access where the user is no member, and never what the editor lacks', async () => {
    const editor = portalUser({
      portal_locations: [
        { location: 1, permissions: [...PERMISSIONS] },
        { location: 4, permissions: ['location_users:manage', 'location:manage'] },
      ],
    });
    const { calls } = setup(
      [membership(1, ['location:manage'])],
      {
        'POST /api/v1/locations/4/users/60/access/': {
          status: 201,
          body: membership(4, ['location:manage']),
        },
      },
      editor,
    );
    await screen.findByTestId('permission-matrix');
    fireEvent.click(box('location:manage', 4));
    await waitFor(() => expect(box('location:manage', 4).checked).toBe(true));
    expect(writes(calls)).toEqual(['POST /locations/4/users/60/access/']);
    // The editor does not hold inventory:view_statistics at Zürich: it cannot be given there.
    expect(box('inventory:view_statistics', 4).disabled).toBe(true);
    expect(box('inventory:view_statistics', 1).disabled).toBe(false);
  });

  it('revoking the last store asks yes or no first', async () => {
    const { calls, onClose } = setup([membership(1, ['location:manage'])], {
      'DELETE /api/v1/locations/1/users/60/': { status: 204 },
    });
    await screen.findByTestId('permission-matrix');
    fireEvent.click(box('location:manage', 1));
    expect(
      await screen.findByText(
        'Lena Vogt hat danach keinen Standort mehr und wird aus dem Partnerportal entfernt.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(writes(calls)).toEqual([]);
    expect(box('location:manage', 1).checked).toBe(true);

    fireEvent.click(box('location:manage', 1));
    await act(async () => fireEvent.click(await screen.findByTestId('confirm-yes')));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual(['DELETE /locations/1/users/60/']);
    expect(screen.getByTestId('toast').textContent).toContain('Lena Vogt hat keinen Standort mehr');
  });

  it('revoking one of several stores asks nothing', async () => {
    const { calls } = setup(
      [membership(1, ['location:manage']), membership(2, ['location:manage'])],
      {
        'DELETE /api/v1/locations/2/users/60/': { status: 204 },
      },
    );
    await screen.findByTestId('permission-matrix');
    fireEvent.click(box('location:manage', 2));
    await waitFor(() => expect(writes(calls)).toEqual(['DELETE /locations/2/users/60/']));
    expect(screen.queryByTestId('confirm-yes')).toBeNull();
  });

  it('a failed save says so and keeps what was saved', async () => {
    setup([membership(1, ['location:manage'])], {
      'PATCH /api/v1/locations/1/users/60/': { status: 403, body: { detail: 'No.' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await screen.findByTestId('permission-matrix');
    fireEvent.click(box('inventory:view_history', 1));
    expect((await screen.findByTestId('matrix-failure')).textContent).toContain(
      'Die Änderung wurde nicht gespeichert.',
    );
    expect(box('inventory:view_history', 1).checked).toBe(false);
  });
});
