import type { InventoryFilter, OpenOrderFilter } from '@maison/db';
import {
  TABLE_VIEW_PERMISSIONS,
  type InventoryTableId,
  type OpenOrderDateField,
} from '@maison/domain';
import type { AuthUser } from '../../shared/identity';
import {
  dateBoundsFor,
  intersectBounds,
  scopeLocations,
  type InventoryQuery,
  type OpenOrderQuery,
} from './query';

/** What a list, its aggregates and its export filter by: the query without paging and sort. */
type FilterQuery<Q> = Omit<Q, 'order_by' | 'page' | 'page_size'>;

/**
 * An inventory call's filter (docs/portal.md "Query"): the table's rows at the locations where
 * the caller holds its view permission; without a table, the statistics scope.
 */
export function inventoryFilter(
  user: AuthUser,
  table: InventoryTableId | null,
  query: FilterQuery<InventoryQuery>,
): InventoryFilter {
  const permission = table ? TABLE_VIEW_PERMISSIONS[table] : 'inventory:view_statistics';
  return {
    table,
    locations: scopeLocations(user, permission, query.location__in),
    search: query.search || undefined,
    articleTypes: query.article_type,
    virtualStorage: query.available_in_virtual_storage,
    sold: query.sell_out_date__isnull === undefined ? undefined : !query.sell_out_date__isnull,
    sellInDate: dateBoundsFor(
      table,
      'sell_in_date',
      { gte: query.sell_in_date__gte, lte: query.sell_in_date__lte },
      query.date_range,
    ),
    sellOutDate: dateBoundsFor(
      table,
      'sell_out_date',
      { gte: query.sell_out_date__gte, lte: query.sell_out_date__lte },
      query.date_range,
    ),
  };
}

/**
 * The open orders' filter; `rangeField` is the date the date_range expands on (aggregates).
 * 002 §7 expands it on sell_in_date, an open order's placing day: the same column as
 * order_date, so both names' bounds meet on it (docs/decisions/0040).
 */
export function openOrderFilter(
  user: AuthUser,
  query: FilterQuery<OpenOrderQuery>,
  rangeField: OpenOrderDateField = 'sell_in_date',
): OpenOrderFilter {
  const placedRange = rangeField === 'estimated_delivery' ? rangeField : 'sell_in_date';
  const placed = intersectBounds(
    dateBoundsFor(
      'openOrders',
      'sell_in_date',
      { gte: query.sell_in_date__gte, lte: query.sell_in_date__lte },
      query.date_range,
      placedRange,
    ),
    dateBoundsFor(
      'openOrders',
      'sell_in_date',
      {
        gte: query.order_date__gte,
        lte: query.order_date__lte,
      },
      undefined,
    ),
  );
  return {
    locations: scopeLocations(user, TABLE_VIEW_PERMISSIONS.openOrders, query.location__in),
    search: query.search || undefined,
    articleTypes: query.article_type,
    orderTypes: query.order_type,
    commission: query.commission,
    orderDate: placed,
    estimatedDelivery: dateBoundsFor(
      'openOrders',
      'estimated_delivery',
      {},
      query.date_range,
      placedRange,
    ),
  };
}
