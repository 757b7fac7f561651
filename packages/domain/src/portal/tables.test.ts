import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TABLE_COLUMN_WIDTH_DEFAULT_PX,
  TABLE_COLUMN_WIDTH_MAX_PX,
  TABLE_COLUMN_WIDTH_MIN_PX,
} from '../constants';
import { PERMISSIONS, type PermissionSubject } from '../permissions';
import {
  IMAGE_COLUMN_ID,
  INDEX_COLUMN_ID,
  SHARE_COLUMN_ID,
  clampColumnWidth,
  defaultColumnWidth,
  defaultTableConfig,
  normalizeTableConfig,
} from './columns';
import { effectiveFilterValues, tableQuery } from './filters';
import { isBlankPrice, toMajorUnits, toMinorUnits } from './money';
import {
  TABLE_IDS,
  TABLE_VIEW_PERMISSIONS,
  canViewTable,
  orderByParam,
  parseOrderBy,
  sortColumns,
  tableLocations,
} from './tables';

describe('column widths (002 §5)', () => {
  it('defaults to 100 px, identifiers 150, index 50, image 51, share 40', () => {
    expect(defaultColumnWidth('description')).toBe(TABLE_COLUMN_WIDTH_DEFAULT_PX);
    expect(defaultColumnWidth('serial_number')).toBe(150);
    expect(defaultColumnWidth('order_no')).toBe(150);
    expect(defaultColumnWidth('article_number')).toBe(150);
    expect(defaultColumnWidth(INDEX_COLUMN_ID)).toBe(50);
    expect(defaultColumnWidth(IMAGE_COLUMN_ID)).toBe(51);
    expect(defaultColumnWidth(SHARE_COLUMN_ID)).toBe(40);
  });

  it('clamps resized widths to 120–750 px and keeps fixed columns fixed', () => {
    expect(clampColumnWidth(10)).toBe(120);
    expect(clampColumnWidth(10_000)).toBe(750);
    expect(clampColumnWidth(333.4)).toBe(333);
    expect(clampColumnWidth(Number.NaN)).toBe(100);
    expect(clampColumnWidth(500, IMAGE_COLUMN_ID)).toBe(51);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.string(), (w, id) => {
        const out = clampColumnWidth(w, id);
        const fixed = [INDEX_COLUMN_ID, IMAGE_COLUMN_ID, SHARE_COLUMN_ID].includes(id);
        if (fixed) expect(out).toBe(defaultColumnWidth(id));
        else if (Number.isFinite(w)) {
          expect(out).toBeGreaterThanOrEqual(TABLE_COLUMN_WIDTH_MIN_PX);
          expect(out).toBeLessThanOrEqual(TABLE_COLUMN_WIDTH_MAX_PX);
        }
      }),
    );
  });
});

describe('table config (002 §3)', () => {
  it('keeps a valid config and clamps widths', () => {
    expect(
      normalizeTableConfig({
        columnWidths: { serial_number: 90, description_de: 800, image: 300 },
        activeFilters: [{ id: 'article_type', values: ['ring', 'ring', 'necklace'] }],
        checkedRows: ['MA0000001', 'MA0000001', 'MA0000002'],
        sortedBy: { columnId: 'sell_in_date', direction: 'asc' },
      }),
    ).toEqual({
      columnWidths: { serial_number: 120, description_de: 750, image: 51 },
      activeFilters: [{ id: 'article_type', values: ['ring', 'necklace'] }],
      checkedRows: ['MA0000001', 'MA0000002'],
      sortedBy: { columnId: 'sell_in_date', direction: 'asc' },
    });
  });

  it('turns anything into a valid config', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const config = normalizeTableConfig(input);
        expect(Object.keys(config).sort()).toEqual(Object.keys(defaultTableConfig()).sort());
        for (const w of Object.values(config.columnWidths)) expect(Number.isInteger(w)).toBe(true);
        expect(normalizeTableConfig(config)).toEqual(config);
      }),
    );
  });
});

describe('order_by (002 §7)', () => {
  it('reads a leading minus as descending and refuses unknown columns', () => {
    expect(parseOrderBy('stock', '-sell_in_date')).toEqual({
      columnId: 'sell_in_date',
      direction: 'desc',
    });
    expect(parseOrderBy('stock', 'serial_number')).toEqual({
      columnId: 'serial_number',
      direction: 'asc',
    });
    expect(parseOrderBy('stock', 'password')).toBeNull();
    expect(parseOrderBy('stock', '--sell_in_date')).toBeNull();
    expect(parseOrderBy('openOrders', 'order_no')?.columnId).toBe('order_no');
    expect(parseOrderBy('stock', 'order_no')).toBeNull();
  });

  it('defaults to newest first by the table date', () => {
    expect(orderByParam('stock', null)).toBe('-sell_in_date');
    expect(orderByParam('sellOut', null)).toBe('-sell_out_date');
    expect(orderByParam('openOrders', undefined)).toBe('-sell_in_date');
    expect(parseOrderBy('sellOut', undefined)).toEqual({
      columnId: 'sell_out_date',
      direction: 'desc',
    });
  });

  it('round-trips every sortable column', () => {
    for (const table of TABLE_IDS)
      for (const columnId of sortColumns(table))
        for (const direction of ['asc', 'desc'] as const)
          expect(parseOrderBy(table, orderByParam(table, { columnId, direction }))).toEqual({
            columnId,
            direction,
          });
  });
});

describe('filters (002 §5, 002 §7)', () => {
  it('ignores none and empty values and splits lists', () => {
    expect(effectiveFilterValues(['none', '', 'ring,necklace', 'ring'])).toEqual([
      'ring',
      'necklace',
    ]);
    expect(effectiveFilterValues('none')).toEqual([]);
    expect(effectiveFilterValues(undefined)).toEqual([]);
  });

  it('builds the query the endpoints read', () => {
    const query = tableQuery('sellOut', {
      locations: [1, 4],
      search: ' flora ',
      filters: { article_type: ['ring'], available_in_virtual_storage: 'none' },
      dateRange: 'previousYear',
      sortedBy: { columnId: 'serial_number', direction: 'desc' },
      today: '2026-05-02',
    });
    expect(query.toString()).toBe(
      'location__in=1&location__in=4&search=flora&article_type=ring' +
        '&sell_out_date__gte=2025-01-01&sell_out_date__lte=2025-12-31&order_by=-serial_number',
    );
  });
});

describe('table view permissions (002 §6)', () => {
  const user: PermissionSubject = {
    is_superuser: false,
    portal_locations: [
      { location: 1, permissions: ['inventory:view_current'] },
      { location: 2, permissions: ['inventory:view_current', 'orders:view_open'] },
    ],
  };

  it('lists the locations holding the table permission', () => {
    expect(tableLocations(user, 'stock')).toEqual([1, 2]);
    expect(tableLocations(user, 'openOrders')).toEqual([2]);
    expect(tableLocations(user, 'archived')).toEqual([]);
    expect(canViewTable(user, 'sellOut')).toBe(false);
    expect(tableLocations({ is_superuser: true, portal_locations: [] }, 'archived')).toBeNull();
  });

  it('uses only known permissions', () => {
    for (const p of Object.values(TABLE_VIEW_PERMISSIONS))
      expect(PERMISSIONS as readonly string[]).toContain(p);
  });
});

describe('money (002 §5)', () => {
  it('converts with the minor units of the currency', () => {
    expect(toMinorUnits(12.34, 'EUR')).toBe(1234);
    expect(toMinorUnits(196000, 'JPY')).toBe(196000);
    expect(toMajorUnits(1234, 'CHF')).toBe(12.34);
    expect(toMajorUnits(1780000, 'KRW')).toBe(1780000);
    expect(toMajorUnits(null, 'EUR')).toBeNull();
  });

  it('shows zero and empty prices blank', () => {
    expect(isBlankPrice(0)).toBe(true);
    expect(isBlankPrice(null)).toBe(true);
    expect(isBlankPrice('')).toBe(true);
    expect(isBlankPrice(0.5)).toBe(false);
  });
});
