import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inventory_items } from '@maison/db';
import { call, usePortalWorld } from '../portal-helpers';
import { DE_LOCATION, inventoryKit, PATHS, today } from './kit';

/** The inventory routes under U+0000 and arbitrary queries and action bodies: never a 5xx. */

const w = usePortalWorld(600);
const { snapshot, pick, act } = inventoryKit(w);

describe('robustness', () => {
  it('refuses U+0000 (PostgreSQL text cannot hold it) with 400, never 500', async () => {
    const nul = 'Null characters are not allowed.';
    const search = await call(w, 'GET', `${PATHS.stock}?search=a%00b`, { who: 'jeweler' });
    expect(search.status).toBe(400);
    expect(search.json).toEqual({ search: [nul] });
    const target = await pick(DE_LOCATION, 'sellIn', 20);
    const before = await snapshot();
    const note = await act('jeweler', [
      { item_id: target.serial_number, action: 'set_client_note', parameters: { note: 'a\u0000' } },
    ]);
    expect(note.status).toBe(400);
    expect(note.json).toEqual({ 'actions.0.parameters.note': [nul] });
    const serial = await act('jeweler', [
      { item_id: 'M\u0000', action: 'book_out', parameters: { reason: 'x' } },
    ]);
    expect(serial.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    const config = await call(w, 'PUT', '/portal/table-config/stock/', {
      who: 'jeweler',
      body: { columnWidths: {}, activeFilters: [], checkedRows: ['a\u0000'], sortedBy: null },
    });
    expect(config.status).toBe(400);
    const orderNote = await call(w, 'POST', '/open-orders/1/client-note/', {
      who: 'jeweler',
      body: { note: '\u0000' },
    });
    expect(orderNote.status).toBe(400);
  });

  const value = fc.oneof(
    fc.string({ maxLength: 12, unit: 'binary' }),
    fc.constant('\u0000'),
    fc.constantFrom(
      'none',
      '',
      '-',
      '1',
      '-1',
      '0',
      '2026-02-29',
      '9999-99-99',
      '%',
      '\\',
      'true',
      'null',
    ),
  );
  const key = fc.constantFrom(
    'location__in',
    'search',
    'article_type',
    'available_in_virtual_storage',
    'date_range',
    'sell_in_date__gte',
    'sell_out_date__lte',
    'sell_out_date__isnull',
    'order_by',
    'page',
    'page_size',
    'table',
    'metrics',
    'aggregate_by',
    'unknown',
  );

  it('arbitrary query strings never answer 5xx', async () => {
    const paths = [...Object.values(PATHS), '/inventory/aggregates/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(fc.tuple(key, value), { maxLength: 6 }),
        fc.constantFrom('jeweler', 'solo', 'admin') as fc.Arbitrary<'jeweler' | 'solo' | 'admin'>,
        async (path, pairs, who) => {
          const query = new URLSearchParams(pairs).toString();
          const answer = await call(w, 'GET', `${path}?${query}`, { who });
          expect([200, 400, 403, 404]).toContain(answer.status);
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('arbitrary action bodies never answer 5xx and change nothing when refused', async () => {
    const serials = (
      await w.db.select({ s: inventory_items.serial_number }).from(inventory_items).limit(30)
    ).map((r) => r.s);
    const parameters = fc.dictionary(
      fc.constantFrom(
        'reason',
        'note',
        'is_archived',
        'target_location',
        'sale_user',
        'sale_date',
        'sell_out_price',
        'sell_out_currency',
        'available_in_virtual_storage',
        'change_information',
      ),
      fc.oneof(
        fc.jsonValue(),
        fc.string({ unit: 'binary' }),
        fc.constantFrom('none', '', today(), 4, 5, '12', -1, 1e20, 'x\u0000'),
      ),
    );
    const action = fc.record({
      item_id: fc.oneof(
        fc.constantFrom(...serials),
        fc.string({ unit: 'binary' }),
        fc.integer(),
        fc.constant(null),
      ),
      action: fc.oneof(
        fc.constantFrom(
          'set_virtual_storage',
          'set_archive_status',
          'change_location',
          'sell_out',
          'update_sale_user',
          'delete_sell_out',
          'set_client_note',
          'book_out',
          'request_change',
        ),
        fc.string(),
      ),
      parameters: fc.oneof(parameters, fc.jsonValue()),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ actions: fc.array(action, { maxLength: 5 }) }), fc.jsonValue()),
        fc.constantFrom('jeweler', 'solo') as fc.Arbitrary<'jeweler' | 'solo'>,
        async (body, who) => {
          const before = await snapshot();
          const answer = await call(w, 'POST', '/inventory/actions/', { who, body });
          expect([200, 400, 403]).toContain(answer.status);
          if (answer.status !== 200) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
    // 150 generated bodies, each with two snapshots of the table: about 20 s on PGlite on a
    // quiet 2-core machine, past the suite's 30 s default on a slow one.
  }, 120_000);
});
