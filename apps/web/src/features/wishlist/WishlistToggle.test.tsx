import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@maison/domain/constants';
import type { User } from '@/features/account/api';
import { session } from '@/features/account/session';
import { Toaster, toast } from '@/ui/Toast';
import { renderWithIntl } from '@/ui/test-utils';
import { WishlistToggle } from './WishlistToggle';

const SAVED = { article: '20-2003', date_added: '2026-01-02T10:00:00.000Z' };
const USER: User = {
  id: 7,
  email: 'visitor@maison.test',
  first_name: 'Vera',
  last_name: 'Besuch',
  username: 'visitor@maison.test',
  language: 'de',
  wishlist: [SAVED],
  is_superuser: false,
  portal_user_type: null,
  portal_locations: [],
  user: { first_name: '', last_name: '', email: null, username: null, is_superuser: false },
  permissions: [],
  newsletter: false,
  title: '',
  gender: '',
};

/** PATCH users/me/ answers `status` (or no answer at all); records the bodies sent. */
function answer(status: number | 'offline', body?: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(`${init?.method} ${url}`).toBe('PATCH /api/v1/users/me/');
      sent.push(JSON.parse(String(init?.body)));
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }),
  );
  return sent;
}

function renderToggle(article: string, locale: Locale = 'de') {
  renderWithIntl(
    <>
      <WishlistToggle article={article} compact />
      <Toaster />
    </>,
    { locale },
  );
}

const savedArticles = () => {
  const current = session.getSnapshot();
  return current.status === 'user' ? current.user.wishlist.map((e) => e.article) : null;
};

beforeEach(() => act(() => session.setUser(USER)));
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

describe('wishlist toggle: a failed save is explained (issue 14)', () => {
  it('"Auf die Merkliste" answered 403: the heart flips back and a toast says what and why', async () => {
    const sent = answer(403, { detail: 'CSRF Failed: Origin checking failed.' });
    renderToggle('10-1001');
    const heart = screen.getByRole('button', { name: 'Auf die Merkliste' });
    fireEvent.click(heart);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Das Schmuckstück wurde nicht auf die Merkliste gesetzt. Diese Änderung ist Ihnen nicht erlaubt. Bitte laden Sie die Seite neu.',
    );
    expect(sent).toEqual([
      { wishlist: [SAVED, { article: '10-1001', date_added: expect.any(String) }] },
    ]);
    expect(heart.getAttribute('data-saved')).toBe('false');
    expect(savedArticles()).toEqual(['20-2003']);
  });

  it('a removal answered 429 keeps the piece and says to wait', async () => {
    answer(429, { detail: 'Request was throttled. Expected available in 60 seconds.' });
    renderToggle('20-2003', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This piece is still on your wishlist. Too many attempts in a short time. Please wait a moment and try again.',
    );
    expect(
      screen.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('data-saved'),
    ).toBe('true');
    expect(savedArticles()).toEqual(['20-2003']);
  });

  it.each([
    [500, 'サーバーで処理を完了できませんでした。しばらくしてから、もう一度お試しください。'],
    ['offline', '接続できません。インターネット接続をご確認のうえ、もう一度お試しください。'],
  ] as const)('%s: the toast speaks the visitor’s language', async (status, reason) => {
    answer(status);
    renderToggle('10-1001', 'ja');
    fireEvent.click(screen.getByRole('button', { name: 'ウィッシュリストに追加' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `このジュエリーはウィッシュリストに追加されませんでした。${reason}`,
    );
    expect(savedArticles()).toEqual(['20-2003']);
  });

  it('a save that works shows no toast', async () => {
    answer(200, { ...USER, wishlist: [SAVED, { article: '10-1001', date_added: 'x' }] });
    renderToggle('10-1001', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() => expect(savedArticles()).toEqual(['20-2003', '10-1001']));
    expect(toast.getSnapshot()).toEqual([]);
  });
});

describe('wishlist toggle: its name says what a press does', () => {
  it('names adding, then removing, and announces no pressed state beside it', async () => {
    answer(200, { ...USER, wishlist: [SAVED, { article: '10-1001', date_added: 'x' }] });
    renderToggle('10-1001');
    const heart = screen.getByRole('button', { name: 'Auf die Merkliste' });
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(heart);
    const remove = await screen.findByRole('button', { name: 'Von der Merkliste entfernen' });
    expect(remove.hasAttribute('aria-pressed')).toBe(false);
  });
});
