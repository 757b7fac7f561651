import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { copy, mockFetch, placement } from '@/features/forms/testing';
import { NewsletterConfirmation } from './NewsletterConfirmation';

const renderConfirmation = () =>
  renderWithIntl(
    <NewsletterConfirmation
      placement={placement()}
      copy={copy({ headline: 'One moment', text: 'Confirming …', successHeadline: 'Welcome' })}
      failure={{ headline: 'That did not work', text: null }}
      link={{ href: '/en', caption: 'Home' }}
    />,
  );

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('newsletter_confirmation (001 §4, §8)', () => {
  it('posts the uuid: loading, then success on 200', async () => {
    window.history.replaceState(null, '', '/newsletter/bestaetigung?uuid=uuid-ok');
    const { calls } = mockFetch({ status: 200, body: { uuid: 'uuid-ok', status: 'confirmed' } });
    renderConfirmation();
    expect(screen.getByTestId('newsletter-confirm-loading').textContent).toContain('One moment');
    await settle();
    expect(calls).toEqual([
      {
        url: '/api/v1/forms/uuid-ok/newsletter-subscribe-confirm/',
        method: 'POST',
        body: undefined,
      },
    ]);
    const success = screen.getByTestId('newsletter-confirm-success');
    expect(success.textContent).toContain('Welcome');
    expect(success.querySelector('a')?.getAttribute('href')).toBe('/en');
    expect(screen.queryByTestId('newsletter-confirm-loading')).toBeNull();
  });

  it('shows the failure content when the confirmation is refused', async () => {
    window.history.replaceState(null, '', '/newsletter/bestaetigung?uuid=uuid-unknown');
    mockFetch({ status: 404, body: { detail: 'Not found.' } });
    renderConfirmation();
    await settle();
    expect(screen.getByTestId('newsletter-confirm-failure').textContent).toContain(
      'That did not work',
    );
    expect(screen.queryByTestId('newsletter-confirm-success')).toBeNull();
  });

  it('shows the failure without a uuid and calls nothing', async () => {
    const { fetchMock } = mockFetch();
    renderConfirmation();
    await settle();
    expect(screen.getByTestId('newsletter-confirm-failure').textContent).toContain(
      'The link is invalid or has expired.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
