import { describe, expect, it } from 'vitest';
import { and, asc, eq, inventory_history, sale_users } from '@maison/db';
import { firstDayOfPreviousMonth } from '@maison/domain';
import { call, usePortalWorld } from '../portal-helpers';
import { CH_LOCATION, DE_LOCATION, inventoryKit, PATHS, today, type Row } from './kit';

/** The inventory actions one by one: the item states, permissions and parameters they take. */

const w = usePortalWorld(600);
const { pick, item, act } = inventoryKit(w);

describe('actions: states, permissions, parameters', () => {
  it('sell_out moves an item from stock and sell-in to sell-out, with history', async () => {
    const target = await pick(DE_LOCATION, 'sellIn', 1);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, DE_LOCATION));
    const answer = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: String(seller!.id), sale_date: today(), sell_out_price: 1234.5 },
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      results: [{ item_id: target.serial_number, action: 'sell_out', status: 'ok' }],
    });
    const after = await item(target.id);
    expect(after.sell_out_date).toBe(today());
    expect(after.sell_out_price).toBe(123450);
    expect(after.sale_user_id).toBe(seller!.id);
    for (const table of ['stock', 'sellIn'] as const) {
      const found = await call(w, 'GET', `${PATHS[table]}?search=${target.serial_number}`, {
        who: 'jeweler',
      });
      expect(found.json.count).toBe(0);
    }
    const sold = await call(w, 'GET', `${PATHS.sellOut}?search=${target.serial_number}`, {
      who: 'jeweler',
    });
    expect(sold.json.results[0].sale_user_name).toBe(seller!.name);
    const history = await call(w, 'GET', `/inventory/${target.id}/history/`, { who: 'jeweler' });
    expect(history.json[0]).toMatchObject({
      type: 'SELL_OUT',
      data: {
        user: 'Julia Hofmann',
        sale_user_name: seller!.name,
        sell_out_price: 1234.5,
        sale_date: today(),
      },
    });
    const [entry] = await w.db
      .select()
      .from(inventory_history)
      .where(and(eq(inventory_history.item_id, target.id), eq(inventory_history.type, 'SELL_OUT')));
    expect(entry!.user_id).toBe(w.userIds.jeweler);
  });

  it('sell_out: none and empty sale users are null; the price defaults to the sell-in price', async () => {
    for (const [k, saleUser] of (['none', ''] as const).entries()) {
      const target = await pick(DE_LOCATION, 'sellIn', 2 + k);
      const answer = await act('jeweler', [
        {
          item_id: target.serial_number,
          action: 'sell_out',
          parameters: { sale_user: saleUser, sale_date: today() },
        },
      ]);
      expect(answer.status).toBe(200);
      const after = await item(target.id);
      expect(after.sale_user_id).toBeNull();
      expect(after.sell_out_price).toBe(target.sell_in_price);
      expect(after.sell_out_currency).toBe(target.sell_in_currency);
    }
  });

  it('sell_out: the sale date lies between max(previous month start, sell-in) and today', async () => {
    const target = await pick(DE_LOCATION, 'sellIn', 4);
    const start = firstDayOfPreviousMonth(today());
    const min = target.sell_in_date > start ? target.sell_in_date : start;
    const dayBefore = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const [date, message] of [
      [dayBefore, `The sale date may not be earlier than ${min}.`],
      [tomorrow, 'The sale date may not lie in the future.'],
      ['2026-02-30', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ]) {
      const answer = await act('jeweler', [
        {
          item_id: target.serial_number,
          action: 'sell_out',
          parameters: { sale_user: null, sale_date: date },
        },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.json.refused).toEqual([
        {
          index: 0,
          item_id: target.serial_number,
          action: 'sell_out',
          code: 'invalid_parameters',
          detail: `sale_date: ${message}`,
          fields: { sale_date: [message] },
        },
      ]);
    }
    const ok = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: min },
      },
    ]);
    expect(ok.status).toBe(200);
  });

  it('sell_out refuses a sale user of another location and a missing choice', async () => {
    const target = await pick(DE_LOCATION, 'sellIn', 5);
    const [elsewhere] = await w.db.select().from(sale_users).where(eq(sale_users.location_id, 2));
    const answer = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: elsewhere!.id, sale_date: today() },
      },
      { item_id: target.serial_number, action: 'sell_out', parameters: { sale_date: today() } },
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: 99999, sale_date: today() },
      },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.refused.map((r: Row) => r.fields)).toEqual([
      { sale_user: ['This sale user does not belong to the item’s location.'] },
      { sale_user: ['This field is required.'] },
      { sale_user: ['Invalid pk "99999" - object does not exist.'] },
    ]);
  });

  it('refuses actions the item state does not allow (002 §4)', async () => {
    const inStock = await pick(DE_LOCATION, 'sellIn', 6);
    const sold = await pick(DE_LOCATION, 'sellOut', 0);
    const archived = await pick(DE_LOCATION, 'archived', 0);
    const answer = await act('jeweler', [
      { item_id: inStock.serial_number, action: 'update_sale_user', parameters: { sale_user: 11 } },
      { item_id: inStock.serial_number, action: 'delete_sell_out', parameters: { reason: 'x' } },
      {
        item_id: sold.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: today() },
      },
      { item_id: sold.serial_number, action: 'set_virtual_storage' },
      {
        item_id: sold.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true, reason: 'x' },
      },
      {
        item_id: sold.serial_number,
        action: 'change_location',
        parameters: { target_location: 2 },
      },
      { item_id: sold.serial_number, action: 'book_out', parameters: { reason: 'x' } },
      {
        item_id: archived.serial_number,
        action: 'sell_out',
        parameters: { sale_user: null, sale_date: today() },
      },
      {
        item_id: inStock.serial_number,
        action: 'request_change',
        parameters: { change_information: 'x' },
      },
    ]);
    expect(answer.status).toBe(403);
    const codes = answer.json.refused.map((r: Row) => r.code);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill('invalid_state'));
    // request_change addresses open orders by id; a serial number is no order.
    expect(codes[8]).toBe('not_found');
  });

  it('checks each parameter rule (002 §5)', async () => {
    const inStock = await pick(DE_LOCATION, 'sellIn', 7);
    const sold = await pick(DE_LOCATION, 'sellOut', 1);
    const answer = await act('jeweler', [
      { item_id: inStock.serial_number, action: 'book_out', parameters: { reason: '  ' } },
      {
        item_id: inStock.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true },
      },
      { item_id: inStock.serial_number, action: 'set_archive_status', parameters: { reason: 'x' } },
      { item_id: inStock.serial_number, action: 'change_location', parameters: {} },
      {
        item_id: inStock.serial_number,
        action: 'change_location',
        parameters: { target_location: DE_LOCATION },
      },
      {
        item_id: inStock.serial_number,
        action: 'change_location',
        parameters: { target_location: 777 },
      },
      { item_id: inStock.serial_number, action: 'set_client_note', parameters: { note: '' } },
      {
        item_id: sold.serial_number,
        action: 'update_sale_user',
        parameters: { sale_user: 'none' },
      },
      { item_id: sold.serial_number, action: 'delete_sell_out', parameters: {} },
      {
        item_id: inStock.serial_number,
        action: 'set_virtual_storage',
        parameters: { available_in_virtual_storage: 'yes' },
      },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toBe('Some actions were refused; nothing was changed.');
    expect(answer.json.refused.map((r: Row) => [r.code, r.fields])).toEqual([
      ['invalid_parameters', { reason: ['This field may not be blank.'] }],
      ['invalid_parameters', { reason: ['This field is required.'] }],
      ['invalid_parameters', { is_archived: ['This field is required.'] }],
      ['invalid_parameters', { target_location: ['This field is required.'] }],
      [
        'invalid_parameters',
        { target_location: ['The target location must differ from the current location.'] },
      ],
      ['invalid_parameters', { target_location: ['Invalid pk "777" - object does not exist.'] }],
      ['invalid_parameters', { note: ['This field may not be blank.'] }],
      ['invalid_parameters', { sale_user: ['Choose a sale user.'] }],
      ['invalid_parameters', { reason: ['This field is required.'] }],
      ['invalid_parameters', { available_in_virtual_storage: ['Must be a valid boolean.'] }],
    ]);
  });

  it('applies every other action and writes its history with the acting user', async () => {
    const a = await pick(CH_LOCATION, 'sellIn', 0);
    const b = await pick(CH_LOCATION, 'sellIn', 1);
    const c = await pick(CH_LOCATION, 'sellIn', 2);
    const sold = await pick(CH_LOCATION, 'sellOut', 0);
    const sold2 = await pick(CH_LOCATION, 'sellOut', 1);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, CH_LOCATION))
      .orderBy(asc(sale_users.id));
    const answer = await act('jeweler', [
      { item_id: a.serial_number, action: 'set_virtual_storage' },
      { item_id: a.serial_number, action: 'set_client_note', parameters: { note: 'Vitrine 3' } },
      {
        item_id: b.serial_number,
        action: 'set_archive_status',
        parameters: { is_archived: true, reason: 'Saisonende' },
      },
      {
        item_id: c.serial_number,
        action: 'change_location',
        parameters: { target_location: '5', reason: 'Ausstellung' },
      },
      {
        item_id: sold.serial_number,
        action: 'update_sale_user',
        parameters: { sale_user: seller!.id },
      },
      { item_id: sold2.serial_number, action: 'delete_sell_out', parameters: { reason: 'Storno' } },
      {
        item_id: sold2.serial_number,
        action: 'set_client_note',
        parameters: { note: 'Zurück im Bestand' },
      },
    ]);
    expect(answer.status).toBe(200);

    expect((await item(a.id)).available_in_virtual_storage).toBe(!a.available_in_virtual_storage);
    expect((await item(a.id)).client_note).toBe('Vitrine 3');
    expect((await item(b.id)).is_archived).toBe(true);
    expect((await item(c.id)).location_id).toBe(5);
    expect((await item(sold.id)).sale_user_id).toBe(seller!.id);
    const back = await item(sold2.id);
    expect([back.sell_out_date, back.sell_out_price, back.sale_user_id]).toEqual([
      null,
      null,
      null,
    ]);

    const types = async (id: number) =>
      (await call(w, 'GET', `/inventory/${id}/history/`, { who: 'jeweler' })).json as Row[];
    expect((await types(a.id)).slice(0, 2).map((e) => [e.type, e.data.user])).toEqual([
      ['SET_CLIENT_NOTE', 'Julia Hofmann'],
      ['SET_VIRTUAL_STORAGE', 'Julia Hofmann'],
    ]);
    expect((await types(b.id))[0]).toMatchObject({
      type: 'SET_ARCHIVE_STATUS',
      data: { is_archived: true, reason: 'Saisonende' },
    });
    expect((await types(c.id))[0]).toMatchObject({
      type: 'CHANGE_LOCATION',
      data: { source_location_id: CH_LOCATION, target_location_id: 5, reason: 'Ausstellung' },
    });
    expect((await types(sold.id))[0]).toMatchObject({
      type: 'UPDATE_SALE_USER',
      data: { sale_user_name: seller!.name },
    });
    expect((await types(sold2.id)).slice(0, 2).map((e) => e.type)).toEqual([
      'SET_CLIENT_NOTE',
      'DELETE_SELL_OUT',
    ]);

    // The archived item left the current lists and appears in the archive.
    const archive = await call(w, 'GET', `${PATHS.archived}?search=${b.serial_number}`, {
      who: 'jeweler',
    });
    expect(archive.json.count).toBe(1);
    const stock = await call(w, 'GET', `${PATHS.stock}?search=${b.serial_number}`, {
      who: 'jeweler',
    });
    expect(stock.json.count).toBe(0);
  });

  it('book_out removes the item from every list', async () => {
    const target = await pick(CH_LOCATION, 'sellIn', 5);
    const answer = await act('jeweler', [
      { item_id: target.serial_number, action: 'book_out', parameters: { reason: 'Rücksendung' } },
    ]);
    expect(answer.status).toBe(200);
    for (const path of Object.values(PATHS)) {
      const found = await call(w, 'GET', `${path}?search=${target.serial_number}`, {
        who: 'jeweler',
      });
      expect(found.json.count).toBe(0);
    }
    const history = await call(w, 'GET', `/inventory/${target.id}/history/`, { who: 'jeweler' });
    expect(history.json[0]).toMatchObject({
      type: 'SET_REMOVED_STATUS',
      data: { reason: 'Rücksendung', user: 'Julia Hofmann' },
    });
    const again = await act('jeweler', [
      { item_id: target.serial_number, action: 'set_client_note', parameters: { note: 'x' } },
    ]);
    expect(again.json.refused[0].code).toBe('not_found');
  });

  it('runs actions in order: a sell-out then its sale user in one request', async () => {
    const target = await pick(CH_LOCATION, 'sellIn', 6);
    const [seller] = await w.db
      .select()
      .from(sale_users)
      .where(eq(sale_users.location_id, CH_LOCATION));
    const answer = await act('jeweler', [
      {
        item_id: target.serial_number,
        action: 'sell_out',
        parameters: { sale_user: 'none', sale_date: today('CH') },
      },
      {
        item_id: target.serial_number,
        action: 'update_sale_user',
        parameters: { sale_user: seller!.id },
      },
    ]);
    expect(answer.status).toBe(200);
    expect((await item(target.id)).sale_user_id).toBe(seller!.id);
  });
});
