import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { PriceOnRequest } from './PriceOnRequest';

afterEach(cleanup);

const renderIt = () =>
  renderWithIntl(
    <PriceOnRequest
      triggerLabel="Preis auf Anfrage"
      headline="Preis auf Anfrage"
      text="Unsere Boutiquen nennen Ihnen den Preis."
      ctaLabel="Kontakt"
      ctaHref="/service/kontakt"
    />,
    { locale: 'de' },
  );

describe('price on request (000 §2)', () => {
  it('renders only its button until pressed, then the dialog with its text and link', async () => {
    renderIt();
    const opener = screen.getByTestId('price-on-request-open');
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(opener));
    const dialog = await screen.findByRole('dialog', { name: 'Preis auf Anfrage' });
    expect(dialog.textContent).toContain('Unsere Boutiquen nennen Ihnen den Preis.');
    expect(screen.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe(
      '/service/kontakt',
    );
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and gives focus back to its button, and opens again', async () => {
    renderIt();
    const opener = screen.getByTestId('price-on-request-open');
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await act(async () => fireEvent.click(opener));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
