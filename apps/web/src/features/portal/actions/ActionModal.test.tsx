import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '@/ui/Toast';
import { BASE_ROUTES, inventoryRow, renderPortal, routeFetch } from '../testing';
import { ActionModal } from './ActionModal';
import type { ActionOutcome } from './useActionRunner';

beforeEach(() => {
  routeFetch(BASE_ROUTES);
});
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

describe('single-row action modal: server field errors (002 §8)', () => {
  it('marks the fields the server refused until the next save', async () => {
    let answer: ActionOutcome = {
      ok: false,
      status: 400,
      fields: { reason: ['This field may not be blank.'] },
    };
    const runner = { run: vi.fn(async () => answer), saveOrderNote: vi.fn() };
    const onClose = vi.fn();
    renderPortal(
      <ActionModal action="book_out" row={inventoryRow()} runner={runner} onClose={onClose} />,
    );
    const reason = screen.getByRole('textbox', { name: /Grund/ });
    fireEvent.change(reason, { target: { value: 'Beschädigt' } });
    fireEvent.click(screen.getByTestId('action-save'));
    await screen.findByText('This field may not be blank.');
    // Named fields say it: no general failure line.
    expect(screen.queryByTestId('action-failure')).toBeNull();
    fireEvent.change(reason, { target: { value: 'Beschädigt am Verschluss' } });
    expect(screen.getByText('This field may not be blank.')).toBeTruthy();
    answer = { ok: true, status: 200 };
    fireEvent.click(screen.getByTestId('action-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(runner.run).toHaveBeenCalledTimes(2);
  });

  it('sends once while a save is under way', async () => {
    let finish: (outcome: ActionOutcome) => void = () => undefined;
    const runner = {
      run: vi.fn(() => new Promise<ActionOutcome>((resolve) => (finish = resolve))),
      saveOrderNote: vi.fn(),
    };
    renderPortal(
      <ActionModal action="book_out" row={inventoryRow()} runner={runner} onClose={vi.fn()} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Grund/ }), {
      target: { value: 'Beschädigt' },
    });
    fireEvent.click(screen.getByTestId('action-save'));
    await waitFor(() => expect(runner.run).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('action-save').getAttribute('aria-busy')).toBe('true'),
    );
    fireEvent.submit(screen.getByTestId('action-modal'));
    fireEvent.click(screen.getByTestId('action-save'));
    await act(async () => finish({ ok: true, status: 200 }));
    expect(runner.run).toHaveBeenCalledTimes(1);
  });
});
