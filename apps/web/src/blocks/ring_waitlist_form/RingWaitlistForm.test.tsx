import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { User } from '@/features/account/api';
import { session } from '@/features/account/session';
import { navigate } from '@/features/forms/navigate';
import { renderWithIntl } from '@/ui/test-utils';
import {
  copy,
  field,
  fieldError,
  mockFetch,
  placement,
  REQUIRED_EN,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { RingWaitlistForm } from './RingWaitlistForm';

const DENIED = '/error-access-denied?reason=waitlist';

const user = (portal_locations: User['portal_locations']): User => ({
  id: 7,
  email: 'jeweler@example.com',
  first_name: 'Jana',
  last_name: 'Hofmann',
  username: 'jana',
  language: 'de',
  wishlist: [],
  is_superuser: false,
  portal_user_type: null,
  portal_locations,
  user: { first_name: '', last_name: '', email: null, username: null, is_superuser: false },
  permissions: [],
  newsletter: false,
  title: '',
  gender: 'W',
});

const renderWaitlist = () =>
  renderWithIntl(
    <RingWaitlistForm
      placement={placement()}
      copy={copy()}
      intro={{ headline: 'The ring of the year', subheadline: 'Limited to 365', text: null }}
      deniedHref={DENIED}
    />,
  );

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

let to: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  to = vi.spyOn(navigate, 'to').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ring_waitlist_form (001 §2, §6)', () => {
  it('sends a guest to the access-denied page', async () => {
    await session.refresh();
    renderWaitlist();
    await settle();
    expect(to).toHaveBeenCalledWith(DENIED);
    expect(document.querySelector('form')).toBeNull();
  });

  it('sends a logged-in visitor without a jeweler membership there too', async () => {
    session.setUser(user([]));
    renderWaitlist();
    await settle();
    expect(to).toHaveBeenCalledWith(DENIED);
    expect(document.querySelector('form')).toBeNull();
  });

  describe('for a jeweler', () => {
    beforeEach(() => session.setUser(user([{ location: 3, permissions: ['shop'] }])));

    it('shows the intro, prefills the organization and requires the customer fields', async () => {
      const { calls, fetchMock } = mockFetch({
        status: 200,
        body: [{ id: 2, name: 'Juwelier Hofmann & Söhne' }],
      });
      renderWaitlist();
      await settle();
      expect(to).not.toHaveBeenCalled();
      expect(screen.getByTestId('form-ring_waitlist_form').textContent).toContain(
        'The ring of the year',
      );
      expect(calls[0]).toMatchObject({ url: '/api/v1/organizations/', method: 'GET' });
      expect(field('jeweller_name').querySelector('input')?.value).toBe('Juwelier Hofmann & Söhne');
      expect(field('jeweller_customer_id').querySelector('input')?.value).toBe('2');
      await submit();
      for (const name of ['customer_lastname', 'jewelry_value', 'data_agreement'])
        expect(fieldError(name), name).toBe(REQUIRED_EN);
      expect(fieldError('ring_size')).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('sends the waitlist payload and shows the success screen', async () => {
      const { calls } = mockFetch(
        { status: 200, body: [{ id: 2, name: 'Juwelier Hofmann & Söhne' }] },
        { status: 201, body: { uuid: 'w-1' } },
      );
      renderWaitlist();
      await settle();
      type('customer_lastname', 'Berg');
      type('jewelry_value', '5000');
      type('ring_size', '54');
      tick('data_agreement');
      await submit();
      expect(calls[1]).toMatchObject({ url: '/api/v1/forms/', method: 'POST' });
      expect(calls[1]!.body).toEqual({
        customer_lastname: 'Berg',
        jewelry_value: '5000',
        ring_size: '54',
        notes: '',
        data_agreement: true,
        jeweller_name: 'Juwelier Hofmann & Söhne',
        jeweller_customer_id: '2',
        google_click_id: null,
        meta_click_id: null,
        action: 'LIMITED_RING_REQUEST',
        form_id: 'form-1',
        language: 'EN',
        storyblok_story_uuid: 'story-uuid-1',
        storyblok_component_uid: 'block-uid-1',
      });
      expect(screen.getByTestId('form-success')).toBeTruthy();
    });

    it('goes to the access-denied page when the API answers 403', async () => {
      mockFetch(
        { status: 200, body: [] },
        { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
      );
      renderWaitlist();
      await settle();
      type('customer_lastname', 'Berg');
      type('jewelry_value', '5000');
      tick('data_agreement');
      await submit();
      expect(to).toHaveBeenCalledWith(DENIED);
      expect(screen.queryByTestId('form-success')).toBeNull();
    });
  });
});
