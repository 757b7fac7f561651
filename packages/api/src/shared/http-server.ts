import { createServer, type RequestListener, type Server } from 'node:http';
import {
  HTTP_HEADERS_TIMEOUT_MS,
  HTTP_KEEP_ALIVE_TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS,
} from '@maison/domain';
import { parseTrustedProxies, sanitizeForwardedHeaders } from './forwarded';

/**
 * The HTTP server in front of the web (scripts/serve.ts) and the standalone API (server.ts):
 * forwarded headers sanitized against TRUSTED_PROXIES before anything reads them, and timeouts
 * that end slow clients.
 */
export function createTrustedServer(
  listener: RequestListener,
  env: Record<string, string | undefined> = process.env,
): Server {
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const server = createServer((request, response) => {
    sanitizeForwardedHeaders(request, trusted);
    listener(request, response);
  });
  server.headersTimeout = HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = HTTP_REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = HTTP_KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
