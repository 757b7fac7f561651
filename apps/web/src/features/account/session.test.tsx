import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { GUEST_WISHLIST_KEY } from '@/features/wishlist/wishlist';
import type { User } from './api';
import { session, useSession } from './session';

function Probe() {
  const session = useSession();
  return <p data-testid="status">{session.status}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('loads users/me/ once when a session hint exists and treats 401 as a guest', async () => {
    document.cookie = '_wff_session=1; path=/';
    const fetchMock = vi.fn(
      async (_url: string) => new Response('{"detail":"x"}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('status').map((n) => n.textContent)).toEqual(['guest', 'guest']),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/me/');
    document.cookie = '_wff_session=; path=/; max-age=0';
  });
});

const USER = {
  id: 7,
  email: 'visitor@maison.test',
  first_name: 'Vera',
  last_name: 'Besuch',
  username: 'visitor@maison.test',
  language: 'de',
  wishlist: [],
  is_superuser: false,
  portal_user_type: null,
  portal_locations: [],
  user: { first_name: '', last_name: '', email: null, username: null, is_superuser: false },
  permissions: [],
  newsletter: false,
  title: '',
  gender: '',
} satisfies User;

/** Answers by "METHOD path"; 'offline' throws as fetch does without a connection. */
function answers(routes: Record<string, { status: number; body?: unknown } | 'offline'>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = routes[`${init?.method ?? 'GET'} ${url}`];
      if (!route) throw new Error(`unexpected ${init?.method} ${url}`);
      if (route === 'offline') throw new TypeError('Failed to fetch');
      return new Response(route.body === undefined ? '' : JSON.stringify(route.body), {
        status: route.status,
      });
    }),
  );
}

describe('session writes that fail (issue 14)', () => {
  it('login keeps the guest wishlist on this device when the profile refuses it', async () => {
    const guest = [{ article: '10-1001', date_added: '2026-01-01T00:00:00.000Z' }];
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(guest));
    document.cookie = '_wff_session=1; path=/';
    answers({
      'POST /api/v1/jwt/create/': {
        status: 200,
        body: { access: 'a', require_password_reset: false },
      },
      'GET /api/v1/users/me/': { status: 200, body: USER },
      'PATCH /api/v1/users/me/': { status: 503 },
    });
    const result = await session.login('visitor@maison.test', 'secret-password');
    expect(result).toMatchObject({ ok: true, guestWishlistKept: true });
    expect(session.getSnapshot()).toMatchObject({ status: 'user', user: { wishlist: [] } });
    expect(JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY)!)).toEqual(guest);
    document.cookie = '_wff_session=; path=/; max-age=0';
    localStorage.clear();
  });

  it('a logout the server does not confirm leaves the user logged in', async () => {
    session.setUser(USER);
    answers({ 'POST /api/v1/jwt/logout/': { status: 403 } });
    expect(await session.logout()).toEqual({ ok: false, status: 403 });
    expect(session.getSnapshot().status).toBe('user');
    answers({ 'POST /api/v1/jwt/logout/': 'offline' });
    expect(await session.logout()).toEqual({ ok: false, status: 0 });
    expect(session.getSnapshot().status).toBe('user');
    answers({ 'POST /api/v1/jwt/logout/': { status: 204 } });
    expect(await session.logout()).toEqual({ ok: true, status: 204 });
    expect(session.getSnapshot().status).toBe('guest');
  });
});
