import type { InventoryAction } from '@maison/domain/portal/actions';
import type { TableId } from '@maison/domain/portal/tables';
import type { PortalRow } from '../api';
import { isInventoryRow } from '../tables/definitions';

export interface EffectContext {
  /** The locations the table currently lists (location__in). */
  visibleLocations: readonly number[];
  locationName: (id: number) => string | undefined;
  saleUserName: (location: number, id: number) => string | undefined;
}

const LEAVES_AFTER: Partial<Record<InventoryAction, readonly TableId[]>> = {
  // 002 §4: a sell-out moves the item to the sell-out list, away from stock and sell-in.
  sell_out: ['stock', 'sellIn'],
  // Back to stock: it leaves the sell-out list.
  delete_sell_out: ['sellOut'],
  // Archiving or unarchiving removes the row from the list it was in.
  set_archive_status: ['stock', 'sellIn', 'sellOut', 'archived'],
  // Booked out: removed from every list.
  book_out: ['stock', 'sellIn', 'sellOut', 'archived'],
};

/**
 * 002 §4: a row after a successful action in a table: null when it leaves the list, else the
 * row as it now reads (the next fetch brings the server's version).
 */
export function rowAfterAction(
  tableId: TableId,
  row: PortalRow,
  action: InventoryAction,
  parameters: Record<string, unknown>,
  context: EffectContext,
): PortalRow | null {
  if (LEAVES_AFTER[action]?.includes(tableId)) return null;
  switch (action) {
    case 'change_location': {
      const target = Number(parameters.target_location);
      // It leaves when the target is not among the stores this table shows.
      if (!context.visibleLocations.includes(target)) return null;
      return {
        ...row,
        location: target,
        location_name: context.locationName(target) ?? row.location_name,
      };
    }
    case 'set_virtual_storage':
      return isInventoryRow(row)
        ? { ...row, available_in_virtual_storage: Boolean(parameters.available_in_virtual_storage) }
        : row;
    case 'set_client_note':
      return { ...row, client_note: String(parameters.note ?? '') };
    case 'update_sale_user': {
      if (!isInventoryRow(row)) return row;
      const id = typeof parameters.sale_user === 'number' ? parameters.sale_user : null;
      return {
        ...row,
        sale_user: id,
        sale_user_name: id === null ? null : (context.saleUserName(row.location, id) ?? null),
      };
    }
    default:
      return row;
  }
}

/** Applies many outcomes to a list of rows, keeping order (rows that left are dropped). */
export function applyOutcomes(
  tableId: TableId,
  rows: readonly PortalRow[],
  outcomes: ReadonlyMap<number, { action: InventoryAction; parameters: Record<string, unknown> }>,
  context: EffectContext,
): PortalRow[] {
  const out: PortalRow[] = [];
  for (const row of rows) {
    const outcome = outcomes.get(row.id);
    const next = outcome
      ? rowAfterAction(tableId, row, outcome.action, outcome.parameters, context)
      : row;
    if (next) out.push(next);
  }
  return out;
}
