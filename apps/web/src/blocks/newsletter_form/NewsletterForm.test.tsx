import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Locale } from '@maison/domain/constants';
import { renderWithIntl } from '@/ui/test-utils';
import {
  choose,
  copy,
  fieldError,
  mockFetch,
  placement,
  REQUIRED_EN,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { NewsletterForm } from './NewsletterForm';

const renderNewsletter = (locale: Locale = 'en', variant: 'default' | 'short' = 'default') =>
  renderWithIntl(
    <NewsletterForm
      placement={placement({ locale })}
      copy={copy({ successHeadline: null, successSubheadline: null })}
      variant={variant}
    />,
    { locale },
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('newsletter_form (001 §2, §5)', () => {
  it('requires gender, names, e-mail and agreement, and sends nothing without them', async () => {
    const { fetchMock } = mockFetch();
    renderNewsletter();
    await submit();
    for (const name of ['gender', 'first_name', 'last_name', 'email', 'data_agreement'])
      expect(fieldError(name), name).toBe(REQUIRED_EN);
    expect(fieldError('title')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the title for Japanese and in the short variant', () => {
    renderNewsletter('ja');
    expect(document.querySelector('[data-field="title"]')).toBeNull();
    cleanup();
    renderNewsletter('en', 'short');
    expect(document.querySelector('[data-field="title"]')).toBeNull();
    expect(screen.getByTestId('form-newsletter_form').className).toMatch(/compact/);
    cleanup();
    renderNewsletter('en');
    expect(document.querySelector('[data-field="title"]')).not.toBeNull();
  });

  it('subscribes and asks to confirm by e-mail', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'n-1' } });
    renderNewsletter();
    choose('title', 'PROF');
    choose('gender', 'D');
    type('first_name', 'Alex');
    type('last_name', 'Sommer');
    type('email', 'alex@example.com');
    tick('data_agreement');
    await submit();
    expect(calls[0]!.body).toMatchObject({
      title: 'PROF',
      gender: 'D',
      first_name: 'Alex',
      last_name: 'Sommer',
      email: 'alex@example.com',
      data_agreement: true,
      action: 'NEWSLETTER_SUBSCRIBE',
    });
    expect(screen.getByTestId('form-success').textContent).toContain(
      'Please confirm your subscription',
    );
  });

  it('shows the translated valid-email message from the server', async () => {
    mockFetch({ status: 400, body: { email: ['Enter a valid email address.'] } });
    renderNewsletter('de');
    choose('gender', 'W');
    type('first_name', 'A');
    type('last_name', 'B');
    type('email', 'a@b');
    tick('data_agreement');
    await submit();
    expect(fieldError('email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });
});
