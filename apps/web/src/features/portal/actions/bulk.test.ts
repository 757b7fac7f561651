import { describe, expect, it } from 'vitest';
import type { OpenOrderRow } from '../api';
import { inventoryRow, portalUser } from '../testing';
import { bulkMenu, checkedLocations, mayActInBulk, needsPerRowValues, splitBulkRows } from './bulk';

const sold = (location = 1) =>
  inventoryRow({ location, sell_out_date: '2026-11-01', sale_user: 3, sale_user_name: 'Eva' });
const stock = (location = 1, extra = {}) => inventoryRow({ location, ...extra });

/** A user who may only view at 4, and do everything at 1 and 2. */
const mixed = portalUser({
  portal_locations: [
    {
      location: 1,
      permissions: [
        'inventory:view_current',
        'inventory:archive_item',
        'inventory:log_article_sale',
      ],
    },
    { location: 2, permissions: ['inventory:view_current', 'inventory:manage_article_note'] },
    { location: 4, permissions: ['inventory:view_current'] },
  ],
});

describe('bulk menu (002 §4, §5)', () => {
  it('groups mixed selections as Sell-In, Sell-Out and Shared actions', () => {
    const groups = bulkMenu(portalUser(), [stock(), sold()], { locationCount: 4 });
    expect(groups.map((g) => g.id)).toEqual(['sellIn', 'sellOut', 'shared']);
    expect(groups[0]!.actions).toEqual([
      'set_virtual_storage',
      'set_archive_status',
      'change_location',
      'sell_out',
      'book_out',
    ]);
    expect(groups[1]!.actions).toEqual(['update_sale_user', 'delete_sell_out']);
    expect(groups[2]!.actions).toEqual(['set_client_note']);
  });

  it('shows only the groups of the states checked', () => {
    expect(
      bulkMenu(portalUser(), [sold(), sold(2)], { locationCount: 4 }).map((g) => g.id),
    ).toEqual(['sellOut', 'shared']);
  });

  it('offers change location only with more than one location', () => {
    const [sellIn] = bulkMenu(portalUser(), [stock()], { locationCount: 1 });
    expect(sellIn!.actions).not.toContain('change_location');
  });

  it('does not offer a sell-out when every checked item is archived', () => {
    const [sellIn] = bulkMenu(portalUser(), [stock(1, { is_archived: true })], {
      locationCount: 4,
    });
    expect(sellIn!.actions).not.toContain('sell_out');
    expect(sellIn!.actions).toContain('set_archive_status');
  });

  it('offers an action held at one of the checked locations', () => {
    const groups = bulkMenu(mixed, [stock(1), stock(2), stock(4)], { locationCount: 3 });
    expect(groups.find((g) => g.id === 'sellIn')!.actions).toEqual([
      'set_archive_status',
      'sell_out',
      'book_out',
    ]);
    expect(groups.find((g) => g.id === 'shared')!.actions).toEqual(['set_client_note']);
  });

  it('checks the permissions of at most 5 locations', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7].map((location) => stock(location));
    expect(checkedLocations(rows)).toEqual([1, 2, 3, 4, 5]);
    // The only location granting the archive is the sixth: not among the five checked.
    const late = portalUser({
      portal_locations: [{ location: 6, permissions: ['inventory:archive_item'] }],
    });
    expect(bulkMenu(late, rows, { locationCount: 7 })).toEqual([]);
  });

  it('has no menu for a user who may only look (solo)', () => {
    const solo = portalUser({
      portal_locations: [{ location: 7, permissions: ['inventory:view_current'] }],
    });
    expect(bulkMenu(solo, [stock(7)], { locationCount: 1 })).toEqual([]);
    expect(mayActInBulk(solo, [7], true, { locationCount: 1 })).toBe(false);
    expect(mayActInBulk(portalUser(), [1], true, { locationCount: 4 })).toBe(true);
  });

  it('offers request_change for open orders', () => {
    const order = { id: 9, location: 1, order_no: 'B-1' } as OpenOrderRow;
    expect(bulkMenu(portalUser(), [order], { locationCount: 4 })).toEqual([
      { id: 'shared', actions: ['request_change'] },
    ]);
  });
});

describe('bulk rows (002 §5)', () => {
  it('drops rows lacking the permission or the state, and counts them', () => {
    const rows = [stock(1), stock(2), sold(1), stock(4)];
    const { eligible, dropped } = splitBulkRows(mixed, rows, 'set_archive_status');
    expect(eligible).toEqual([rows[0]]);
    expect(dropped).toBe(3);
  });

  it('keeps every row that fits', () => {
    const rows = [sold(1), sold(2)];
    expect(splitBulkRows(portalUser(), rows, 'delete_sell_out')).toEqual({
      eligible: rows,
      dropped: 0,
    });
  });

  it('asks for per-row values when sell_out, update_sale_user or change_location span locations', () => {
    const two = [stock(1), stock(4)];
    const one = [stock(1), stock(1)];
    expect(needsPerRowValues('sell_out', two)).toBe(true);
    expect(needsPerRowValues('update_sale_user', two)).toBe(true);
    expect(needsPerRowValues('change_location', two)).toBe(true);
    expect(needsPerRowValues('sell_out', one)).toBe(false);
    expect(needsPerRowValues('set_archive_status', two)).toBe(false);
  });
});
