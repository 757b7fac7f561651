import { PORTAL_BULK_MAX_LOCATIONS } from '@maison/domain/constants';
import { hasPermission, type PermissionSubject } from '@maison/domain/permissions';
import {
  actionFitsState,
  actionPermission,
  itemState,
  OPEN_ORDER_ACTIONS,
  SELL_IN_ACTIONS,
  SELL_OUT_ACTIONS,
  type InventoryAction,
} from '@maison/domain/portal/actions';
import type { PortalRow } from '../api';
import { isInventoryRow } from '../tables/definitions';

/** The bulk menu's groups (002 §4: Sell-In Actions, Sell-Out Actions and Shared Actions). */
type BulkGroupId = 'sellIn' | 'sellOut' | 'shared';

export interface BulkGroup {
  id: BulkGroupId;
  actions: InventoryAction[];
}

/** Shared actions that work on many rows at once (the history is one item's). */
const BULK_SHARED_ACTIONS: readonly InventoryAction[] = ['set_client_note'];

/**
 * 002 §5: these cannot take one common value when the rows lie in several locations (sale users
 * and target stores are per location); each row then gets its own.
 */
const PER_ROW_ACTIONS: readonly InventoryAction[] = [
  'sell_out',
  'update_sale_user',
  'change_location',
];

/** 002 §5, §9: the locations whose permissions decide the menu, at most 5 of them. */
export function checkedLocations(rows: readonly PortalRow[]): number[] {
  const ids: number[] = [];
  for (const row of rows) {
    if (!ids.includes(row.location)) ids.push(row.location);
    if (ids.length === PORTAL_BULK_MAX_LOCATIONS) break;
  }
  return ids;
}

/**
 * The bulk menu for the checked rows: a group for each state among them (plus shared actions),
 * each action offered when the user holds its permission at one of the (at most 5) checked
 * locations; change_location only with more than one location. Open orders have one action.
 */
export function bulkMenu(
  user: PermissionSubject,
  rows: readonly PortalRow[],
  options: { locationCount: number },
): BulkGroup[] {
  if (!rows.length) return [];
  const locations = checkedLocations(rows);
  const permitted = (action: InventoryAction) =>
    locations.some((location) => hasPermission(user, location, actionPermission(action)));
  if (!rows.some(isInventoryRow)) {
    const actions = OPEN_ORDER_ACTIONS.filter(permitted);
    return actions.length ? [{ id: 'shared', actions }] : [];
  }
  const items = rows.filter(isInventoryRow);
  const states = new Set(items.map((row) => itemState(row)));
  const groups: BulkGroup[] = [];
  if (states.has('sellIn')) {
    const actions = SELL_IN_ACTIONS.filter(
      (action) =>
        permitted(action) &&
        (action !== 'change_location' || options.locationCount > 1) &&
        items.some((row) => actionFitsState(action, row)),
    );
    if (actions.length) groups.push({ id: 'sellIn', actions });
  }
  if (states.has('sellOut')) {
    const actions = SELL_OUT_ACTIONS.filter(permitted);
    if (actions.length) groups.push({ id: 'sellOut', actions });
  }
  const shared = BULK_SHARED_ACTIONS.filter(permitted);
  if (shared.length) groups.push({ id: 'shared', actions: shared });
  return groups;
}

/** Whether the user could act on this table's rows anywhere (else no bulk menu at all). */
export function mayActInBulk(
  user: PermissionSubject,
  locationIds: readonly number[],
  inventory: boolean,
  options: { locationCount: number },
): boolean {
  const actions: readonly InventoryAction[] = inventory
    ? [...SELL_IN_ACTIONS, ...SELL_OUT_ACTIONS, ...BULK_SHARED_ACTIONS].filter(
        (action) => action !== 'change_location' || options.locationCount > 1,
      )
    : OPEN_ORDER_ACTIONS;
  return locationIds.some((location) =>
    actions.some((action) => hasPermission(user, location, actionPermission(action))),
  );
}

/** Whether one row may take the action: its state fits and its location grants it (002 §5). */
function rowAllows(user: PermissionSubject, row: PortalRow, action: InventoryAction): boolean {
  if (!hasPermission(user, row.location, actionPermission(action))) return false;
  if (!isInventoryRow(row)) return action === 'request_change';
  return actionFitsState(action, row);
}

/**
 * 002 §5: the rows the action applies to, and how many were dropped for a missing permission or
 * a state that does not fit (one error toast reports that count).
 */
export function splitBulkRows<T extends PortalRow>(
  user: PermissionSubject,
  rows: readonly T[],
  action: InventoryAction,
): { eligible: T[]; dropped: number } {
  const eligible = rows.filter((row) => rowAllows(user, row, action));
  return { eligible, dropped: rows.length - eligible.length };
}

/** 002 §5: the shared header form is hidden and each row gets its own values. */
export function needsPerRowValues(action: InventoryAction, rows: readonly PortalRow[]): boolean {
  return PER_ROW_ACTIONS.includes(action) && new Set(rows.map((r) => r.location)).size > 1;
}
