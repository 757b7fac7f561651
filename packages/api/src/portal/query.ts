import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DateBounds, InventoryRecord, OpenOrderRecord } from '@maison/db';
import {
  ARTICLE_TYPES,
  BOOLEAN_FILTER_VALUES,
  DATE_RANGES,
  ORDER_TYPES,
  PORTAL_PAGE_SIZE_DEFAULT,
  PORTAL_PAGE_SIZE_MAX,
  PORTAL_SEARCH_MAX_LENGTH,
  QUERY_LIST_MAX_VALUES,
  dateRangeBounds,
  effectiveFilterValues,
  isCalendarDay,
  parseOrderBy,
  locationsWithPermission,
  tableDateField,
  toMajorUnits,
  type ArticleType,
  type DateRange,
  type OrderType,
  type Permission,
  type SortedBy,
  type TableId,
} from '@maison/domain';
import type { AuthUser } from '../auth';
import type { AppEnv } from '../env';
import { ApiError, MESSAGES } from '../errors';
import { choice } from '../fields';
import { portalString } from './text';

/** Query parsing shared by the portal's table endpoints (docs/portal.md "Query"). */

export const PORTAL_QUERY_MESSAGES = {
  invalidPage: 'Invalid page.',
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
function choices<T extends string>(values: readonly T[]) {
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

const pagingParams = {
  page: z.string().optional().openapi({ description: 'Page number from 1' }),
  page_size: z
    .string()
    .optional()
    .openapi({
      description: `Rows per page (default ${PORTAL_PAGE_SIZE_DEFAULT}, at most ${PORTAL_PAGE_SIZE_MAX})`,
    }),
};

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
 * the table's date field), intersected when both are given.
 */
export function dateBoundsFor(
  table: TableId | null,
  field: 'sell_in_date' | 'sell_out_date' | 'order_date',
  explicit: DateBounds,
  range: DateRange | undefined,
): DateBounds | undefined {
  const own: DateBounds = {
    ...(explicit.gte ? { gte: explicit.gte } : {}),
    ...(explicit.lte ? { lte: explicit.lte } : {}),
  };
  const rangeField = table ? tableDateField(table) : 'sell_in_date';
  const bounds =
    range && range !== 'none' && rangeField === field
      ? intersect(own, dateRangeBounds(range, utcToday()))
      : own;
  return bounds.gte || bounds.lte ? bounds : undefined;
}

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

/** DRF's page-number paging: a bad page is 404, a bad page size falls back to the default. */
export function paging(query: { page?: string; page_size?: string }): Paging {
  const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
  if (!Number.isSafeInteger(page) || page < 1)
    throw new ApiError(404, { detail: PORTAL_QUERY_MESSAGES.invalidPage });
  const requested = Number(query.page_size);
  const size =
    query.page_size && /^\d+$/.test(query.page_size) && requested >= 1
      ? Math.min(requested, PORTAL_PAGE_SIZE_MAX)
      : PORTAL_PAGE_SIZE_DEFAULT;
  return { page, size, offset: (page - 1) * size };
}

/**
 * The request's own URL as the client addressed it: the scheme and host a proxy forwarded
 * (X-Forwarded-Proto / X-Forwarded-Host), else the request URL's.
 */
export function publicUrl(c: Context<AppEnv>): URL {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) url.host = host;
  return url;
}

/** `{results, count, next}` with next the full URL of the following page, or null. */
export function pageBody<T>(c: Context<AppEnv>, paged: Paging, results: T[], count: number) {
  if (paged.page > 1 && results.length === 0)
    throw new ApiError(404, { detail: PORTAL_QUERY_MESSAGES.invalidPage });
  let next: string | null = null;
  if (paged.offset + results.length < count) {
    const url = publicUrl(c);
    url.searchParams.set('page', String(paged.page + 1));
    next = url.toString();
  }
  return { results, count, next };
}

// ---- Rows ----

const major = (minor: number | null, currency: string | null) =>
  currency === null ? null : toMajorUnits(minor, currency);

/** docs/portal.md "Inventory row": prices in major units. */
export function inventoryRow(r: InventoryRecord) {
  return {
    id: r.id,
    serial_number: r.serial_number,
    article_number: r.article_number,
    article_type: r.article_type as ArticleType,
    description_de: r.description_de,
    description_en: r.description_en,
    article_description_de: r.article_description_de,
    article_description_en: r.article_description_en,
    sell_in_price: major(r.sell_in_price, r.sell_in_currency),
    sell_in_currency: r.sell_in_currency,
    sell_in_date: r.sell_in_date,
    sell_out_price: major(r.sell_out_price, r.sell_out_currency),
    sell_out_currency: r.sell_out_currency,
    sell_out_date: r.sell_out_date,
    location: r.location,
    location_name: r.location_name,
    is_archived: r.is_archived,
    available_in_virtual_storage: r.available_in_virtual_storage,
    client_note: r.client_note,
    internal_note: r.internal_note,
    sale_user: r.sale_user,
    sale_user_name: r.sale_user_name,
    image: r.image,
  };
}

/** docs/portal.md "Open order row". */
export function openOrderRow(r: OpenOrderRecord) {
  return {
    id: r.id,
    order_no: r.order_no,
    article_number: r.article_number,
    article_type: r.article_type as ArticleType,
    description_de: r.description_de,
    description_en: r.description_en,
    order_type: r.order_type as OrderType,
    commission: r.commission,
    commission_order_reference: r.commission_order_reference,
    status: r.status,
    estimated_delivery: r.estimated_delivery,
    order_date: r.order_date,
    quantity: r.quantity,
    sell_in_price: major(r.sell_in_price, r.sell_in_currency),
    sell_in_currency: r.sell_in_currency,
    location: r.location,
    location_name: r.location_name,
    client_note: r.client_note,
    image: r.image,
  };
}

export type { SortedBy };
