import { describe, expect, it } from 'vitest';
import { inventoryRow } from '../testing';
import { applyOutcomes, rowAfterAction, type EffectContext } from './effects';

const context: EffectContext = {
  visibleLocations: [1, 4],
  locationName: (id) => ({ 1: 'Atelier Wien', 4: 'Goldhaus Zürich', 2: 'Atelier Graz' })[id],
  saleUserName: (location, id) => (location === 1 && id === 31 ? 'Eva Gold' : undefined),
};

describe('rows after an action (002 §4)', () => {
  it('a sell-out leaves stock and sell-in', () => {
    const row = inventoryRow();
    expect(rowAfterAction('stock', row, 'sell_out', {}, context)).toBeNull();
    expect(rowAfterAction('sellIn', row, 'sell_out', {}, context)).toBeNull();
  });

  it('deleting a sell-out leaves the sell-out list', () => {
    const row = inventoryRow({ sell_out_date: '2026-11-01' });
    expect(rowAfterAction('sellOut', row, 'delete_sell_out', { reason: 'x' }, context)).toBeNull();
  });

  it('archiving or unarchiving removes the row from its list; booking out from every list', () => {
    const row = inventoryRow();
    expect(
      rowAfterAction('stock', row, 'set_archive_status', { is_archived: true }, context),
    ).toBeNull();
    expect(
      rowAfterAction('archived', row, 'set_archive_status', { is_archived: false }, context),
    ).toBeNull();
    expect(rowAfterAction('archived', row, 'book_out', { reason: 'x' }, context)).toBeNull();
  });

  it('a change of location updates the row, or removes it when the target is not shown', () => {
    const row = inventoryRow({ location: 1 });
    expect(
      rowAfterAction('stock', row, 'change_location', { target_location: 4 }, context),
    ).toMatchObject({ location: 4, location_name: 'Goldhaus Zürich' });
    expect(
      rowAfterAction('stock', row, 'change_location', { target_location: 2 }, context),
    ).toBeNull();
  });

  it('flags, notes and sale users are updated in place', () => {
    const row = inventoryRow({ available_in_virtual_storage: false, sell_out_date: '2026-11-01' });
    expect(
      rowAfterAction(
        'stock',
        row,
        'set_virtual_storage',
        { available_in_virtual_storage: true },
        context,
      ),
    ).toMatchObject({ available_in_virtual_storage: true });
    expect(
      rowAfterAction('sellOut', row, 'set_client_note', { note: 'Reserviert' }, context),
    ).toMatchObject({
      client_note: 'Reserviert',
    });
    expect(
      rowAfterAction('sellOut', row, 'update_sale_user', { sale_user: 31 }, context),
    ).toMatchObject({
      sale_user: 31,
      sale_user_name: 'Eva Gold',
    });
  });

  it('applies outcomes to a page of rows, keeping their order', () => {
    const rows = [inventoryRow(), inventoryRow(), inventoryRow()];
    const outcomes = new Map([
      [rows[0]!.id, { action: 'sell_out' as const, parameters: {} }],
      [rows[2]!.id, { action: 'set_client_note' as const, parameters: { note: 'n' } }],
    ]);
    const after = applyOutcomes('stock', rows, outcomes, context);
    expect(after.map((r) => r.id)).toEqual([rows[1]!.id, rows[2]!.id]);
    expect(after[1]!.client_note).toBe('n');
  });
});
