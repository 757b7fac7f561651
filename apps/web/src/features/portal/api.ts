/**
 * The portal's calls (docs/portal.md, 002 §7) through the API's typed client: same-origin
 * JSON, the auth cookie and, where the tab holds it, the Token header. Answer types come from
 * the API's routes, so a change of their shape fails the typecheck here.
 */
import type { api, InferResponseType } from '@maison/api/web-client';

type V1 = typeof api.api.v1;

export type Location = InferResponseType<V1['locations']['index']['$get'], 200>[number];
export type Organization = InferResponseType<V1['organizations']['index']['$get'], 200>[number];

type InventoryPage = InferResponseType<V1['inventory']['current']['index']['$get'], 200>;
type OpenOrderPage = InferResponseType<V1['open-orders']['index']['$get'], 200>;

/** docs/portal.md "Inventory row". */
export type InventoryRow = InventoryPage['results'][number];
/** docs/portal.md "Open order row". */
export type OpenOrderRow = OpenOrderPage['results'][number];
export type PortalRow = InventoryRow | OpenOrderRow;

/** A page of a table's rows (an inventory table's or the open orders'). */
export type RowPage = Omit<InventoryPage | OpenOrderPage, 'results'> & { results: PortalRow[] };

export type Aggregate = InferResponseType<
  V1['inventory']['aggregates']['index']['$get'],
  200
>['aggregates'][number];

export type HistoryEntry = InferResponseType<
  V1['inventory'][':id']['history']['index']['$get'],
  200
>[number];

export type SaleUser = InferResponseType<
  V1['locations'][':id']['sale-users']['index']['$get'],
  200
>[number];

type LocationUsers = V1['locations'][':id']['users'];

/** Issue 19: a user's membership at a location (002 §3 "Location user"). */
export type LocationUser = InferResponseType<LocationUsers['index']['$get'], 200>[number];
/** 002 §3 "Pending invite". */
export type PendingInvite = InferResponseType<
  LocationUsers['pending']['index']['$get'],
  200
>[number];
/** 002 §3 "Create response": the three outcomes of an invite. */
export type CreateUserResult = InferResponseType<LocationUsers['index']['$post'], 200 | 201>;

/** An answer other than 2xx (or none understood), kept for callers that read its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

type Answer<R> = R extends { ok: true; data: infer T } ? NonNullable<T> : never;

/**
 * A sent call's documented success body; any other answer, or a 2xx without a body, throws
 * an ApiError (TanStack Query's error channel).
 */
export async function dataOf<R extends { ok: boolean; status: number; data: unknown }>(
  pending: Promise<R>,
): Promise<Answer<R>> {
  const res = await pending;
  if (!res.ok || res.data === null) throw new ApiError(res.status, res.data);
  return res.data as Answer<R>;
}

/** A query string as the typed client takes it: a repeated key (location__in) as a list. */
export function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length > 1 ? values : values[0]!;
  }
  return record;
}

/**
 * The query of an answer's `next` link (a full URL: its host is what the server saw); the
 * next page is asked with it on the same route. Null when the link cannot be read.
 */
export function nextQuery(link: string): URLSearchParams | null {
  try {
    return new URL(link, 'http://localhost').searchParams;
  } catch {
    return null;
  }
}
