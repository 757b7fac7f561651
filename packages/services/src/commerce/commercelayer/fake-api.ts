import type { CommerceSession } from '../types';
import { createCommerceLayerPort } from './client';

/**
 * The contract tests' Commerce Layer (client.test.ts, client-orders.test.ts): a fetch answering
 * the given JSON:API documents (fixtures/, synthetic) per method and path, 404 otherwise, and
 * keeping the requests the adapter sent. No network.
 */

interface Recorded {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type Route = { status: number; body?: unknown };

export function fakeFetch(routes: Record<string, Route | Route[]>) {
  const requests: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body, headers: new Headers(init?.headers) });
    const key = `${method} ${url.pathname}`;
    const entry = routes[key];
    const route = Array.isArray(entry) ? entry.shift() : entry;
    if (!route)
      return new Response(
        JSON.stringify({
          errors: [
            { title: 'not found', status: '404', code: 'RECORD_NOT_FOUND', detail: 'not found' },
          ],
        }),
        {
          status: 404,
          headers: { 'content-type': 'application/vnd.api+json' },
        },
      );
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  };
  return { fetch, requests };
}

export const session: CommerceSession = {
  customerId: 'loc-1',
  location: 1,
  currency: 'EUR',
  market: 'DE',
};
export const port = (routes: Record<string, Route | Route[]>) => {
  const fake = fakeFetch(routes);
  return {
    ...fake,
    port: createCommerceLayerPort({
      organization: 'maison',
      accessToken: 'integration-token',
      session,
      fetch: fake.fetch,
    }),
  };
};
