import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@/features/account/api';
import { session } from '@/features/account/session';
import { mockFetch } from '@/features/forms/testing';
import { renderWithIntl } from '@/ui/test-utils';
import { FormSubmissions } from './FormSubmissions';

const admin = (is_superuser: boolean): User => ({
  id: 1,
  email: 'admin@maison.test',
  first_name: 'A',
  last_name: 'D',
  username: 'admin',
  language: 'de',
  wishlist: [],
  is_superuser,
  portal_user_type: null,
  portal_locations: [],
  user: { first_name: '', last_name: '', email: null, username: null, is_superuser: false },
  permissions: [],
  newsletter: false,
  title: '',
  gender: '',
});

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  uuid: `s-${n}`,
  action: 'CONTACT_FORM',
  form_id: 'contact-service',
  language: 'de',
  channel: 'default',
  jeweler_slug: null,
  store_uuid: null,
  email: `c${n}@example.com`,
  data: { first_name: 'Clara', last_name: 'Goldmann', message: 'Hello' },
  created_at: new Date(2026, 10, 5, 9, 7).toISOString(),
  updated_at: null,
  ...extra,
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const renderPage = () =>
  renderWithIntl(<FormSubmissions loginHref="/anmelden?next=%2Fportal%2Fformulare" />, {
    locale: 'de',
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('staff form submissions', () => {
  it('asks guests to log in', async () => {
    await session.refresh();
    renderPage();
    const root = screen.getByTestId('form-submissions');
    expect(within(root).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/anmelden?next=%2Fportal%2Fformulare',
    );
  });

  it('tells other users the page is not theirs and loads nothing', async () => {
    session.setUser(admin(false));
    const { fetchMock } = mockFetch();
    renderPage();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Mitarbeitenden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('for a superuser', () => {
    beforeEach(() => session.setUser(admin(true)));

    it('lists the submissions newest first with date, action, language, channel, email and summary', async () => {
      const { calls } = mockFetch({
        status: 200,
        body: {
          count: 2,
          next: null,
          results: [
            row(1),
            row(2, { channel: 'microsite', jeweler_slug: 'juwelier-hofmann-wien', language: 'ja' }),
          ],
        },
      });
      renderPage();
      await settle();
      expect(calls[0]).toMatchObject({ url: '/api/v1/forms/', method: 'GET' });
      const rows = screen.getAllByTestId('form-submission');
      expect(rows).toHaveLength(2);
      const cells = [...rows[0]!.querySelectorAll('td')].map((td) => td.textContent);
      expect(cells).toEqual([
        // Older than a week: the date, with the time in its title (001 §9).
        '05.11.2026',
        'Kontakt',
        'DE',
        'Website',
        'c1@example.com',
        'Clara Goldmann · Hello',
      ]);
      expect(rows[0]!.querySelector('time')?.getAttribute('title')).toBe('05.11.2026 09:07');
      expect(rows[1]!.textContent).toContain('Microsite juwelier-hofmann-wien');
      expect(screen.getByText('2 Eingänge')).toBeTruthy();
    });

    it('filters by action and dates, pages with next, and exports the same selection', async () => {
      const { calls } = mockFetch(
        { status: 200, body: { count: 0, next: null, results: [] } },
        { status: 200, body: { count: 60, next: '/api/v1/forms/?page=2', results: [row(1)] } },
        { status: 200, body: { count: 60, next: null, results: [row(51)] } },
      );
      renderPage();
      await settle();
      expect(screen.getByText('Keine Eingänge für diese Auswahl.')).toBeTruthy();
      const root = screen.getByTestId('form-submissions');
      fireEvent.click(within(root).getByRole('combobox'));
      fireEvent.click(root.querySelector('[data-value="REGISTRATION"]')!);
      fireEvent.change(root.querySelector('input[name="created_after"]')!, {
        target: { value: '2026-01-01' },
      });
      fireEvent.change(root.querySelector('input[name="created_before"]')!, {
        target: { value: '2026-12-31' },
      });
      await act(async () => {
        fireEvent.click(within(root).getByRole('button', { name: 'Anzeigen' }));
      });
      await settle();
      expect(calls[1]!.url).toBe(
        '/api/v1/forms/?action=REGISTRATION&created_after=2026-01-01&created_before=2026-12-31',
      );
      expect(
        within(root).getByRole('link', { name: 'Als CSV herunterladen' }).getAttribute('href'),
      ).toBe(
        '/api/v1/forms/export/?action=REGISTRATION&created_after=2026-01-01&created_before=2026-12-31',
      );
      await act(async () => {
        fireEvent.click(within(root).getByRole('button', { name: 'Nächste Seite' }));
      });
      await settle();
      expect(calls[2]!.url).toBe(
        '/api/v1/forms/?action=REGISTRATION&created_after=2026-01-01&created_before=2026-12-31&page=2',
      );
      expect(screen.getAllByTestId('form-submission')[0]!.textContent).toContain('c51@example.com');
      expect(
        within(root).getByRole('button', { name: 'Nächste Seite' }).hasAttribute('disabled'),
      ).toBe(true);
    });
  });
});
