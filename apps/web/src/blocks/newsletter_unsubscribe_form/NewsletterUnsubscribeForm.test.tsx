import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import {
  field,
  fieldError,
  mockFetch,
  props,
  REQUIRED_EN,
  submit,
  type,
} from '@/features/forms/testing';
import { unsubscribeError } from './errors';
import { NewsletterUnsubscribeForm } from './NewsletterUnsubscribeForm';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('unsubscribe error mapping (001 §8)', () => {
  const known = (key: string) => key === 'newsletter.unsubscribe.error.not_subscribed';
  it('maps a known code to its message, else shows the detail as is', () => {
    expect(unsubscribeError({ code: 'not_subscribed', detail: 'x' }, known)).toEqual({
      key: 'newsletter.unsubscribe.error.not_subscribed',
    });
    expect(unsubscribeError({ code: 'mystery', detail: 'Something odd.' }, known)).toEqual({
      text: 'Something odd.',
    });
    expect(unsubscribeError({ detail: 'Plain.' }, known)).toEqual({ text: 'Plain.' });
    expect(unsubscribeError({ email: ['Enter a valid email address.'] }, known)).toBeNull();
    expect(unsubscribeError(null, known)).toBeNull();
  });
});

describe('newsletter_unsubscribe_form', () => {
  it('requires the e-mail and sends nothing without it', async () => {
    const { fetchMock } = mockFetch();
    renderWithIntl(<NewsletterUnsubscribeForm {...props()} />);
    await submit();
    expect(fieldError('email')).toBe(REQUIRED_EN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prefills ?email= and unsubscribes', async () => {
    window.history.replaceState(null, '', '/newsletter/abmelden?email=alex%40example.com');
    const { calls } = mockFetch({ status: 201, body: { uuid: 'u-1' } });
    renderWithIntl(<NewsletterUnsubscribeForm {...props()} />);
    expect(field('email').querySelector('input')?.value).toBe('alex@example.com');
    await submit();
    expect(calls[0]!.body).toEqual({
      email: 'alex@example.com',
      action: 'NEWSLETTER_UNSUBSCRIBE',
      form_id: 'form-1',
      used_website_language: 'EN',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'block-uid-1',
      store_uuid: null,
      metadata: { context: 'website' },
      google_click_id: null,
      meta_click_id: null,
    });
    expect(screen.getByTestId('form-success')).toBeTruthy();
  });

  it.each([
    ['not_subscribed', 'This email address is not subscribed to our newsletter.'],
    ['already_unsubscribed', 'This email address has already been unsubscribed.'],
  ])('shows the message of code %s', async (code, text) => {
    mockFetch({ status: 400, body: { code, detail: 'raw server text' } });
    renderWithIntl(<NewsletterUnsubscribeForm {...props()} />);
    type('email', 'alex@example.com');
    await submit();
    expect(screen.getByTestId('form-newsletter_unsubscribe_form').textContent).toContain(text);
    expect(screen.getByTestId('form-error').textContent).toBe(text);
    expect(screen.queryByTestId('form-success')).toBeNull();
  });

  it('shows the raw detail for an unknown code', async () => {
    mockFetch({ status: 400, body: { code: 'gone_fishing', detail: 'Try again tomorrow.' } });
    renderWithIntl(<NewsletterUnsubscribeForm {...props()} />);
    type('email', 'alex@example.com');
    await submit();
    expect(screen.getByTestId('form-error').textContent).toBe('Try again tomorrow.');
  });
});
