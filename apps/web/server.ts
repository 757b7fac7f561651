/**
 * The web's HTTP server (`npm start` runs it instead of `next start`): Next's request handler
 * behind our trust boundary, so that the client address, scheme and host that pages and the
 * in-process API read were sanitized against TRUSTED_PROXIES (packages/api/src/shared/forwarded.ts)
 * and slow clients time out. `next start` cannot do this: it passes a client's own
 * X-Forwarded-For through and hides the socket's address from route handlers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createTrustedServer } from '@maison/api/http-server';
import {
  PAGE_MICRO_CACHE_BROTLI_QUALITY,
  PAGE_MICRO_CACHE_MAX_BYTES,
  PAGE_MICRO_CACHE_MAX_ENTRY_BYTES,
  PAGE_MICRO_CACHE_STALE_MS,
  PAGE_MICRO_CACHE_TTL_MS,
  PAGE_MICRO_CACHE_WAIT_MS,
  RESPONSE_BROTLI_QUALITY,
  SLOW_ANSWER_LOG_MS,
} from '@maison/domain/constants';
import { createCompressor } from './src/features/cache/compress';
import { createPageMicroCache } from './src/features/cache/micro-cache';
import { adjustResponse } from './src/features/cache/response';
import { createStaticBrotli } from './src/features/cache/static-brotli';
import { publishCount } from './src/features/content/publish-count';
import { PREVIEW_COOKIE } from './src/features/content/preview';
import { MAP_WORKER_PATH } from './src/features/finder/mapStyle';
import { fileHeaders, mapWorkerHeaders } from './src/features/security/headers';
import { securityEnvironment } from './src/features/security/policy';

// As `next start` does: the built app runs in production mode whatever the shell says.
(process.env as Record<string, string>).NODE_ENV = 'production';

const port = Number(process.env.PORT ?? 3000);
// Next builds its own absolute URLs from this; the server itself listens on every interface.
const hostname = 'localhost';
const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// Public pages as sent, for a second (decision 0043); a publish here drops them at once.
const microCache = createPageMicroCache({
  ttlMs: PAGE_MICRO_CACHE_TTL_MS,
  staleMs: PAGE_MICRO_CACHE_STALE_MS,
  waitMs: PAGE_MICRO_CACHE_WAIT_MS,
  brotliQuality: PAGE_MICRO_CACHE_BROTLI_QUALITY,
  maxBytes: PAGE_MICRO_CACHE_MAX_BYTES,
  maxEntryBytes: PAGE_MICRO_CACHE_MAX_ENTRY_BYTES,
  bypassCookies: [PREVIEW_COOKIE],
  generation: publishCount,
});

// Files with brotli where the build made a copy (scripts/precompress-static.mjs), with the
// security headers the proxy gives their paths.
const staticBrotli = createStaticBrotli({
  dir: fileURLToPath(new URL('.next/brotli', import.meta.url)),
  fileHeaders: (path) => {
    const env = securityEnvironment();
    const headers = path === MAP_WORKER_PATH ? mapWorkerHeaders(env) : fileHeaders(env);
    return Object.fromEntries(headers.map(({ key, value }) => [key, value]));
  },
});

// Next's answers with brotli or gzip (next.config `compress: false`, decision 0045).
const compress = createCompressor(RESPONSE_BROTLI_QUALITY);

/** Names an answer that takes unusually long in the log (a stuck page is otherwise silent). */
function watchSlow(request: IncomingMessage, response: ServerResponse): void {
  const timer = setTimeout(() => {
    const state = response.headersSent ? 'answer begun' : 'no answer yet';
    console.warn(
      `maison: ${request.method} ${request.url} open after ${SLOW_ANSWER_LOG_MS} ms (${state})`,
    );
  }, SLOW_ANSWER_LOG_MS);
  timer.unref();
  response.once('close', () => clearTimeout(timer));
}

const server = createTrustedServer((request, response) => {
  if (staticBrotli.serve(request, response)) return;
  watchSlow(request, response);
  const toNext = () => {
    adjustResponse(response);
    // Before the compressor, so that the copy is of the bytes sent.
    microCache.record(request, response);
    compress(request, response, () => void handle(request, response));
  };
  if (!microCache.serve(request, response, toNext)) toNext();
});
await new Promise<void>((resolve) => server.listen(port, resolve));
// The in-process API opens its database on the first request: make that request now, so an
// incomplete production environment stops the start instead of answering 500s later
// (getApp refuses it; docs/decisions/0016).
const health = await fetch(`http://127.0.0.1:${port}/api/v1/health/`).catch(() => null);
if (!health?.ok) {
  console.error(`maison: the API did not start (health ${health?.status ?? 'unreachable'})`);
  process.exit(1);
}
console.warn(`maison: web listening on http://${hostname}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
