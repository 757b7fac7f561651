import { inArray, inventory_items, locations, open_orders, sale_users, type Db } from '@maison/db';
import { countryTimeZone, normalizeSaleUser, todayIn } from '@maison/domain';
import type { ActionsBody } from './parameters';

/** The rows a set of actions touches, locked for the transaction, and what checking them needs. */

export interface ItemState {
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

/** PostgreSQL's integer range: larger ids cannot name a row. */
const PG_INTEGER_MAX = 2 ** 31 - 1;

/**
 * The items (by serial number) and open orders the actions name, locked; the locations they are
 * at or are moved to (for targets and the location's day); the sale users named or current.
 */
export async function loadActionState(tx: Db, actions: ActionsBody['actions']) {
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
  return { items, orders, locationCountry, saleUsers, todayAt };
}

export type ActionState = Awaited<ReturnType<typeof loadActionState>>;
