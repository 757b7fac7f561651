import type { PortalRow } from '../api';
import type { GroupBy } from './definitions';

/** What the body needs of a TanStack row: its id, its record and its selection toggle. */
export interface AnyRow {
  id: string;
  original: PortalRow;
  getToggleSelectedHandler: () => (event: unknown) => void;
}

/** One line of the body: a row, the detail panel of an open row, or a group's heading. */
export type Item =
  | { kind: 'row' | 'detail'; row: AnyRow }
  | { kind: 'group'; key: string; row: AnyRow; count: number };

/**
 * 002 §2: the body's lines: each row followed by its detail when open, and with a group-by
 * over the loaded rows a heading per store or article type, in the order the groups first
 * appear, each with its rows in the table's sort order.
 */
export function bodyItems(
  rows: readonly AnyRow[],
  openIds: ReadonlySet<string>,
  groupBy: GroupBy,
): Item[] {
  const out: Item[] = [];
  const push = (row: AnyRow) => {
    out.push({ kind: 'row', row });
    if (openIds.has(row.id)) out.push({ kind: 'detail', row });
  };
  if (groupBy === 'none') {
    rows.forEach(push);
    return out;
  }
  const groups = new Map<string, AnyRow[]>();
  for (const row of rows) {
    const key = String((row.original as unknown as Record<string, unknown>)[groupBy] ?? '');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, members] of groups) {
    out.push({ kind: 'group', key, row: members[0]!, count: members.length });
    members.forEach(push);
  }
  return out;
}
