import type { ServerResponse } from 'node:http';
import { publicCacheControl } from './cache-control';
import { NOT_FOUND_MARK, statusToSend } from './not-found-status';

/** A header's values as strings, none when it is not set. */
function valuesOf(value: number | string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * What the server changes on Next's answer before it leaves (decision 0023): a cached page's
 * Cache-Control becomes public with a short shared lifetime, the not-found page the proxy
 * marked is sent with status 404, and a header value Next appends a second time is sent once.
 */
export function adjustResponse(response: ServerResponse): void {
  // Next replays a freshly rendered redirect's cached headers onto those its render already set
  // (vercel/next.js#82117): `Location` twice, which a proxy or CDN that merges repeated headers
  // turns into "/path, /path", a redirect to nowhere.
  const appendHeader = response.appendHeader.bind(response);
  response.appendHeader = (name, value) => {
    const present = valuesOf(response.getHeader(name));
    const added = [...new Set(valuesOf(value))].filter((item) => !present.includes(item));
    return added.length > 0 ? appendHeader(name, added) : response;
  };
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    setHeader(
      name,
      typeof value === 'string' && name.toLowerCase() === 'cache-control'
        ? publicCacheControl(value)
        : value,
    );
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const marked = response.hasHeader(NOT_FOUND_MARK);
    response.removeHeader(NOT_FOUND_MARK);
    return writeHead(statusToSend(status, marked), ...rest);
  }) as ServerResponse['writeHead'];
}
