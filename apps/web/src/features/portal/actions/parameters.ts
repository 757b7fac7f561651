import { countryTimeZone, localToday, todayIn } from '@maison/domain/portal/dates';
import {
  normalizeSaleUser,
  type ActionDraft,
  type InventoryAction,
} from '@maison/domain/portal/actions';
import type { Location, PortalRow } from '../api';
import { isInventoryRow, rowKey } from '../tables/definitions';

/** One entry of `POST /api/v1/inventory/actions/` (docs/portal.md "Actions"). */
export interface ActionRequest {
  item_id: string | number;
  action: InventoryAction;
  parameters: Record<string, unknown>;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 002 §7: the serial number, or for request_change the open order's id. */
function itemId(row: PortalRow, action: InventoryAction): string | number {
  return action === 'request_change' || !isInventoryRow(row) ? row.id : rowKey(row);
}

/** The parameters an action sends for a row, from the modal's values (002 §5). */
function actionParameters(
  action: InventoryAction,
  row: PortalRow,
  draft: ActionDraft,
): Record<string, unknown> {
  switch (action) {
    case 'set_virtual_storage':
      return {
        available_in_virtual_storage:
          draft.available_in_virtual_storage ??
          (isInventoryRow(row) ? !row.available_in_virtual_storage : true),
      };
    case 'set_archive_status':
      return {
        is_archived: draft.is_archived ?? (isInventoryRow(row) ? !row.is_archived : true),
        reason: trimmed(draft.reason),
      };
    case 'change_location': {
      const parameters: Record<string, unknown> = {
        target_location: Number(draft.target_location),
      };
      if (trimmed(draft.reason)) parameters.reason = trimmed(draft.reason);
      return parameters;
    }
    case 'sell_out': {
      const parameters: Record<string, unknown> = {
        // 002 §5: none or empty goes out as null, otherwise a number.
        sale_user: normalizeSaleUser(draft.sale_user) ?? null,
        sale_date: draft.sale_date,
      };
      if (typeof draft.sell_out_price === 'number' && Number.isFinite(draft.sell_out_price))
        parameters.sell_out_price = draft.sell_out_price;
      return parameters;
    }
    case 'update_sale_user':
      return { sale_user: normalizeSaleUser(draft.sale_user) ?? null };
    case 'delete_sell_out':
    case 'book_out':
      return { reason: trimmed(draft.reason) };
    case 'set_client_note':
      return { note: trimmed(draft.note) };
    case 'request_change':
      return { change_information: trimmed(draft.change_information) };
  }
}

export function actionRequest(
  action: InventoryAction,
  row: PortalRow,
  draft: ActionDraft,
): ActionRequest {
  return { item_id: itemId(row, action), action, parameters: actionParameters(action, row, draft) };
}

/**
 * The success toast of an action (002 §8): archive and unarchive, virtual storage in and out
 * have their own; the key lives under partnerportal.action-modal.toast.
 */
export function successToastKey(action: InventoryAction, parameters: Record<string, unknown>) {
  switch (action) {
    case 'set_archive_status':
      return parameters.is_archived === false ? 'unarchive' : 'archive';
    case 'set_virtual_storage':
      return parameters.available_in_virtual_storage === false
        ? 'virtual-storage-out'
        : 'virtual-storage-in';
    case 'set_client_note':
      return 'client-note';
    default:
      return action.replaceAll('_', '-') as
        | 'change-location'
        | 'sell-out'
        | 'update-sale-user'
        | 'delete-sell-out'
        | 'book-out'
        | 'request-change';
  }
}

/** The sale date's "today": the item location's calendar day (docs/portal.md, domain dates). */
export function locationToday(location: Location | undefined): string {
  return location?.country ? todayIn(countryTimeZone(location.country)) : localToday();
}
