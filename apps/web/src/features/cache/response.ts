import type { ServerResponse } from 'node:http';
import { publicCacheControl } from './cache-control';
import { NOT_FOUND_MARK, statusToSend } from './not-found-status';

/**
 * What the server changes on Next's answer before it leaves (decision 0023): a cached page's
 * Cache-Control becomes public with a short shared lifetime, and the not-found page the proxy
 * marked is sent with status 404.
 */
export function adjustResponse(response: ServerResponse): void {
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
