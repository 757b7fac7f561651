import { z } from '@hono/zod-openapi';
import {
  eq,
  inArray,
  inventory_history,
  inventory_items,
  locations,
  open_order_change_requests,
  open_orders,
  sale_users,
  sql,
  type Db,
  type HistoryType,
} from '@maison/db';
import {
  CURRENCY_MINOR_UNITS,
  INVENTORY_ACTIONS,
  PORTAL_ACTIONS_MAX,
  PORTAL_MESSAGES,
  PORTAL_PRICE_MAX,
  actionFitsState,
  actionPermission,
  actionRuleErrors,
  countryTimeZone,
  hasPermission,
  itemState,
  normalizeSaleUser,
  toMajorUnits,
  toMinorUnits,
  todayIn,
  type DetailError,
  type FieldErrors,
  type InventoryAction,
} from '@maison/domain';
import type { AuthUser } from '../auth';
import { ApiError, MESSAGES, toFieldErrors } from '../errors';
import { choiceField } from '../fields';
import { portalString, portalText } from './text';

/**
 * `POST /api/v1/inventory/actions/` (docs/portal.md "Actions"): every action is checked in
 * order against the state the earlier ones leave, in one transaction with the touched rows
 * locked. Any refusal rolls everything back and lists every refused action; otherwise the
 * items are written with one statement and each change gets its history entry.
 */

export const REFUSAL_CODES = [
  'permission_denied',
  'not_found',
  'invalid_state',
  'invalid_parameters',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  index: number;
  item_id: string | number;
  action: InventoryAction;
  code: RefusalCode;
  detail: string;
  fields?: FieldErrors;
}

export const ACTION_MESSAGES = {
  refused: 'Some actions were refused; nothing was changed.',
} as const;

const text = () => portalText().nullable().optional();
const bool = () => z.boolean({ error: 'Must be a valid boolean.' });
const pk = () =>
  z.union([z.number(), z.string(), z.null()], {
    error: (issue) => `Incorrect type. Expected pk value, received ${typeof issue.input}.`,
  });
const CURRENCIES = Object.keys(CURRENCY_MINOR_UNITS) as [string, ...string[]];

/** Each action's parameters by type; the rules (non-empty, date window) follow in the domain. */
const PARAMETERS = {
  set_virtual_storage: z.object({ available_in_virtual_storage: bool().nullable().optional() }),
  set_archive_status: z.object({ is_archived: bool(), reason: text() }),
  change_location: z.object({ target_location: pk().optional(), reason: text() }),
  sell_out: z.object({
    sale_user: pk().optional(),
    sale_date: portalString(10).nullable().optional(),
    sell_out_price: z
      .number({ error: 'A valid number is required.' })
      .min(0, { error: 'Ensure this value is greater than or equal to 0.' })
      .max(PORTAL_PRICE_MAX, {
        error: `Ensure this value is less than or equal to ${PORTAL_PRICE_MAX}.`,
      })
      .nullable()
      .optional(),
    sell_out_currency: choiceField(CURRENCIES).nullable().optional(),
  }),
  update_sale_user: z.object({ sale_user: pk().optional() }),
  delete_sell_out: z.object({ reason: text() }),
  set_client_note: z.object({ note: text() }),
  book_out: z.object({ reason: text() }),
  request_change: z.object({ change_information: text() }),
} satisfies Record<InventoryAction, z.ZodType>;

/** The request body's envelope; its failures are plain 400 field errors. */
export const ActionsBodySchema = z
  .object({
    actions: z
      .array(
        z.object({
          item_id: z.union([portalString(100).min(1), z.number().int()], {
            error: 'A serial number (or, for request_change, an open order id) is required.',
          }),
          action: choiceField(INVENTORY_ACTIONS),
          parameters: z
            .record(z.string(), z.unknown(), { error: 'Expected a dictionary of items.' })
            .nullable()
            .optional(),
        }),
        { error: 'Expected a list of items.' },
      )
      .min(1, { error: 'This list may not be empty.' })
      .max(PORTAL_ACTIONS_MAX, {
        error: `Ensure this field has no more than ${PORTAL_ACTIONS_MAX} elements.`,
      }),
  })
  .openapi('InventoryActions');
export type ActionsBody = z.infer<typeof ActionsBodySchema>;

interface ItemState {
  id: number;
  serial_number: string;
  location_id: number;
  sell_in_price: number | null;
  sell_in_currency: string;
  sell_in_date: string;
  sell_out_price: number | null;
  sell_out_currency: string | null;
  sell_out_date: string | null;
  sale_user_id: number | null;
  is_archived: boolean;
  is_removed: boolean;
  available_in_virtual_storage: boolean;
  client_note: string | null;
}

interface PendingHistory {
  item_id: number;
  type: HistoryType;
  data: Record<string, unknown>;
}

/** The acting user's name as history shows it. */
export function actorName(user: AuthUser): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

const isMember = (user: AuthUser, locationId: number) =>
  user.is_superuser || user.portal_locations.some((p) => p.location === locationId);

/** PostgreSQL's integer range: larger ids cannot name a row. */
const PG_INTEGER_MAX = 2 ** 31 - 1;

class Refused extends Error {
  constructor(readonly refusals: Refusal[]) {
    super('refused');
  }
}

/** 403 when a refusal is about permission or visibility, else 400 (docs/portal.md). */
export function refusalError(refusals: Refusal[]): ApiError {
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
  const actor = actorName(user);
  const serials = [
    ...new Set(actions.filter((a) => a.action !== 'request_change').map((a) => String(a.item_id))),
  ];
  const orderIds = [
    ...new Set(
      actions
        .filter((a) => a.action === 'request_change')
        .map((a) => Number(a.item_id))
        .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= PG_INTEGER_MAX),
    ),
  ];

  const itemRows = serials.length
    ? await tx
        .select({
          id: inventory_items.id,
          serial_number: inventory_items.serial_number,
          location_id: inventory_items.location_id,
          sell_in_price: inventory_items.sell_in_price,
          sell_in_currency: inventory_items.sell_in_currency,
          sell_in_date: inventory_items.sell_in_date,
          sell_out_price: inventory_items.sell_out_price,
          sell_out_currency: inventory_items.sell_out_currency,
          sell_out_date: inventory_items.sell_out_date,
          sale_user_id: inventory_items.sale_user_id,
          is_archived: inventory_items.is_archived,
          is_removed: inventory_items.is_removed,
          available_in_virtual_storage: inventory_items.available_in_virtual_storage,
          client_note: inventory_items.client_note,
        })
        .from(inventory_items)
        .where(inArray(inventory_items.serial_number, serials))
        .orderBy(inventory_items.id)
        .for('update')
    : [];
  const items = new Map<string, ItemState>(itemRows.map((r) => [r.serial_number, { ...r }]));
  const orderRows = orderIds.length
    ? await tx
        .select({ id: open_orders.id, location_id: open_orders.location_id })
        .from(open_orders)
        .where(inArray(open_orders.id, orderIds))
        .orderBy(open_orders.id)
        .for('update')
    : [];
  const orders = new Map(orderRows.map((r) => [r.id, r]));

  // Locations (for targets and the location's day) and sale users (named or current).
  const targetIds = actions
    .filter((a) => a.action === 'change_location')
    .map((a) => Number(a.parameters?.target_location))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= PG_INTEGER_MAX);
  const locationIds = [...new Set([...itemRows.map((r) => r.location_id), ...targetIds])];
  const locationRows = locationIds.length
    ? await tx
        .select({ id: locations.id, country: locations.country })
        .from(locations)
        .where(inArray(locations.id, locationIds))
    : [];
  const locationCountry = new Map(locationRows.map((l) => [l.id, l.country]));
  const saleUserIds = [
    ...new Set([
      ...itemRows.flatMap((r) => (r.sale_user_id ? [r.sale_user_id] : [])),
      ...actions.flatMap((a) => {
        const id = normalizeSaleUser(a.parameters?.sale_user);
        return typeof id === 'number' && id <= PG_INTEGER_MAX ? [id] : [];
      }),
    ]),
  ];
  const saleUserRows = saleUserIds.length
    ? await tx
        .select({ id: sale_users.id, location_id: sale_users.location_id, name: sale_users.name })
        .from(sale_users)
        .where(inArray(sale_users.id, saleUserIds))
    : [];
  const saleUsers = new Map(saleUserRows.map((s) => [s.id, s]));
  const todayAt = (locationId: number) =>
    todayIn(countryTimeZone(locationCountry.get(locationId) ?? ''));

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

  if (refusals.length) throw new Refused(refusals);

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

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors };

function parseParameters(action: InventoryAction, raw: Record<string, unknown>): Parsed {
  const result = PARAMETERS[action].safeParse(raw);
  if (result.success) return { ok: true, value: result.data as Record<string, unknown> };
  return { ok: false, errors: toFieldErrors(result.error, raw) };
}

function invalidDetail(errors: FieldErrors): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['parameters', ['Invalid.']];
  return `${field}: ${messages?.[0] ?? 'Invalid.'}`;
}

/** One open order's client note (docs/portal.md); the route checks the permission first. */
export async function setOrderClientNote(db: Db, orderId: number, note: string): Promise<void> {
  await db
    .update(open_orders)
    .set({ client_note: note, updated_at: sql`now()` })
    .where(eq(open_orders.id, orderId));
}
