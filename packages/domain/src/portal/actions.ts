import type { FieldErrors } from '../errors';
import {
  ACTION_PERMISSIONS,
  hasPermission,
  type Permission,
  type PermissionSubject,
} from '../permissions';
import { saleDateProblem, saleDateWindow } from './dates';

/** Item and bulk actions: states (002 §4), permissions (002 §6) and parameter rules (002 §5). */

/** docs/portal.md "Actions": what `POST /api/v1/inventory/actions/` accepts. */
export const INVENTORY_ACTIONS = [
  'set_virtual_storage',
  'set_archive_status',
  'change_location',
  'sell_out',
  'update_sale_user',
  'delete_sell_out',
  'set_client_note',
  'book_out',
  'request_change',
] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];

/** A row action of the menus: the inventory actions plus the history modal. */
export type RowAction = InventoryAction | 'history';

/** 002 §4: sell-in items have no sell_out_date, sell-out items have one. */
export type ItemState = 'sellIn' | 'sellOut';

/**
 * 002 §4 (book_out per docs/portal.md): the menu groups Sell-In Actions, Sell-Out Actions and
 * Shared Actions. Open orders have request_change only.
 */
export const SELL_IN_ACTIONS = [
  'set_virtual_storage',
  'set_archive_status',
  'change_location',
  'sell_out',
  'book_out',
] as const satisfies readonly RowAction[];
export const SELL_OUT_ACTIONS = [
  'update_sale_user',
  'delete_sell_out',
] as const satisfies readonly RowAction[];
export const SHARED_ACTIONS = [
  'history',
  'set_client_note',
] as const satisfies readonly RowAction[];
export const OPEN_ORDER_ACTIONS = ['request_change'] as const satisfies readonly RowAction[];

/** The permission an action needs at the item's location (002 §6). */
export function actionPermission(action: RowAction): Permission {
  return ACTION_PERMISSIONS[action];
}

export interface ActionItem {
  sell_out_date: string | null;
  is_archived: boolean;
}

export function itemState(item: Pick<ActionItem, 'sell_out_date'>): ItemState {
  return item.sell_out_date ? 'sellOut' : 'sellIn';
}

/**
 * 002 §4: whether an inventory item's state allows the action: sell-in actions need a sell-in
 * item (sell_out also one that is not archived), sell-out actions a sold item, shared actions
 * either. request_change is for open orders, never for inventory items.
 */
export function actionFitsState(action: RowAction, item: ActionItem): boolean {
  const state = itemState(item);
  if ((SHARED_ACTIONS as readonly string[]).includes(action)) return true;
  if ((SELL_OUT_ACTIONS as readonly string[]).includes(action)) return state === 'sellOut';
  if (action === 'sell_out') return state === 'sellIn' && !item.is_archived;
  if ((SELL_IN_ACTIONS as readonly string[]).includes(action)) return state === 'sellIn';
  return false;
}

export interface ActionMenuItem extends ActionItem {
  location: number;
}

/**
 * 002 §4, 002 §6: the row actions offered for an item: its state fits, the user holds the
 * permission at the item's location, and change_location only with more than one location.
 */
export function availableActions(
  user: PermissionSubject,
  item: ActionMenuItem,
  options: { locationCount: number },
): RowAction[] {
  const candidates: RowAction[] = [...SELL_IN_ACTIONS, ...SELL_OUT_ACTIONS, ...SHARED_ACTIONS];
  return candidates.filter(
    (action) =>
      actionFitsState(action, item) &&
      hasPermission(user, item.location, actionPermission(action)) &&
      (action !== 'change_location' || options.locationCount > 1),
  );
}

/** 002 §5: a sale_user of none or empty is sent as null, otherwise as a number. */
export function normalizeSaleUser(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text === 'none') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** 002 §5: sell_out needs a sale_user choice: a sale user, or explicitly none. */
export function isSaleUserChosen(value: unknown): boolean {
  if (value === 'none') return true;
  return typeof normalizeSaleUser(value) === 'number';
}

/** The values of an action modal (or an action's parameters). */
export interface ActionDraft {
  reason?: string | null;
  note?: string | null;
  change_information?: string | null;
  target_location?: number | string | null;
  sale_user?: number | string | null;
  sale_date?: string | null;
  is_archived?: boolean | null;
  available_in_virtual_storage?: boolean | null;
  sell_out_price?: number | null;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** The text each action must carry (002 §5), or null. */
export const ACTION_TEXT_FIELD: Partial<
  Record<InventoryAction, 'reason' | 'note' | 'change_information'>
> = {
  book_out: 'reason',
  set_archive_status: 'reason',
  delete_sell_out: 'reason',
  set_client_note: 'note',
  request_change: 'change_information',
};

export interface SaleDateContext {
  /** The calendar day the sale date is measured against (YYYY-MM-DD). */
  today: string;
  /** The item's sell-in date; a later one moves the window's start. */
  sellInDate?: string | null;
}

/**
 * 002 §5: whether an action modal may save. Reasons, notes and change information must be
 * non-empty, change_location needs a target location, sell_out a sale_user choice and a sale
 * date (inside the window when `context` is given), update_sale_user a sale user;
 * set_virtual_storage is always valid.
 */
export function canSaveAction(
  action: InventoryAction,
  draft: ActionDraft,
  context?: SaleDateContext,
): boolean {
  const text = ACTION_TEXT_FIELD[action];
  if (text) return filled(draft[text]);
  switch (action) {
    case 'set_virtual_storage':
      return true;
    case 'change_location':
      return present(draft.target_location);
    case 'sell_out': {
      if (!isSaleUserChosen(draft.sale_user) || !filled(draft.sale_date)) return false;
      if (!context) return true;
      return saleDateProblem(draft.sale_date as string, context.today, context.sellInDate) === null;
    }
    case 'update_sale_user':
      return typeof normalizeSaleUser(draft.sale_user) === 'number';
    default:
      return false;
  }
}

/** The API's texts for refused parameters (DRF's where DRF has one). */
export const PORTAL_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  saleDateFuture: 'The sale date may not lie in the future.',
  saleDateTooEarly: (min: string) => `The sale date may not be earlier than ${min}.`,
  saleDateInvalid: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  sameLocation: 'The target location must differ from the current location.',
  unknownObject: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  saleUserElsewhere: 'This sale user does not belong to the item’s location.',
  saleUserRequired: 'Choose a sale user.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  invalidState: (action: string, state: string) =>
    `The action ${action} does not apply to this item (${state}).`,
} as const;

export interface ActionRuleContext extends SaleDateContext {
  /** The item's current location (change_location must move it elsewhere). */
  location: number;
}

/**
 * 002 §5: the rules of an action's parameters once their types are right; field errors in
 * DRF's shape, {} when the parameters pass. Existence checks (sale user, target location)
 * need the database and are the caller's.
 */
export function actionRuleErrors(
  action: InventoryAction,
  params: ActionDraft,
  context: ActionRuleContext,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = ACTION_TEXT_FIELD[action];
  if (text) {
    const value = params[text];
    if (value === undefined || value === null) add(text, PORTAL_MESSAGES.required);
    else if (!filled(value)) add(text, PORTAL_MESSAGES.blank);
  }
  switch (action) {
    case 'change_location':
      if (!present(params.target_location)) add('target_location', PORTAL_MESSAGES.required);
      else if (Number(params.target_location) === context.location)
        add('target_location', PORTAL_MESSAGES.sameLocation);
      break;
    case 'sell_out': {
      // The choice must be made; none (null) is a choice.
      if (params.sale_user === undefined) add('sale_user', PORTAL_MESSAGES.required);
      else if (normalizeSaleUser(params.sale_user) === undefined)
        add('sale_user', PORTAL_MESSAGES.unknownObject(params.sale_user));
      if (!present(params.sale_date)) {
        add('sale_date', PORTAL_MESSAGES.required);
        break;
      }
      const date = params.sale_date as string;
      const problem = saleDateProblem(date, context.today, context.sellInDate);
      if (problem === 'invalid') add('sale_date', PORTAL_MESSAGES.saleDateInvalid);
      else if (problem === 'future') add('sale_date', PORTAL_MESSAGES.saleDateFuture);
      else if (problem === 'too_early')
        add(
          'sale_date',
          PORTAL_MESSAGES.saleDateTooEarly(saleDateWindow(context.today, context.sellInDate).min),
        );
      break;
    }
    case 'update_sale_user': {
      const id = normalizeSaleUser(params.sale_user);
      if (id === null) add('sale_user', PORTAL_MESSAGES.saleUserRequired);
      else if (id === undefined) add('sale_user', PORTAL_MESSAGES.unknownObject(params.sale_user));
      break;
    }
    default:
      break;
  }
  return errors;
}
