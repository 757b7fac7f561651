import { describe, expect, it, vi } from 'vitest';
import type { PortalRow } from '../api';
import { inventoryRow } from '../testing';
import { bodyItems, type AnyRow } from './items';

const row = (original: PortalRow): AnyRow => ({
  id: String(original.id),
  original,
  getToggleSelectedHandler: () => vi.fn(),
});
const rows = [
  row(inventoryRow({ id: 1, location_name: 'Wien' })),
  row(inventoryRow({ id: 2, location_name: 'Zürich' })),
  row(inventoryRow({ id: 3, location_name: 'Wien' })),
];
const shape = (items: ReturnType<typeof bodyItems>) =>
  items.map((item) =>
    item.kind === 'group' ? `group:${item.key}:${item.count}` : `${item.kind}:${item.row.id}`,
  );

describe('body items (002 §2)', () => {
  it('lists the rows, each open one followed by its detail', () => {
    expect(shape(bodyItems(rows, new Set(['2']), 'none'))).toEqual([
      'row:1',
      'row:2',
      'detail:2',
      'row:3',
    ]);
  });

  it('groups rows under a heading per value, in the order the groups first appear', () => {
    expect(shape(bodyItems(rows, new Set(['3']), 'location_name'))).toEqual([
      'group:Wien:2',
      'row:1',
      'row:3',
      'detail:3',
      'group:Zürich:1',
      'row:2',
    ]);
  });
});
