import { hc } from 'hono/client';
import type { AppType } from './app';
import { getApp } from './index';
import { withTrailingSlash } from './shared/trailing-slash';
import { IN_PROCESS_ORIGIN } from './shared/prefix';

export interface ApiClientOptions {
  /** The caller's access token, sent as `Authorization: Token <token>` (000 §7). */
  token?: string;
  headers?: Record<string, string>;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function slashing(fetcher: Fetch): Fetch {
  return (input, init) => {
    const request = new Request(input, init);
    return fetcher(new Request(withTrailingSlash(request.url), request));
  };
}

/**
 * The typed client of the API for server code: `client.api.v1.health.index.$get()`.
 * In-process by default; over HTTP to API_URL (the API's origin, e.g. http://api:4000) when set.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const headers = { ...options.headers };
  if (options.token) headers.Authorization = `Token ${options.token}`;
  const apiUrl = process.env.API_URL;
  const fetcher: Fetch = apiUrl
    ? (input, init) => fetch(input, init)
    : async (input, init) => (await getApp()).fetch(new Request(input, init));
  return hc<AppType>(apiUrl ?? IN_PROCESS_ORIGIN, { headers, fetch: slashing(fetcher) });
}

export type ApiClient = ReturnType<typeof createApiClient>;
