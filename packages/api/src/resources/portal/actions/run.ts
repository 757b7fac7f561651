import {
  inArray,
  inventory_history,
  open_order_change_requests,
  open_orders,
  sql,
  type Db,
} from '@maison/db';
import type { DetailError, InventoryAction } from '@maison/domain';
import { ApiError, MESSAGES } from '../../../shared/errors';
import type { AuthUser } from '../../../shared/identity';
import { ACTION_MESSAGES, type ActionsBody, type Refusal } from './parameters';
import { planActions, type ActionPlan } from './plan';
import { loadActionState } from './state';

/**
 * `POST /api/v1/inventory/actions/` (docs/portal.md "Actions"): every action is checked in
 * order against the state the earlier ones leave, in one transaction with the touched rows
 * locked. Any refusal rolls everything back and lists every refused action; otherwise the
 * items are written with one statement and each change gets its history entry.
 */

class Refused extends Error {
  constructor(readonly refusals: Refusal[]) {
    super('refused');
  }
}

/** 403 when a refusal is about permission or visibility, else 400 (docs/portal.md). */
function refusalError(refusals: Refusal[]): ApiError {
  const forbidden = refusals.some((r) => r.code === 'permission_denied' || r.code === 'not_found');
  const body: DetailError & { refused: Refusal[] } = {
    detail: forbidden ? MESSAGES.permissionDenied : ACTION_MESSAGES.refused,
    refused: refusals,
  };
  return new ApiError(forbidden ? 403 : 400, body);
}

export async function runActions(
  db: Db,
  user: AuthUser,
  actions: ActionsBody['actions'],
): Promise<{ item_id: string | number; action: InventoryAction; status: 'ok' }[]> {
  try {
    await db.transaction((tx) => applyActions(tx as unknown as Db, user, actions));
  } catch (err) {
    if (err instanceof Refused) throw refusalError(err.refusals);
    throw err;
  }
  return actions.map((a) => ({ item_id: a.item_id, action: a.action, status: 'ok' as const }));
}

async function applyActions(tx: Db, user: AuthUser, actions: ActionsBody['actions']) {
  const plan = planActions(await loadActionState(tx, actions), user, actions);
  if (plan.refusals.length) throw new Refused(plan.refusals);
  await writePlan(tx, user, plan);
}

/** The changed items in one statement, their history entries, and the change requests. */
async function writePlan(tx: Db, user: AuthUser, { dirty, history, changeRequests }: ActionPlan) {
  if (dirty.size) {
    const values = JSON.stringify(
      [...dirty].map((it) => ({
        id: it.id,
        location_id: it.location_id,
        sell_out_price: it.sell_out_price,
        sell_out_currency: it.sell_out_currency,
        sell_out_date: it.sell_out_date,
        sale_user_id: it.sale_user_id,
        is_archived: it.is_archived,
        is_removed: it.is_removed,
        available_in_virtual_storage: it.available_in_virtual_storage,
        client_note: it.client_note,
      })),
    );
    await tx.execute(sql`
      update inventory_items as i set
        location_id = v.location_id,
        sell_out_price = v.sell_out_price,
        sell_out_currency = v.sell_out_currency,
        sell_out_date = v.sell_out_date,
        sale_user_id = v.sale_user_id,
        is_archived = v.is_archived,
        is_removed = v.is_removed,
        available_in_virtual_storage = v.available_in_virtual_storage,
        client_note = v.client_note,
        updated_at = now()
      from jsonb_to_recordset(${values}::jsonb) as v(
        id int, location_id int, sell_out_price bigint, sell_out_currency varchar(3),
        sell_out_date date, sale_user_id int, is_archived boolean, is_removed boolean,
        available_in_virtual_storage boolean, client_note text)
      where i.id = v.id`);
  }
  if (history.length) {
    await tx.insert(inventory_history).values(history.map((h) => ({ ...h, user_id: user.id })));
  }
  if (changeRequests.length) {
    await tx
      .insert(open_order_change_requests)
      .values(changeRequests.map((r) => ({ ...r, user_id: user.id })));
    await tx
      .update(open_orders)
      .set({ updated_at: sql`now()` })
      .where(inArray(open_orders.id, [...new Set(changeRequests.map((r) => r.order_id))]));
  }
}
