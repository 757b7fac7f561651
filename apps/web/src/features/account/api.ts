import {
  setAccessToken as setClientAccessToken,
  type api,
  type ApiResult,
  type InferResponseType,
} from '@maison/api/web-client';

/**
 * The accounts' answers as the typed client infers them from the API's routes (000 §7), and
 * apiFetch, the untyped same-origin JSON call the shop and the portal still use.
 */

export type { ApiResult };

/** The logged-in user as GET users/me/ answers it. */
export type User = InferResponseType<typeof api.api.v1.users.me.index.$get, 200>;
export type WishlistEntry = User['wishlist'][number];
/** A successful POST jwt/create/. */
export type LoginResponse = InferResponseType<typeof api.api.v1.jwt.create.index.$post, 200>;

export const API_BASE = '/api/v1';

/**
 * The access token from the last login in this tab. The httpOnly cookie authenticates the
 * browser anyway; the header keeps the spec's contract where we hold the token.
 */
let accessToken: string | null = null;

/** Sets the token for apiFetch and the typed client alike. */
export function setAccessToken(token: string | null): void {
  accessToken = token;
  setClientAccessToken(token);
}

export async function apiFetch<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    keepalive,
  }: {
    method?: string;
    body?: unknown;
    /** Lets the request outlive the page (a save on pagehide). */
    keepalive?: boolean;
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Token ${accessToken}`;
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    keepalive,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: T | null = null;
  try {
    data = text ? (JSON.parse(text) as T) : null;
  } catch {
    data = null;
  }
  return { status: res.status, ok: res.ok, data };
}
