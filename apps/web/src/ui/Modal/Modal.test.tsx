import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../test-utils';
import { Button } from '../Button';
import { Modal, ModalFormFooter } from './Modal';

afterEach(cleanup);

const renderModal = () =>
  renderWithIntl(
    <Modal title="Account activated" trigger={<Button>Open</Button>}>
      <p>Welcome.</p>
    </Modal>,
    { locale: 'de' },
  );

describe('Modal', () => {
  it('opens as a titled dialog with a translated close button and focus inside', async () => {
    renderModal();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    const dialog = screen.getByRole('dialog', { name: 'Account activated' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('closes on Escape and restores focus to the opener', async () => {
    renderModal();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix restores focus on the next tick after unmounting the focus scope.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its close button', async () => {
    renderModal();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schließen' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('submits the form by its id from the footer and cancels by closing', async () => {
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const form = (disabled: boolean) => (
      <Modal
        title="Invite"
        trigger={<Button>Open</Button>}
        footer={
          <ModalFormFooter
            formId="invite"
            cancel="Abbrechen"
            submit="Einladen"
            disabled={disabled}
            disabledReason="Bitte alle Pflichtfelder ausfüllen."
          />
        }
      >
        <form id="invite" onSubmit={submitted} />
      </Modal>
    );
    const { rerender } = renderWithIntl(form(true), { locale: 'de' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    const submit = screen.getByRole('button', { name: /Einladen/ });
    expect(submit.getAttribute('form')).toBe('invite');
    await act(async () => fireEvent.click(submit));
    expect(submitted).not.toHaveBeenCalled();
    rerender(form(false));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Einladen' })));
    expect(submitted).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
