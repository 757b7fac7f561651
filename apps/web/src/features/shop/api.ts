/**
 * The trade shop's calls (docs/shop.md, 001 §7) through the accounts apiFetch: same-origin JSON
 * with the auth cookie and the httpOnly commerce cookie `_wff_commerce_token`. The browser never
 * talks to the commerce service itself.
 */
import type { Limitation, Order, ProductGroup, SelectionState } from '@maison/domain/shop';
import { API_BASE, apiFetch, type ApiResult } from '@/features/account/api';

/** docs/shop.md `GET /commerce/session/`: what the commerce token is for. */
export interface CommerceSession {
  user: number;
  customer_id: string;
  location: number;
  currency: string;
  market: string;
  location_name: string;
  organization_name: string;
}

/** docs/shop.md `GET /commerce/skus/`. */
export interface ShopSku {
  code: string;
  name: string;
  price_amount_cents: number | null;
  formatted_amount: string | null;
  delivery_time: number;
  weight_grams: number;
  sku_options: { id: string; engraving_no: number; price_amount_cents: number }[];
}

/** A field error answer (`{"field": ["message"]}`) or `{"detail", "code"}`. */
export type ShopErrorBody = Record<string, string[] | string | undefined> & {
  detail?: string;
  code?: string;
};

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ShopErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `Shop call failed (${status})`);
    this.name = 'ShopApiError';
  }
}

async function ok<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const res = await pending;
  if (!res.ok) throw new ShopApiError(res.status, (res.data ?? {}) as ShopErrorBody);
  return res.data as T;
}

/** Whether an error means the commerce token is missing, expired or claimless (401). */
export function isTokenError(err: unknown): boolean {
  return err instanceof ShopApiError && err.status === 401;
}

export const shopApi = {
  authenticate: (locationId: number) =>
    ok(
      apiFetch<{ token: string }>(`/locations/${locationId}/commerce/authenticate/`, {
        method: 'POST',
      }),
    ),
  logout: () => apiFetch('/commerce/logout/', { method: 'POST' }),
  session: () => ok(apiFetch<CommerceSession>('/commerce/session/')),
  products: (language: string, currency: string) =>
    ok(
      apiFetch<ProductGroup[]>(
        `/commerce/products/?${new URLSearchParams({ language, currency })}`,
      ),
    ),
  limitations: () => ok(apiFetch<Limitation[]>('/commerce/limitations/')),
  skus: (codes: readonly string[]) =>
    ok(apiFetch<ShopSku[]>(`/commerce/skus/?${new URLSearchParams({ codes: codes.join(',') })}`)),
  currentOrder: () => ok(apiFetch<Order>('/commerce/orders/current/')),
  addJewelry: (articleGroupId: string, selection: SelectionState) =>
    ok(
      apiFetch<{ line_item: Order['line_items'][number]; order: Order }>(
        '/commerce/orders/current/line-items/',
        { method: 'POST', body: { article_group_id: articleGroupId, selection } },
      ),
    ),
  addServiceItem: (
    articleGroupId: string,
    body: { quantity: number; note?: string; orderNumber?: string },
  ) =>
    ok(
      apiFetch<{ line_item: Order['line_items'][number]; order: Order }>(
        '/commerce/orders/current/line-items/',
        { method: 'POST', body: { article_group_id: articleGroupId, ...body } },
      ),
    ),
  updateQuantity: (lineItemId: string, quantity: number) =>
    ok(
      apiFetch<Order>(`/commerce/line-items/${lineItemId}/`, {
        method: 'PATCH',
        body: { quantity },
      }),
    ),
  deleteLineItem: (lineItemId: string) =>
    ok(apiFetch<Order>(`/commerce/line-items/${lineItemId}/`, { method: 'DELETE' })),
  authorize: (orderId: string) =>
    ok(apiFetch<Order>(`/commerce/orders/${orderId}/authorize/`, { method: 'POST' })),
  place: (orderId: string) =>
    ok(apiFetch<Order>(`/commerce/orders/${orderId}/place/`, { method: 'POST' })),
  reload: (orderId: string) =>
    ok(apiFetch<Order>(`/commerce/orders/${orderId}/reload/`, { method: 'POST' })),
  uploadEngravingImage,
};

/**
 * docs/shop.md "Engraving images": multipart field `file` → 201 `{"url"}`, 400
 * `{"file": [message]}`. Not through apiFetch: the body is FormData, and the browser sets the
 * multipart boundary itself.
 */
async function uploadEngravingImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch(`${API_BASE}/commerce/engraving-images/`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    body,
  });
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) throw new ShopApiError(res.status, (data ?? {}) as ShopErrorBody);
  return data as { url: string };
}

/** TanStack Query keys shared by the shop's pages and the header badge. */
export const SHOP_QUERY_KEYS = {
  session: ['shop', 'session'] as const,
  products: (language: string, currency: string) =>
    ['shop', 'products', language, currency] as const,
  limitations: ['shop', 'limitations'] as const,
  currentOrder: ['shop', 'order', 'current'] as const,
  skus: (codes: readonly string[]) => ['shop', 'skus', ...codes] as const,
  /** The list's prices; it also fills the one-code entries the order forms read. */
  skuBatch: (codes: readonly string[]) => ['shop', 'sku-batch', ...codes] as const,
};
