import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_IDS, defaultTableConfig } from '@maison/domain';
import { call, createPortalWorld, type PortalWorld } from './portal-helpers';

let w: PortalWorld;

beforeAll(async () => {
  w = await createPortalWorld(0);
});
afterAll(() => w.testDb.close());

const path = (table: string) => `/portal/table-config/${table}/`;

describe('table config (002 §3)', () => {
  it('answers the defaults before anything is saved', async () => {
    for (const table of TABLE_IDS) {
      const answer = await call(w, 'GET', path(table), { who: 'jeweler' });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(defaultTableConfig());
    }
  });

  it('round-trips a config per user and table, widths clamped to 120–750 px', async () => {
    const config = {
      columnWidths: { serial_number: 80, description_de: 900, sell_in_price: 180.6, image: 300 },
      activeFilters: [{ id: 'article_type', values: ['ring', 'necklace'] }],
      checkedRows: ['M24-0000001', 'M24-0000002'],
      sortedBy: { columnId: 'sell_in_date', direction: 'asc' },
    };
    const saved = await call(w, 'PUT', path('sellOut'), { who: 'jeweler', body: config });
    expect(saved.status).toBe(200);
    const expected = {
      ...config,
      columnWidths: { serial_number: 120, description_de: 750, sell_in_price: 181, image: 51 },
    };
    expect(saved.json).toEqual(expected);
    expect((await call(w, 'GET', path('sellOut'), { who: 'jeweler' })).json).toEqual(expected);
    // Other tables and other users keep their own.
    expect((await call(w, 'GET', path('sellIn'), { who: 'jeweler' })).json).toEqual(
      defaultTableConfig(),
    );
    expect((await call(w, 'GET', path('sellOut'), { who: 'solo' })).json).toEqual(
      defaultTableConfig(),
    );
    const replaced = await call(w, 'PUT', path('sellOut'), {
      who: 'jeweler',
      body: { ...defaultTableConfig(), sortedBy: null },
    });
    expect(replaced.json).toEqual(defaultTableConfig());
    expect((await call(w, 'GET', path('sellOut'), { who: 'jeweler' })).json).toEqual(
      defaultTableConfig(),
    );
  });

  it('refuses malformed configs with field errors and unknown tables with 404', async () => {
    const bad = await call(w, 'PUT', path('stock'), {
      who: 'jeweler',
      body: {
        columnWidths: { a: 'wide' },
        activeFilters: {},
        checkedRows: [1],
        sortedBy: { columnId: 'x', direction: 'up' },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual([
      'activeFilters',
      'checkedRows.0',
      'columnWidths.a',
      'sortedBy.direction',
    ]);
    expect((await call(w, 'GET', path('inventory'), { who: 'jeweler' })).status).toBe(404);
    expect(
      (await call(w, 'PUT', path('inventory'), { who: 'jeweler', body: defaultTableConfig() }))
        .status,
    ).toBe(404);
    expect((await call(w, 'GET', path('stock'))).status).toBe(401);
  });

  it('arbitrary bodies never answer 5xx, and what is saved reads back the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            columnWidths: fc.dictionary(fc.string({ maxLength: 10 }), fc.double()),
            activeFilters: fc.array(
              fc.record({ id: fc.string({ maxLength: 5 }), values: fc.array(fc.string()) }),
            ),
            checkedRows: fc.array(fc.string({ maxLength: 12, unit: 'binary' })),
            sortedBy: fc.option(
              fc.record({
                columnId: fc.string({ maxLength: 8 }),
                direction: fc.constantFrom('asc', 'desc'),
              }),
              { nil: null },
            ),
          }),
        ),
        async (body) => {
          const answer = await call(w, 'PUT', path('archived'), { who: 'admin', body });
          expect([200, 400]).toContain(answer.status);
          if (answer.status === 200) {
            const read = await call(w, 'GET', path('archived'), { who: 'admin' });
            expect(read.json).toEqual(answer.json);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
