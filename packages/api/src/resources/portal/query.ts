import { z } from '@hono/zod-openapi';
import type { DateBounds } from '@maison/db';
import {
  ARTICLE_TYPES,
  BOOLEAN_FILTER_VALUES,
  DATE_RANGES,
  ORDER_TYPES,
  PORTAL_SEARCH_MAX_LENGTH,
  QUERY_LIST_MAX_VALUES,
  dateRangeBounds,
  effectiveFilterValues,
  isCalendarDay,
  parseOrderBy,
  locationsWithPermission,
  tableDateField,
  type DateField,
  type DateRange,
  type Permission,
  type TableId,
} from '@maison/domain';
import { ApiError, MESSAGES } from '../../shared/errors';
import { choice } from '../../shared/fields';
import type { AuthUser } from '../../shared/identity';
import { pagingParams } from '../../shared/paging';
import { portalString } from './text';

/** Query parsing shared by the portal's table endpoints (docs/portal.md "Query"). */

const PORTAL_QUERY_MESSAGES = {
  integer: 'A valid integer is required.',
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  boolean: 'Must be a valid boolean.',
  orderBy: (value: string) => `"${value}" is not a valid ordering column.`,
  // DRF's ListField text.
  tooMany: `Ensure this field has no more than ${QUERY_LIST_MAX_VALUES} elements.`,
} as const;

/**
 * A parameter given once (string) or repeated (array), as Hono's query validator hands it: its
 * values, repeated or comma-separated with none/empty dropped, at most QUERY_LIST_MAX_VALUES.
 */
const multi = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      const values = effectiveFilterValues(raw);
      if (values.length <= QUERY_LIST_MAX_VALUES) return values;
      ctx.addIssue({ code: 'custom', message: PORTAL_QUERY_MESSAGES.tooMany });
      return z.NEVER;
    });

/** Repeated or comma-separated values, each one of `values`. */
export function choices<T extends string>(values: readonly T[]) {
  return multi()
    .transform((list, ctx) => {
      const out: T[] = [];
      for (const value of list) {
        if ((values as readonly string[]).includes(value)) out.push(value as T);
        else ctx.addIssue({ code: 'custom', message: choice(value) });
      }
      return out;
    })
    .openapi({ type: 'string', description: `${values.join(' | ')} (repeatable; none ignored)` });
}

/** true/false filters: both or neither chosen means no filter. */
const booleanFilter = () =>
  choices(BOOLEAN_FILTER_VALUES).transform((values) =>
    values.length === 1 ? values[0] === 'true' : undefined,
  );

const locationIds = () =>
  multi()
    .transform((list, ctx) => {
      const ids: number[] = [];
      for (const value of list) {
        const id = Number(value);
        if (/^\d{1,9}$/.test(value) && id > 0) ids.push(id);
        else ctx.addIssue({ code: 'custom', message: PORTAL_QUERY_MESSAGES.integer });
      }
      return [...new Set(ids)];
    })
    .openapi({ type: 'string', description: 'Location ids (repeatable or comma-separated)' });

const day = () =>
  z
    .string()
    .refine((v) => v === '' || isCalendarDay(v), { error: PORTAL_QUERY_MESSAGES.date })
    .optional()
    .openapi({ description: 'YYYY-MM-DD, inclusive', example: '2026-01-01' });

const booleanParam = () =>
  z
    .enum(['true', 'false', 'True', 'False', '1', '0'], {
      error: PORTAL_QUERY_MESSAGES.boolean,
    })
    .transform((v) => v === 'true' || v === 'True' || v === '1')
    .optional();

const search = () =>
  portalString(PORTAL_SEARCH_MAX_LENGTH)
    .transform((v) => v.trim())
    .optional()
    .openapi({ description: 'Case-insensitive substring' });

const dateRange = () =>
  z
    .string()
    .transform((v, ctx) => {
      if (v === '' || v === 'none') return 'none' as DateRange;
      if ((DATE_RANGES as readonly string[]).includes(v)) return v as DateRange;
      ctx.addIssue({ code: 'custom', message: choice(v) });
      return z.NEVER;
    })
    .optional()
    .openapi({ type: 'string', enum: [...DATE_RANGES] });

function orderByParam(table: TableId) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const sort = parseOrderBy(table, v);
      if (sort) return sort;
      ctx.addIssue({ code: 'custom', message: PORTAL_QUERY_MESSAGES.orderBy(v ?? '') });
      return z.NEVER;
    })
    .openapi({ type: 'string', description: 'A column id, leading - for descending' });
}

/** The query of an inventory table (and of the inventory aggregates). */
export function inventoryQuerySchema(table: TableId) {
  return z.object({
    location__in: locationIds(),
    search: search(),
    article_type: choices(ARTICLE_TYPES),
    available_in_virtual_storage: booleanFilter(),
    date_range: dateRange(),
    sell_in_date__gte: day(),
    sell_in_date__lte: day(),
    sell_out_date__gte: day(),
    sell_out_date__lte: day(),
    sell_out_date__isnull: booleanParam(),
    order_by: orderByParam(table),
    ...pagingParams,
  });
}

export function openOrderQuerySchema() {
  return z.object({
    location__in: locationIds(),
    search: search(),
    article_type: choices(ARTICLE_TYPES),
    order_type: choices(ORDER_TYPES),
    commission: booleanFilter(),
    date_range: dateRange(),
    sell_in_date__gte: day(),
    sell_in_date__lte: day(),
    order_date__gte: day(),
    order_date__lte: day(),
    order_by: orderByParam('openOrders'),
    ...pagingParams,
  });
}

export type InventoryQuery = z.infer<ReturnType<typeof inventoryQuerySchema>>;
export type OpenOrderQuery = z.infer<ReturnType<typeof openOrderQuerySchema>>;

const denied = () => new ApiError(403, { detail: MESSAGES.permissionDenied });

/**
 * docs/portal.md: the locations a table call covers. Absent location__in: every location where
 * the caller holds the permission (null = all, superuser). A requested location where the
 * caller does not hold it answers 403.
 */
export function scopeLocations(
  user: AuthUser,
  permission: Permission,
  requested: readonly number[] | undefined,
): number[] | null {
  const visible = locationsWithPermission(user, permission);
  if (!requested || requested.length === 0) return visible;
  if (visible === null) return [...requested];
  const allowed = new Set(visible);
  if (requested.some((id) => !allowed.has(id))) throw denied();
  return [...requested];
}

/** Two fields' bounds on one column: both hold (undefined when neither bounds it). */
export function intersectBounds(
  a: DateBounds | undefined,
  b: DateBounds | undefined,
): DateBounds | undefined {
  if (!a || !b) return a ?? b;
  return intersect(a, b);
}

/** The later of two lower bounds / the earlier of two upper bounds (YYYY-MM-DD). */
function intersect(a: DateBounds, b: DateBounds | null): DateBounds {
  if (!b) return a;
  return {
    gte: a.gte && a.gte > (b.gte ?? '') ? a.gte : b.gte,
    lte: a.lte && b.lte ? (a.lte < b.lte ? a.lte : b.lte) : (a.lte ?? b.lte),
  };
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * 002 §7: the date bounds per field: explicit `{field}__gte/__lte` and date_range (expanded on
 * the table's date field, or `rangeField`), intersected when both are given.
 */
export function dateBoundsFor(
  table: TableId | null,
  field: DateField | 'estimated_delivery',
  explicit: DateBounds,
  range: DateRange | undefined,
  rangeField: DateField | 'estimated_delivery' = table ? tableDateField(table) : 'sell_in_date',
): DateBounds | undefined {
  const own: DateBounds = {
    ...(explicit.gte ? { gte: explicit.gte } : {}),
    ...(explicit.lte ? { lte: explicit.lte } : {}),
  };
  const bounds =
    range && range !== 'none' && rangeField === field
      ? intersect(own, dateRangeBounds(range, utcToday()))
      : own;
  return bounds.gte || bounds.lte ? bounds : undefined;
}
