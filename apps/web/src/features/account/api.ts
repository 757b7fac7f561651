/** The accounts API as the browser calls it (000 §7): same-origin JSON, cookie plus Token header. */

export type ErrorBody = Record<string, unknown>;

export interface ApiResult<T = unknown> {
  status: number;
  ok: boolean;
  data: T | null;
}

export interface WishlistEntry {
  article: string;
  date_added: string;
}

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  language: string;
  wishlist: WishlistEntry[];
  is_superuser: boolean;
  portal_locations: { location: number; permissions: string[] }[];
  newsletter: boolean;
  title: string;
  gender: string;
}

export interface LoginResponse {
  access: string;
  require_password_reset: boolean;
  token?: string | null;
  uid?: string | null;
}

export const API_BASE = '/api/v1';

/**
 * The access token from the last login in this tab. The httpOnly cookie authenticates the
 * browser anyway; the header keeps the spec's contract where we hold the token.
 */
let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
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
