import type { HistoryType } from '@maison/domain';
import {
  PORTAL_MESSAGES,
  actionFitsState,
  actionPermission,
  actionRuleErrors,
  hasPermission,
  itemState,
  normalizeSaleUser,
  toMajorUnits,
  toMinorUnits,
  type FieldErrors,
} from '@maison/domain';
import type { AuthUser } from '../../../shared/identity';
import {
  invalidDetail,
  parseParameters,
  type ActionsBody,
  type Refusal,
  type RefusalCode,
} from './parameters';
import type { ActionState, ItemState } from './state';

/**
 * Every action checked in order against the state the earlier ones leave: the refusals, or the
 * changed items with their history entries and the change requests to write.
 */

interface PendingHistory {
  item_id: number;
  type: HistoryType;
  data: Record<string, unknown>;
}

export interface ActionPlan {
  refusals: Refusal[];
  history: PendingHistory[];
  changeRequests: { order_id: number; change_information: string }[];
  dirty: Set<ItemState>;
}

/** The acting user's name as history shows it. */
function actorName(user: AuthUser): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

const isMember = (user: AuthUser, locationId: number) =>
  user.is_superuser || user.portal_locations.some((p) => p.location === locationId);

export function planActions(
  state: ActionState,
  user: AuthUser,
  actions: ActionsBody['actions'],
): ActionPlan {
  const { items, orders, locationCountry, saleUsers, todayAt } = state;
  const actor = actorName(user);
  const refusals: Refusal[] = [];
  const history: PendingHistory[] = [];
  const changeRequests: { order_id: number; change_information: string }[] = [];
  const dirty = new Set<ItemState>();

  actions.forEach((request, index) => {
    const { action, item_id } = request;
    const refuse = (code: RefusalCode, detail: string, fields?: FieldErrors) =>
      refusals.push({ index, item_id, action, code, detail, ...(fields ? { fields } : {}) });
    const raw = request.parameters ?? {};
    const permission = actionPermission(action);

    if (action === 'request_change') {
      const order = orders.get(Number(item_id));
      if (!order || !isMember(user, order.location_id))
        return refuse('not_found', PORTAL_MESSAGES.notFound);
      if (!hasPermission(user, order.location_id, permission))
        return refuse('permission_denied', PORTAL_MESSAGES.permissionDenied);
      const params = parseParameters(action, raw);
      if (!params.ok)
        return refuse('invalid_parameters', invalidDetail(params.errors), params.errors);
      const errors = actionRuleErrors(action, params.value, {
        today: todayAt(order.location_id),
        location: order.location_id,
      });
      if (Object.keys(errors).length)
        return refuse('invalid_parameters', invalidDetail(errors), errors);
      changeRequests.push({
        order_id: order.id,
        change_information: String(
          (params.value as { change_information: string }).change_information,
        ).trim(),
      });
      return;
    }

    const item = items.get(String(item_id));
    if (!item || item.is_removed || !isMember(user, item.location_id))
      return refuse('not_found', PORTAL_MESSAGES.notFound);
    if (!hasPermission(user, item.location_id, permission))
      return refuse('permission_denied', PORTAL_MESSAGES.permissionDenied);
    if (!actionFitsState(action, item)) {
      const state = item.is_archived
        ? 'archived'
        : itemState(item) === 'sellOut'
          ? 'sold out'
          : 'in stock';
      return refuse('invalid_state', PORTAL_MESSAGES.invalidState(action, state));
    }

    const params = parseParameters(action, raw);
    if (!params.ok)
      return refuse('invalid_parameters', invalidDetail(params.errors), params.errors);
    const p = params.value as Record<string, unknown>;
    const today = todayAt(item.location_id);
    const errors = actionRuleErrors(action, p, {
      today,
      sellInDate: item.sell_in_date,
      location: item.location_id,
    });
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);

    // Existence and permission checks of referenced objects.
    let target: number | null = null;
    if (action === 'change_location' && !errors.target_location) {
      target = Number(p.target_location);
      if (!Number.isSafeInteger(target) || !locationCountry.has(target))
        add('target_location', PORTAL_MESSAGES.unknownObject(p.target_location));
      else if (!hasPermission(user, target, permission))
        return refuse('permission_denied', PORTAL_MESSAGES.permissionDenied);
    }
    let saleUserId: number | null = null;
    if ((action === 'sell_out' || action === 'update_sale_user') && !errors.sale_user) {
      saleUserId = normalizeSaleUser(p.sale_user) ?? null;
      if (saleUserId !== null) {
        const found = saleUsers.get(saleUserId);
        if (!found) add('sale_user', PORTAL_MESSAGES.unknownObject(p.sale_user));
        else if (found.location_id !== item.location_id)
          add('sale_user', PORTAL_MESSAGES.saleUserElsewhere);
      }
    }
    let sellOutPrice: number | null = null;
    let sellOutCurrency = item.sell_in_currency;
    if (action === 'sell_out') {
      sellOutCurrency = (p.sell_out_currency as string | null | undefined) ?? item.sell_in_currency;
      const price = p.sell_out_price as number | null | undefined;
      if (price !== undefined && price !== null)
        sellOutPrice = toMinorUnits(price, sellOutCurrency);
      else if (sellOutCurrency === item.sell_in_currency) sellOutPrice = item.sell_in_price;
      else add('sell_out_price', PORTAL_MESSAGES.required);
    }
    if (Object.keys(errors).length)
      return refuse('invalid_parameters', invalidDetail(errors), errors);

    const record = (type: HistoryType, data: Record<string, unknown>) =>
      history.push({ item_id: item.id, type, data: { ...data, user: actor } });
    const reason = typeof p.reason === 'string' ? p.reason.trim() : undefined;
    const saleUserName = (id: number | null) =>
      id === null ? null : (saleUsers.get(id)?.name ?? null);

    switch (action) {
      case 'set_virtual_storage': {
        const value =
          typeof p.available_in_virtual_storage === 'boolean'
            ? p.available_in_virtual_storage
            : !item.available_in_virtual_storage;
        item.available_in_virtual_storage = value;
        record('SET_VIRTUAL_STORAGE', { virtual_storage: value });
        break;
      }
      case 'set_archive_status':
        item.is_archived = p.is_archived as boolean;
        record('SET_ARCHIVE_STATUS', { is_archived: item.is_archived, reason });
        break;
      case 'change_location': {
        const source = item.location_id;
        item.location_id = target as number;
        record('CHANGE_LOCATION', {
          source_location_id: source,
          target_location_id: target,
          ...(reason ? { reason } : {}),
        });
        break;
      }
      case 'sell_out':
        item.sell_out_date = p.sale_date as string;
        item.sell_out_price = sellOutPrice;
        item.sell_out_currency = sellOutCurrency;
        item.sale_user_id = saleUserId;
        item.available_in_virtual_storage = false;
        record('SELL_OUT', {
          sell_out_price: toMajorUnits(sellOutPrice, sellOutCurrency),
          sell_out_currency: sellOutCurrency,
          sale_date: item.sell_out_date,
          sale_user_name: saleUserName(saleUserId),
        });
        break;
      case 'update_sale_user': {
        const previous = saleUserName(item.sale_user_id);
        item.sale_user_id = saleUserId;
        record('UPDATE_SALE_USER', {
          sale_user_name: saleUserName(saleUserId),
          previous_sale_user_name: previous,
        });
        break;
      }
      case 'delete_sell_out':
        record('DELETE_SELL_OUT', {
          reason,
          sell_out_price: toMajorUnits(item.sell_out_price, item.sell_out_currency),
          sell_out_currency: item.sell_out_currency,
          previous_sale_user_name: saleUserName(item.sale_user_id),
        });
        item.sell_out_date = null;
        item.sell_out_price = null;
        item.sell_out_currency = null;
        item.sale_user_id = null;
        break;
      case 'set_client_note':
        item.client_note = String(p.note).trim();
        record('SET_CLIENT_NOTE', { note: item.client_note });
        break;
      case 'book_out':
        item.is_removed = true;
        record('SET_REMOVED_STATUS', { is_removed: true, reason });
        break;
    }
    dirty.add(item);
  });
  return { refusals, history, changeRequests, dirty };
}
