/**
 * The portal's calls (docs/portal.md, 002 §7) through the accounts apiFetch: same-origin JSON,
 * the auth cookie and, where the tab holds it, the Token header.
 */
import { API_BASE, apiFetch, type ApiResult } from '@/features/account/api';

export interface Location {
  id: number;
  name: string;
  organization: number;
  country?: string;
  currency?: string;
}

export interface Organization {
  id: number;
  name: string;
}

/** docs/portal.md "Inventory row". */
export interface InventoryRow {
  id: number;
  serial_number: string;
  article_number: string;
  article_type: string | null;
  description_de: string | null;
  description_en: string | null;
  article_description_de: string | null;
  article_description_en: string | null;
  sell_in_price: number | null;
  sell_in_currency: string | null;
  sell_in_date: string | null;
  sell_out_price: number | null;
  sell_out_currency: string | null;
  sell_out_date: string | null;
  location: number;
  location_name: string;
  is_archived: boolean;
  available_in_virtual_storage: boolean;
  client_note: string | null;
  internal_note: string | null;
  sale_user: number | null;
  sale_user_name: string | null;
  image: string | null;
}

/** docs/portal.md "Open order row". */
export interface OpenOrderRow {
  id: number;
  order_no: string;
  article_number: string;
  article_type: string | null;
  description_de: string | null;
  description_en: string | null;
  order_type: 'article' | 'service';
  commission: boolean;
  commission_order_reference: string | null;
  status: string;
  estimated_delivery: string | null;
  order_date: string | null;
  quantity: number;
  sell_in_price: number | null;
  sell_in_currency: string | null;
  location: number;
  location_name: string;
  client_note: string | null;
  image: string | null;
}

export type PortalRow = InventoryRow | OpenOrderRow;

export interface Page<T> {
  results: T[];
  count: number;
  next: string | null;
}

export interface Aggregate {
  group: { currency?: string | null };
  metrics: { count?: number; total_sell_in_value?: number; total_sell_out_value?: number };
}

export interface HistoryEntry {
  id: number | string;
  date: string;
  type: string;
  data: Record<string, unknown> & { user?: string };
}

export interface SaleUser {
  id: number;
  name: string;
}

/** An answer other than 2xx, kept for callers that read its status or body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

/** apiFetch that throws on anything but 2xx (TanStack Query's error channel). */
export async function fetchJson<T>(
  path: string,
  init?: { method?: string; body?: unknown },
): Promise<T> {
  const res: ApiResult<T> = await apiFetch<T>(path, init);
  if (!res.ok) throw new ApiError(res.status, res.data);
  return res.data as T;
}

/**
 * The API's `next` links are full URLs (their host is what the server saw); apiFetch wants the
 * path under /api/v1 and always calls our own origin, so only path and query are kept.
 */
export function apiPathOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link, 'http://localhost');
  } catch {
    return null;
  }
  if (!url.pathname.startsWith(`${API_BASE}/`)) return null;
  return `${url.pathname.slice(API_BASE.length)}${url.search}`;
}
