/**
 * The typed client of the API for the browser (000 §7): same-origin relative URLs
 * (`/api/v1/...`), the session cookie, and the access token as `Authorization: Token <t>` once a
 * login in this tab set it. Only types come from the server side: none of its code reaches the
 * bundle.
 *
 *   const res = await send(api.api.v1.users.me.index.$get());
 *   if (res.ok && res.data) res.data.email; // typed from the route's documented 200
 *
 * A call that must outlive the page (a save on pagehide) passes `{ init: { keepalive: true } }`
 * as its second argument.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from './app';
import { withTrailingSlash } from './shared/trailing-slash';

export type { InferRequestType, InferResponseType } from 'hono/client';

/**
 * The access token from the last login in this tab. The httpOnly cookie authenticates the
 * browser anyway; the header keeps the spec's contract where we hold the token.
 */
let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export const api = hc<AppType>('', {
  headers: (): Record<string, string> =>
    accessToken
      ? { Accept: 'application/json', Authorization: `Token ${accessToken}` }
      : { Accept: 'application/json' },
  init: { credentials: 'same-origin' },
  // hc hands over the URL as a string; the global fetch is read per call (tests replace it).
  fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
    fetch(typeof input === 'string' ? withTrailingSlash(input) : input, init)) as typeof fetch,
});

/** An answer: its status, whether it is a 2xx, and its JSON body (null when empty or not JSON). */
export interface ApiResult<T = unknown> {
  status: number;
  ok: boolean;
  data: T | null;
}

/** One documented answer of a route, typed by its status: `ok` narrows `data`. */
type Documented<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? { status: S; ok: R['ok']; data: (F extends 'json' ? T : never) | null }
    : never;

/**
 * What any route may answer besides its documented ones (a 500, a body or query over its
 * limit, an authentication refusal): a DRF-shaped error body.
 */
type Undocumented = { status: number; ok: false; data: Record<string, unknown> | null };

/** The result of one typed call; the union of its route's documented answers. */
export type SendResult<R> = Documented<R> | Undocumented;

/** Awaits a call of `api` and reads its body once: JSON, or null when empty or unparsable. */
export async function send<R extends ClientResponse<unknown, number, 'json' | 'text' | string>>(
  request: Promise<R>,
): Promise<SendResult<R>> {
  const res = await request;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  return { status: res.status, ok: res.ok, data } as SendResult<R>;
}
