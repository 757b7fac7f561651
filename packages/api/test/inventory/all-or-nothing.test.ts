import { describe, expect, it } from 'vitest';
import { and, eq, open_orders, portal_memberships, sale_users } from '@maison/db';
import { ACTION_PERMISSIONS } from '@maison/domain';
import { call, SOLO_LOCATION, usePortalWorld } from '../portal-helpers';
import { DE_LOCATION, inventoryKit, today, type Row } from './kit';

/** A bulk of inventory actions applies whole or not at all; item history and sale users. */

const w = usePortalWorld(600);
const { snapshot, pick, item, act } = inventoryKit(w);

describe('actions: all or nothing', () => {
  it('a bulk request with one bad row changes no row', async () => {
    const targets = await Promise.all([0, 1, 2, 3].map((k) => pick(2, 'sellIn', k)));
    const before = await snapshot();
    const answer = await act('jeweler', [
      ...targets.map((t) => ({
        item_id: t.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true, reason: 'Bulk' },
      })),
      { item_id: targets[0]!.serial_number, action: 'book_out', parameters: { reason: '' } },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.refused).toHaveLength(1);
    expect(answer.json.refused[0]).toMatchObject({ index: 4, code: 'invalid_parameters' });
    expect(await snapshot()).toEqual(before);
  });

  it('lists every refusal, 403 when one is about permission', async () => {
    const mine = await pick(1, 'sellIn', 10);
    const foreign = await pick(SOLO_LOCATION, 'sellIn', 0);
    const before = await snapshot();
    const answer = await act('jeweler', [
      { item_id: mine.serial_number, action: 'set_client_note', parameters: { note: 'ok' } },
      { item_id: foreign.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
      { item_id: mine.serial_number, action: 'book_out', parameters: {} },
      { item_id: 'NO-SUCH-SERIAL', action: 'book_out', parameters: { reason: 'x' } },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.json.refused.map((r: Row) => [r.index, r.code])).toEqual([
      [1, 'not_found'],
      [2, 'invalid_parameters'],
      [3, 'not_found'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('solo@maison.test cannot act, neither on its own location (view only) nor elsewhere', async () => {
    const own = await pick(SOLO_LOCATION, 'sellIn', 1);
    const foreign = await pick(DE_LOCATION, 'sellIn', 11);
    const before = await snapshot();
    const answer = await act('solo', [
      { item_id: own.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
      { item_id: foreign.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
      {
        item_id: own.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: today('AT') },
      },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.json.refused.map((r: Row) => r.code)).toEqual([
      'permission_denied',
      'not_found',
      'permission_denied',
    ]);
    expect(await snapshot()).toEqual(before);
    expect(
      (await call(w, 'GET', `/inventory/${foreign.id}/history/`, { who: 'solo' })).status,
    ).toBe(403);
  });

  it('change_location needs inventory:transfer_article at the target too', async () => {
    const [membership] = await w.db
      .select()
      .from(portal_memberships)
      .where(
        and(
          eq(portal_memberships.user_id, w.userIds.jeweler),
          eq(portal_memberships.location_id, 5),
        ),
      );
    await w.db
      .update(portal_memberships)
      .set({
        permissions: membership!.permissions.filter((p) => p !== 'inventory:transfer_article'),
      })
      .where(eq(portal_memberships.id, membership!.id));
    try {
      const target = await pick(DE_LOCATION, 'sellIn', 12);
      const answer = await act('jeweler', [
        {
          item_id: target.serial_number,
          action: 'change_location',
          parameters: { target_location: 5 },
        },
        {
          item_id: target.serial_number,
          action: 'change_location',
          parameters: { target_location: SOLO_LOCATION },
        },
      ]);
      expect(answer.status).toBe(403);
      expect(answer.json.refused.map((r: Row) => r.code)).toEqual([
        'permission_denied',
        'permission_denied',
      ]);
      expect((await item(target.id)).location_id).toBe(DE_LOCATION);
    } finally {
      await w.db
        .update(portal_memberships)
        .set({ permissions: membership!.permissions })
        .where(eq(portal_memberships.id, membership!.id));
    }
  });

  it('each action needs its own permission at the item location (002 §6)', async () => {
    const location = 2;
    const [membership] = await w.db
      .select()
      .from(portal_memberships)
      .where(
        and(
          eq(portal_memberships.user_id, w.userIds.jeweler),
          eq(portal_memberships.location_id, location),
        ),
      );
    const inStock = await pick(location, 'sellIn', 30);
    const sold = await pick(location, 'sellOut', 5);
    const [order] = await w.db
      .select()
      .from(open_orders)
      .where(eq(open_orders.location_id, location))
      .limit(1);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, location));
    const cases: [string, string | number, Record<string, unknown>][] = [
      ['set_virtual_storage', inStock.serial_number, {}],
      ['set_archive_status', inStock.serial_number, { is_archived: true, reason: 'x' }],
      ['change_location', inStock.serial_number, { target_location: 1 }],
      ['sell_out', inStock.serial_number, { sale_user: null, sale_date: today() }],
      ['book_out', inStock.serial_number, { reason: 'x' }],
      ['set_client_note', inStock.serial_number, { note: 'x' }],
      ['update_sale_user', sold.serial_number, { sale_user: seller!.id }],
      ['delete_sell_out', sold.serial_number, { reason: 'x' }],
      ['request_change', order!.id, { change_information: 'x' }],
    ];
    const before = await snapshot();
    try {
      for (const [action, itemId, parameters] of cases) {
        const needed = ACTION_PERMISSIONS[action as keyof typeof ACTION_PERMISSIONS];
        await w.db
          .update(portal_memberships)
          .set({ permissions: membership!.permissions.filter((p) => p !== needed) })
          .where(eq(portal_memberships.id, membership!.id));
        const answer = await act('jeweler', [{ item_id: itemId, action, parameters }]);
        expect([action, answer.status, answer.json.refused?.[0]?.code]).toEqual([
          action,
          403,
          'permission_denied',
        ]);
      }
    } finally {
      await w.db
        .update(portal_memberships)
        .set({ permissions: membership!.permissions })
        .where(eq(portal_memberships.id, membership!.id));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const empty = await call(w, 'POST', '/inventory/actions/', {
      who: 'jeweler',
      body: { actions: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ actions: ['This list may not be empty.'] });
    const unknown = await act('jeweler', [{ item_id: 'x', action: 'melt_down' }]);
    expect(unknown.json).toEqual({ 'actions.0.action': ['"melt_down" is not a valid choice.'] });
    const tooMany = await act(
      'jeweler',
      Array.from({ length: 501 }, () => ({ item_id: 'x', action: 'book_out' })),
    );
    expect(tooMany.status).toBe(400);
  });
});

describe('history and sale users', () => {
  it('lists an item history newest first, SYSTEM for the sell-in', async () => {
    const target = await pick(DE_LOCATION, 'sellOut', 2);
    const answer = await call(w, 'GET', `/inventory/${target.id}/history/`, { who: 'jeweler' });
    expect(answer.status).toBe(200);
    const entries = answer.json as Row[];
    expect(entries.at(-1)).toMatchObject({ type: 'SELL_IN', data: { user: 'SYSTEM' } });
    for (let k = 1; k < entries.length; k++)
      expect(entries[k - 1]!.date >= entries[k]!.date).toBe(true);
    expect(entries.every((e) => typeof e.data.user === 'string')).toBe(true);
    expect((await call(w, 'GET', '/inventory/99999999/history/', { who: 'jeweler' })).status).toBe(
      404,
    );
    expect((await call(w, 'GET', '/inventory/abc/history/', { who: 'jeweler' })).status).toBe(400);
  });

  it('lists the sale users of a location to its members', async () => {
    const answer = await call(w, 'GET', `/locations/${DE_LOCATION}/sale-users/`, {
      who: 'jeweler',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.length).toBeGreaterThanOrEqual(3);
    expect(answer.json[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(
      (await call(w, 'GET', `/locations/${DE_LOCATION}/sale-users/`, { who: 'solo' })).status,
    ).toBe(403);
    expect((await call(w, 'GET', '/locations/999/sale-users/', { who: 'admin' })).status).toBe(404);
  });
});
