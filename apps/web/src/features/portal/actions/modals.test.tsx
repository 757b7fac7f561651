import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { localToday } from '@maison/domain/portal/dates';
import { toast } from '@/ui/Toast';
import { BASE_ROUTES, inventoryRow, portalUser, renderPortal, routeFetch } from '../testing';
import { ActionModal } from './ActionModal';
import { BulkActionModal } from './BulkActionModal';
import { useActionRunner, type ActionOutcome, type PlannedAction } from './useActionRunner';

const SALE_USERS = {
  'GET /api/v1/locations/1/sale-users/': {
    status: 200,
    body: [
      { id: 31, name: 'Eva Gold' },
      { id: 32, name: 'Max Stein' },
    ],
  },
  'GET /api/v1/locations/4/sale-users/': { status: 200, body: [{ id: 41, name: 'Lea Perle' }] },
};

function fakeRunner(ok = true, status = 400) {
  const run = vi.fn(async (_planned: readonly PlannedAction[]): Promise<ActionOutcome> =>
    ok ? { ok: true, status: 200 } : { ok: false, status },
  );
  return { run, saveOrderNote: vi.fn(async () => ({ ok: true, status: 200 })) };
}

/** The bulk modal on the stock table; closing and finishing do nothing unless given. */
const renderBulk = (
  props: Pick<ComponentProps<typeof BulkActionModal>, 'action' | 'rows' | 'runner'> &
    Partial<Pick<ComponentProps<typeof BulkActionModal>, 'onClose' | 'onDone'>>,
) =>
  renderPortal(<BulkActionModal tableId="stock" onClose={vi.fn()} onDone={vi.fn()} {...props} />);

const save = () => screen.getByTestId(/^(action|bulk)-save$/);
const isEnabled = () => save().getAttribute('aria-disabled') !== 'true';
const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getAllByRole('combobox', { name: label })[0]!);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  routeFetch({ ...BASE_ROUTES, ...SALE_USERS });
});
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

describe('single-row action modal: save rules (002 §5)', () => {
  it('book_out: Save only with a non-empty reason; sends the serial number', async () => {
    const runner = fakeRunner();
    const onClose = vi.fn();
    const row = inventoryRow({ serial_number: 'SN-777' });
    renderPortal(<ActionModal action="book_out" row={row} runner={runner} onClose={onClose} />);
    expect(isEnabled()).toBe(false);
    const reason = screen.getByRole('textbox', { name: /Grund/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(isEnabled()).toBe(false);
    fireEvent.change(reason, { target: { value: ' Beschädigt ' } });
    expect(isEnabled()).toBe(true);
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(runner.run.mock.calls[0]![0]).toEqual([
      {
        row,
        request: { item_id: 'SN-777', action: 'book_out', parameters: { reason: 'Beschädigt' } },
      },
    ]);
    expect(toast.getSnapshot().map((t) => t.content)).toEqual(['Der Artikel wurde ausgebucht.']);
  });

  it('sell_out: needs a sale-user choice (none counts) and a sale date, defaulting to today', async () => {
    const runner = fakeRunner();
    const row = inventoryRow({ sell_in_date: '2020-01-01' });
    renderPortal(<ActionModal action="sell_out" row={row} runner={runner} onClose={vi.fn()} />);
    const [y, m, d] = localToday().split('-');
    expect(
      (screen.getByRole('combobox', { name: /Verkaufsdatum/ }) as HTMLInputElement).value,
    ).toBe(`${d}.${m}.${y}`);
    expect(isEnabled()).toBe(false);
    await choose('Verkäufer', 'Ohne Verkäufer');
    expect(isEnabled()).toBe(true);
    // Clearing the date disables Save again.
    fireEvent.click(screen.getByRole('button', { name: 'Feld leeren' }));
    expect(isEnabled()).toBe(false);
  });

  it('sell_out sends a chosen sale user as a number and none as null', async () => {
    const runner = fakeRunner();
    const row = inventoryRow();
    renderPortal(<ActionModal action="sell_out" row={row} runner={runner} onClose={vi.fn()} />);
    await choose('Verkäufer', 'Eva Gold');
    fireEvent.click(save());
    await waitFor(() => expect(runner.run).toHaveBeenCalled());
    expect(runner.run.mock.calls[0]![0][0]!.request.parameters).toEqual({
      sale_user: 31,
      sale_date: localToday(),
    });
  });

  it('set_virtual_storage is always valid and flips the flag', async () => {
    const runner = fakeRunner();
    const row = inventoryRow({ available_in_virtual_storage: true });
    renderPortal(
      <ActionModal action="set_virtual_storage" row={row} runner={runner} onClose={vi.fn()} />,
    );
    expect(isEnabled()).toBe(true);
    fireEvent.click(save());
    await waitFor(() => expect(runner.run).toHaveBeenCalled());
    expect(runner.run.mock.calls[0]![0][0]!.request.parameters).toEqual({
      available_in_virtual_storage: false,
    });
    expect(toast.getSnapshot()[0]!.content).toBe(
      'Der Artikel wurde aus dem virtuellen Lager genommen.',
    );
  });

  it('change_location: needs a target, offered among the other permitted stores', async () => {
    const user = portalUser({
      portal_locations: [
        { location: 1, permissions: ['inventory:transfer_article'] },
        { location: 2, permissions: ['inventory:view_current'] },
        { location: 4, permissions: ['inventory:transfer_article'] },
      ],
    });
    renderPortal(
      <ActionModal
        action="change_location"
        row={inventoryRow({ location: 1 })}
        runner={fakeRunner()}
        onClose={vi.fn()}
      />,
      { user },
    );
    expect(isEnabled()).toBe(false);
    await waitFor(() => fireEvent.click(screen.getByRole('combobox', { name: /Neue Filiale/ })));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Goldhaus Zürich']);
    fireEvent.click(screen.getByRole('option', { name: 'Goldhaus Zürich' }));
    expect(isEnabled()).toBe(true);
  });

  it('request_change and set_client_note need their text', () => {
    renderPortal(
      <ActionModal
        action="set_client_note"
        row={inventoryRow({ client_note: 'Reserviert für Frau K.' })}
        runner={fakeRunner()}
        onClose={vi.fn()}
      />,
    );
    // The current note is the starting value.
    expect(isEnabled()).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    expect(isEnabled()).toBe(false);
  });

  it('a refused action keeps the modal open with what was entered and says why (issue 14)', async () => {
    const runner = fakeRunner(false);
    const onClose = vi.fn();
    renderPortal(
      <ActionModal
        action="delete_sell_out"
        row={inventoryRow({ sell_out_date: '2026-11-01' })}
        runner={runner}
        onClose={onClose}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Storno' } });
    fireEvent.click(save());
    await waitFor(() => expect(runner.run).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.getSnapshot()).toEqual([]);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Storno');
    expect(screen.getByTestId('action-failure').textContent).toBe(
      'Es wurde nichts geändert. Der Artikel lässt diese Änderung nicht mehr zu. Bitte laden Sie die Liste neu.',
    );
  });

  it('a client note the server refuses (403, 429, 500, no answer) stays in the modal, with the reason', async () => {
    type Answer = { status: number; body?: unknown } | 'offline';
    let answer: Answer = { status: 403 };
    routeFetch({
      ...BASE_ROUTES,
      'POST /api/v1/inventory/actions/': () => {
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    function WithRunner() {
      const runner = useActionRunner('stock', '', [1]);
      return (
        <ActionModal
          action="set_client_note"
          row={inventoryRow({ client_note: null })}
          runner={runner}
          onClose={vi.fn()}
        />
      );
    }
    renderPortal(<WithRunner />, { locale: 'en' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Reserved for Ms K.' } });
    const expectations: [Answer, string][] = [
      [
        { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
        'You are not permitted to make this change. Please reload the page.',
      ],
      [
        { status: 429, body: { detail: 'Request was throttled.' } },
        'Too many attempts in a short time. Please wait a moment and try again.',
      ],
      [
        { status: 500 },
        'Our server could not complete this just now. Please try again in a moment.',
      ],
      ['offline', 'No connection. Please check your internet connection and try again.'],
    ];
    for (const [next, reason] of expectations) {
      answer = next;
      fireEvent.click(save());
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(`Nothing has been changed. ${reason}`),
      );
      expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Reserved for Ms K.');
    }
  });
});

describe('bulk action modal (002 §5, §8)', () => {
  it('hides the shared form over several locations and asks each row for its values', async () => {
    const runner = fakeRunner();
    const onDone = vi.fn();
    const rows = [
      inventoryRow({ location: 1, serial_number: 'SN-A' }),
      inventoryRow({ location: 4, serial_number: 'SN-B', location_name: 'Goldhaus Zürich' }),
    ];
    renderBulk({ action: 'sell_out', rows, runner, onDone });
    expect(screen.getByTestId('bulk-modal').getAttribute('data-per-row')).toBe('true');
    expect(screen.getByTestId('bulk-per-row-note')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('bulk-row');
    expect(within(first!).getByRole('combobox', { name: 'Verkäufer' })).toBeTruthy();
    expect(isEnabled()).toBe(false);
    fireEvent.click(within(first!).getByRole('combobox', { name: 'Verkäufer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Max Stein' }));
    expect(isEnabled()).toBe(false);
    fireEvent.click(within(second!).getByRole('combobox', { name: 'Verkäufer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lea Perle' }));
    expect(isEnabled()).toBe(true);
    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(runner.run.mock.calls[0]![0].map((p) => p.request)).toEqual([
      {
        item_id: 'SN-A',
        action: 'sell_out',
        parameters: { sale_user: 32, sale_date: expect.any(String) },
      },
      {
        item_id: 'SN-B',
        action: 'sell_out',
        parameters: { sale_user: 41, sale_date: expect.any(String) },
      },
    ]);
    expect(toast.getSnapshot()[0]).toMatchObject({
      type: 'success',
      content: 'Die Aktion wurde für 2 Artikel ausgeführt.',
    });
  });

  it('uses one shared form in one location, and the error toast on any refusal', async () => {
    const runner = fakeRunner(false);
    const onDone = vi.fn();
    const rows = [inventoryRow(), inventoryRow(), inventoryRow()];
    renderBulk({ action: 'set_archive_status', rows, runner, onDone });
    expect(screen.getByTestId('bulk-modal').getAttribute('data-per-row')).toBeNull();
    expect(isEnabled()).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: /Grund/ }), {
      target: { value: 'Saisonende' },
    });
    expect(isEnabled()).toBe(true);
    fireEvent.click(save());
    await waitFor(() => expect(runner.run).toHaveBeenCalled());
    expect(runner.run.mock.calls[0]![0].map((p) => p.request.parameters)).toEqual(
      rows.map(() => ({ is_archived: true, reason: 'Saisonende' })),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(toast.getSnapshot()[0]).toMatchObject({
      type: 'error',
      content:
        'Die Aktion konnte nicht ausgeführt werden. Es wurde nichts geändert. Mindestens einer der Artikel lässt diese Änderung nicht mehr zu. Bitte laden Sie die Liste neu.',
    });
  });

  it('set_virtual_storage flips each article (002 §4) and says how many go each way', async () => {
    const runner = fakeRunner();
    const rows = [
      inventoryRow({ available_in_virtual_storage: true }),
      inventoryRow({ available_in_virtual_storage: false }),
      inventoryRow({ available_in_virtual_storage: false }),
    ];
    renderBulk({ action: 'set_virtual_storage', rows, runner });
    expect(screen.getByRole('dialog', { name: 'Virtuelles Lager umschalten' })).toBeTruthy();
    expect(screen.getByTestId('bulk-virtual-storage').textContent).toBe(
      'Jeder Artikel wechselt: 2 Artikel werden im virtuellen Lager freigegeben, 1 Artikel wird herausgenommen.',
    );
    expect(isEnabled()).toBe(true);
    fireEvent.click(save());
    await waitFor(() => expect(runner.run).toHaveBeenCalled());
    expect(runner.run.mock.calls[0]![0].map((p) => p.request.parameters)).toEqual([
      { available_in_virtual_storage: false },
      { available_in_virtual_storage: true },
      { available_in_virtual_storage: true },
    ]);
  });

  it('says why a throttled bulk action failed and keeps the modal with its values', async () => {
    const runner = fakeRunner(false, 429);
    const onClose = vi.fn();
    renderBulk({
      action: 'set_archive_status',
      rows: [inventoryRow(), inventoryRow()],
      runner,
      onClose,
    });
    const reason = screen.getByRole('textbox', { name: /Grund/ });
    fireEvent.change(reason, { target: { value: 'Saisonende' } });
    fireEvent.click(save());
    await waitFor(() => expect(toast.getSnapshot()).toHaveLength(1));
    expect(toast.getSnapshot()[0]).toMatchObject({
      type: 'error',
      content:
        'Die Aktion konnte nicht ausgeführt werden. Es wurde nichts geändert. Zu viele Versuche in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect((reason as HTMLTextAreaElement).value).toBe('Saisonende');
  });
});
