import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { acceptsBrotli, headerText } from './http-headers';

/**
 * Files with brotli for browsers that accept it (decision 0045): the build writes a copy of
 * each file worth one under `.next/brotli/<URL path>.br` (scripts/precompress-static.mjs) and
 * this sends it from memory. Every other request, and every file without a copy, stays with
 * Next (gzip). Next's build output carries its content's hash in its name, so its copies are
 * sent as Next sends the files, kept for a year; the public folder's files (font sheets, map)
 * are revalidated, with an ETag of the copy.
 */
export interface StaticBrotli {
  /** Answers the request with a brotli copy; false when Next answers it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

export interface StaticBrotliOptions {
  /** Where the build wrote the copies, `.next/brotli`. */
  dir: string;
  /** The headers of a file besides its own (the security headers the proxy gives that path). */
  fileHeaders: (path: string) => OutgoingHttpHeaders;
}

interface Copy {
  body: Buffer;
  contentType: string;
  /** A public-folder file: revalidated with this ETag. Undefined: immutable build output. */
  etag?: string;
}

const IMMUTABLE_PREFIX = '/_next/static/';
const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  mjs: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  svg: 'image/svg+xml',
  geojson: 'application/geo+json',
};
/** As Next sends its build output and the public folder's files. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0';
/** Partial and date-conditional requests stay with Next, which answers them for its encoding. */
const NEXT_ONLY_HEADERS = ['range', 'if-range', 'if-modified-since'];

/** If-None-Match names this ETag, compared weakly as RFC 9110 §13.1.2 has it for GET. */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function readCopies(dir: string): Map<string, Copy> {
  const copies = new Map<string, Copy>();
  let entries: string[] = [];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    // No copies here (a build without its postbuild step, or none yet): Next answers every file.
  }
  for (const entry of entries) {
    if (!entry.endsWith('.br')) continue;
    const name = entry.slice(0, -'.br'.length);
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!contentType) continue;
    const path = `/${name.split(sep).join('/')}`;
    const body = readFileSync(join(dir, entry));
    const etag = path.startsWith(IMMUTABLE_PREFIX)
      ? undefined
      : `"br-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    copies.set(path, { body, contentType, etag });
  }
  return copies;
}

export function createStaticBrotli(options: StaticBrotliOptions): StaticBrotli {
  const copies = readCopies(options.dir);

  return {
    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const { headers } = request;
      if (NEXT_ONLY_HEADERS.some((name) => name in headers)) return false;
      if (!acceptsBrotli(headerText(headers['accept-encoding']))) return false;
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const copy = copies.get(path);
      if (!copy) return false;
      const ifNoneMatch = headerText(headers['if-none-match']);
      // A validator of Next's own (gzip) answer: Next compares it.
      if (ifNoneMatch && !(copy.etag && matches(ifNoneMatch, copy.etag))) return false;
      const common: OutgoingHttpHeaders = {
        ...options.fileHeaders(path),
        'Cache-Control': copy.etag ? REVALIDATE : IMMUTABLE,
        ...(copy.etag ? { ETag: copy.etag } : {}),
        Vary: 'Accept-Encoding',
      };
      if (ifNoneMatch) {
        response.writeHead(304, common);
        response.end();
        return true;
      }
      response.writeHead(200, {
        ...common,
        'Content-Type': copy.contentType,
        'Content-Encoding': 'br',
        'Content-Length': String(copy.body.length),
      });
      response.end(request.method === 'HEAD' ? undefined : copy.body);
      return true;
    },
  };
}
