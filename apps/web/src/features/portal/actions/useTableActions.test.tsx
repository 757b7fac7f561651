import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { toast } from '@/ui/Toast';
import type { OpenOrderRow, PortalRow } from '../api';
import { BASE_ROUTES, inventoryRow, portalUser, renderPortal, routeFetch } from '../testing';
import { TABLE_DEFINITIONS } from '../tables/definitions';
import { useTableActions } from './useTableActions';

let actions: ReturnType<typeof useTableActions>;
function Probe({ selected }: { selected: PortalRow[] }) {
  actions = useTableActions(TABLE_DEFINITIONS.stock, [1, 4], selected);
  return <pre data-testid="modal">{JSON.stringify(actions.modal)}</pre>;
}
const modal = () => JSON.parse(screen.getByTestId('modal').textContent!);

beforeEach(() => routeFetch(BASE_ROUTES));
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

const order = { id: 9, location: 1, order_no: 'B-1' } as OpenOrderRow;

describe('table actions (002 §4, §5)', () => {
  it('opens a row action, the history, or the open order note as set_client_note', () => {
    const row = inventoryRow({ id: 1 });
    renderPortal(<Probe selected={[]} />);
    act(() => actions.openAction(row, 'book_out'));
    expect(modal()).toMatchObject({ kind: 'action', action: 'book_out' });
    act(() => actions.openAction(row, 'history'));
    expect(modal()).toMatchObject({ kind: 'history', row: { id: 1 } });
    act(() => actions.openAction(order, 'order_note'));
    expect(modal()).toMatchObject({ kind: 'action', action: 'set_client_note' });
    act(() => actions.closeModal());
    expect(modal()).toBeNull();
  });

  it('offers open orders request_change and the note only with orders:manage_note', () => {
    renderPortal(<Probe selected={[]} />);
    expect(actions.rowActions(order)).toEqual(['request_change', 'order_note']);
    cleanup();
    const viewer = portalUser({
      portal_locations: [{ location: 1, permissions: ['orders:view_open'] }],
    });
    renderPortal(<Probe selected={[]} />, { user: viewer });
    expect(actions.rowActions(order)).toEqual([]);
  });

  it('opens a bulk action for the rows it fits and counts the others in one toast', () => {
    const sold = inventoryRow({ id: 3, sell_out_date: '2026-11-02' });
    const rows = [inventoryRow({ id: 1 }), sold, inventoryRow({ id: 2 })];
    renderPortal(<Probe selected={rows} />);
    expect(actions.showBulk).toBe(true);
    expect(actions.bulkGroups.map((g) => g.id)).toEqual(['sellIn', 'sellOut', 'shared']);
    act(() => actions.chooseBulk('set_archive_status'));
    expect(modal()).toMatchObject({ kind: 'bulk', action: 'set_archive_status' });
    expect(modal().rows.map((r: PortalRow) => r.id)).toEqual([1, 2]);
    expect(toast.getSnapshot().map((t) => t.type)).toEqual(['error']);
  });

  it('opens nothing when no checked row fits', () => {
    renderPortal(<Probe selected={[inventoryRow({ id: 1 })]} />);
    act(() => actions.chooseBulk('delete_sell_out'));
    expect(modal()).toBeNull();
    expect(toast.getSnapshot()).toHaveLength(1);
  });
});
