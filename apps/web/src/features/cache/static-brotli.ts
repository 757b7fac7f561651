import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { acceptsBrotli } from './accept-encoding';

/**
 * Next's build output (`/_next/static/`) with brotli, for browsers that accept it: the build
 * writes a brotli copy beside each file (scripts/precompress-static.mjs) and this sends it from
 * memory. Everything else, and every file without a copy, stays with Next (gzip). The names of
 * these files carry their content's hash, so a copy is valid for as long as the build.
 */
export interface StaticBrotli {
  /** Answers the request with a brotli copy; false when Next answers it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

export interface StaticBrotliOptions {
  /** The build's static folder, `.next/static`. */
  staticDir: string;
  /** Headers every file carries besides its own (the security headers of a file). */
  fileHeaders: () => OutgoingHttpHeaders;
}

const URL_PREFIX = '/_next/static/';
const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  mjs: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  svg: 'image/svg+xml',
};
/** As Next sends the build output: the hash in the name changes with the content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Conditional and partial requests stay with Next, which answers them for its own encoding. */
const NEXT_ONLY_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-range'];

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export function createStaticBrotli(options: StaticBrotliOptions): StaticBrotli {
  const copies = new Map<string, { body: Buffer; contentType: string }>();
  let entries: string[] = [];
  try {
    entries = readdirSync(options.staticDir, { recursive: true, encoding: 'utf8' });
  } catch {
    // No build output here (a build without copies, or none yet): Next answers every file.
  }
  for (const entry of entries) {
    if (!entry.endsWith('.br')) continue;
    const name = entry.slice(0, -'.br'.length);
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!contentType) continue;
    copies.set(`${URL_PREFIX}${name.split(sep).join('/')}`, {
      body: readFileSync(join(options.staticDir, entry)),
      contentType,
    });
  }

  return {
    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const { headers } = request;
      if (NEXT_ONLY_HEADERS.some((name) => name in headers)) return false;
      if (!acceptsBrotli(headerText(headers['accept-encoding']))) return false;
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const copy = copies.get(query === -1 ? url : url.slice(0, query));
      if (!copy) return false;
      response.writeHead(200, {
        ...options.fileHeaders(),
        'Cache-Control': IMMUTABLE,
        'Content-Type': copy.contentType,
        'Content-Encoding': 'br',
        'Content-Length': String(copy.body.length),
        Vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : copy.body);
      return true;
    },
  };
}
