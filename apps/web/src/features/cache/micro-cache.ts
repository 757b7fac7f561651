import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { brotliCompress, brotliDecompress, constants as zlib, gunzip } from 'node:zlib';
import { captureAnswer } from './capture-answer';
import { acceptsBrotli, headerText } from './http-headers';

/**
 * The server's own shared cache in front of Next (decision 0043): a public page Next answered
 * from its page cache is kept, as sent, for a second, so that a burst of visitors costs Next
 * one answer instead of hundreds. It stores what a CDN would (public `s-maxage` answers, 200
 * and the 404 page), never answers with a copy made before a publish in this process, and
 * leaves everything personal or conditional to Next. Like a CDN it lets one request renew an
 * expired copy while the others still get it, lets requests that find no copy wait for the
 * answer Next is already writing for the same page instead of asking Next again (collapsed
 * forwarding), and sends a hot page with brotli.
 */
export interface PageMicroCacheOptions {
  ttlMs: number;
  /** How much longer an expired copy may answer while one request asks Next for a fresh one. */
  staleMs: number;
  /** Bodies and headers kept at most, together; the least recently used go first. */
  maxBytes: number;
  /** Answers larger than this are not kept. */
  maxEntryBytes: number;
  /**
   * How long a request that found no copy waits for the answer another request is getting from
   * Next for the same page, before it asks Next itself (nginx's `proxy_cache_lock_timeout`): one
   * slow or stuck answer must not hold every later visitor of the page.
   */
  waitMs: number;
  /** Requests with one of these cookies render per request (the editor's preview). */
  bypassCookies: readonly string[];
  /**
   * Brotli quality for a copy of a page that is asked for often (a hit within its TTL) by
   * clients that accept it: Next compresses with gzip only. Undefined: copies stay as Next sent
   * them.
   */
  brotliQuality?: number;
  /** Changes with every publish this process handles: older copies are not served. */
  generation: () => number;
  now?: () => number;
}

export interface PageMicroCache {
  /**
   * Answers the request from a fresh copy, or takes it over to answer with the copy Next is
   * writing for the same page right now (calling `pass` when that answer is not kept); false
   * when the caller hands it to Next.
   */
  serve(request: IncomingMessage, response: ServerResponse, pass: () => void): boolean;
  /** Watches the answer Next is about to write and keeps it when it may be shared. */
  record(request: IncomingMessage, response: ServerResponse): void;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  bytes: number;
  storedAt: number;
  generation: number;
  /**
   * The body's coding (gzip, or the compressor's quick brotli) when the client accepts brotli:
   * encoded again at the cache's quality once the copy is hot.
   */
  recode?: 'gzip' | 'br';
  /** That encoding, with a digest of the page it encodes. */
  brotli?: { headers: OutgoingHttpHeaders; body: Buffer; digest: string };
  encoding?: boolean;
}

/** Client navigations and prefetches ask for Next's RSC payload: Next answers those itself. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
];
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'range'];
/** A reload asks past shared caches (RFC 9111 §5.2.1.4): Next answers, and the copy is renewed. */
const NO_CACHE = /\bno-cache\b/i;
/** A stored answer may vary only on these: the router headers are absent from every stored request. */
const KEYED_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding']);
const STORED_STATUSES = new Set([200, 404]);
/** Pages whose last answer was not kept, remembered so that their requests do not wait. */
const MAX_PASS_KEYS = 1_000;

function digestOf(raw: Buffer): string {
  return createHash('sha256').update(raw).digest('base64');
}

/** A strong ETag names one representation (RFC 9110 §8.8.3): another coding's copy is weak. */
function weakened(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

export function createPageMicroCache(options: PageMicroCacheOptions): PageMicroCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /**
   * Requests Next is answering, per key: their answers renew the copy. With the publish count
   * when the latest of them went to Next.
   */
  const refreshing = new Map<string, { count: number; generation: number }>();
  /** Requests that found no copy while Next answered their key: they get that answer. */
  const waiting = new Map<string, (() => void)[]>();
  /**
   * Keys whose last answer was not kept (personal, an error), until when: their requests go to
   * Next at once instead of waiting for another's answer they could not use.
   */
  const passUntil = new Map<string, number>();
  let bytes = 0;
  const bypass = options.bypassCookies.map((name) => new RegExp(`(?:^|;\\s*)${name}=`));

  function cacheable(request: IncomingMessage): boolean {
    const { headers } = request;
    if (request.method !== 'GET') return false;
    if (ROUTER_HEADERS.some((name) => name in headers)) return false;
    if (CONDITIONAL_HEADERS.some((name) => name in headers)) return false;
    const cookie = headers.cookie;
    return !cookie || !bypass.some((pattern) => pattern.test(cookie));
  }

  // Host and scheme are part of the page (absolute links), as is the encoding Next chose.
  function keyOf(request: IncomingMessage): string {
    const { headers } = request;
    return [
      headers.host,
      headers['x-forwarded-host'],
      headers['x-forwarded-proto'],
      request.url,
      headers['accept-encoding'],
    ]
      .map(headerText)
      .join('\n');
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    evict();
  }

  function evict(): void {
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  function attachBrotli(key: string, entry: Entry, body: Buffer, digest: string): void {
    if (entries.get(key) !== entry) return;
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      'content-encoding': 'br',
      'content-length': body.length,
    };
    if (typeof headers.etag === 'string') headers.etag = weakened(headers.etag);
    entry.brotli = { headers, body, digest };
    entry.bytes += body.length;
    bytes += body.length;
    evict();
  }

  /** The page a copy encodes, decoded in the thread pool. */
  function decode(entry: Entry, done: (raw: Buffer | null) => void): void {
    const decoder = entry.recode === 'br' ? brotliDecompress : gunzip;
    decoder(entry.body, (error, raw) => done(error ? null : raw));
  }

  // In the thread pool, once per page and version: a hot page's next copy reuses the result.
  function encodeBrotli(key: string, entry: Entry, quality: number): void {
    if (!entry.recode || entry.encoding || entry.brotli) return;
    entry.encoding = true;
    decode(entry, (raw) => {
      if (!raw) return;
      const params = {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      };
      brotliCompress(raw, { params }, (brotliError, body) => {
        if (!brotliError && body.length < entry.body.length)
          attachBrotli(key, entry, body, digestOf(raw));
      });
    });
  }

  /**
   * A renewed copy of the same page keeps the encoding: at once when Next's bytes are the same,
   * else once its decoded page proved the same (the compressor's output may differ with
   * Next's chunks). Until then no hit starts another encoding.
   */
  function reuseBrotli(key: string, entry: Entry, previous: Entry | undefined): void {
    const kept = previous?.brotli;
    if (!entry.recode || !kept) return;
    if (previous.body.equals(entry.body)) {
      attachBrotli(key, entry, kept.body, kept.digest);
      return;
    }
    entry.encoding = true;
    decode(entry, (raw) => {
      if (raw && digestOf(raw) === kept.digest) attachBrotli(key, entry, kept.body, kept.digest);
      else entry.encoding = false;
    });
  }

  function recodable(headers: OutgoingHttpHeaders, clientAcceptsBrotli: boolean): Entry['recode'] {
    if (options.brotliQuality === undefined || !clientAcceptsBrotli) return undefined;
    const coding = headerText(headers['content-encoding']).toLowerCase();
    return coding === 'gzip' || coding === 'br' ? coding : undefined;
  }

  function shareable(status: number, headers: OutgoingHttpHeaders): boolean {
    if (!STORED_STATUSES.has(status) || headers['set-cookie'] !== undefined) return false;
    const cacheControl = headerText(headers['cache-control']).toLowerCase();
    if (!/\bpublic\b/.test(cacheControl) || !/\bs-maxage=/.test(cacheControl)) return false;
    return headerText(headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .every((name) => name === '' || KEYED_VARY.has(name));
  }

  function answer(entry: Entry, response: ServerResponse, key: string): void {
    entries.delete(key);
    entries.set(key, entry);
    if (options.brotliQuality !== undefined) encodeBrotli(key, entry, options.brotliQuality);
    const sent = entry.brotli ?? entry;
    const age = Math.floor((now() - entry.storedAt) / 1000);
    response.writeHead(entry.status, { ...sent.headers, age: String(age) });
    response.end(sent.body);
  }

  /** Next's answer for the key is complete or gone: each waiting request gets it or goes on. */
  function release(key: string): void {
    const queue = waiting.get(key);
    waiting.delete(key);
    for (const resume of queue ?? []) resume();
  }

  function markPass(key: string): void {
    passUntil.delete(key);
    passUntil.set(key, now() + options.ttlMs);
    for (const oldest of passUntil.keys()) {
      if (passUntil.size <= MAX_PASS_KEYS) break;
      passUntil.delete(oldest);
    }
  }

  return {
    serve(request, response, pass) {
      if (!cacheable(request)) return false;
      const { headers } = request;
      if (NO_CACHE.test(headerText(headers['cache-control'] ?? headers.pragma))) return false;
      const key = keyOf(request);
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (entry.generation !== options.generation() || age >= options.ttlMs + options.staleMs) {
          remove(key);
        } else if (age < options.ttlMs || refreshing.has(key)) {
          answer(entry, response, key);
          return true;
        } else {
          // Expired: this request renews the copy.
          return false;
        }
      }
      // Only an answer begun since the last publish can be theirs.
      if (refreshing.get(key)?.generation !== options.generation()) return false;
      if ((passUntil.get(key) ?? 0) > now()) return false;
      const queue = waiting.get(key) ?? [];
      let done = false;
      const leave = () => {
        done = true;
        clearTimeout(timer);
        const rest = waiting.get(key)?.filter((entry) => entry !== resume);
        if (rest?.length) waiting.set(key, rest);
        else if (rest) waiting.delete(key);
      };
      const resume = () => {
        if (done) return;
        leave();
        const fresh = entries.get(key);
        // A copy of an answer Next began before a publish is not for these requests either.
        if (fresh && fresh.generation === options.generation()) answer(fresh, response, key);
        else pass();
      };
      const timer = setTimeout(() => {
        if (done) return;
        leave();
        pass();
      }, options.waitMs);
      // Gone before the answer came: nothing to send it.
      response.once('close', () => {
        if (!done) leave();
      });
      queue.push(resume);
      waiting.set(key, queue);
      return true;
    },

    record(request, response) {
      if (!cacheable(request)) return;
      const key = keyOf(request);
      // The generation when Next started: a page rendered across a publish is not kept.
      const generation = options.generation();
      // Read before Next handles the request: a middleware rewrite that passes request headers
      // on replaces them, without Accept-Encoding (next-intl's rewrite of `/` to the default
      // locale did, so the home page never went out with brotli).
      const clientAcceptsBrotli = acceptsBrotli(headerText(request.headers['accept-encoding']));
      refreshing.set(key, { count: (refreshing.get(key)?.count ?? 0) + 1, generation });
      // Also when the client went away before the answer was complete.
      response.once('close', () => {
        const pending = refreshing.get(key);
        if (pending && pending.count > 1)
          refreshing.set(key, { ...pending, count: pending.count - 1 });
        else refreshing.delete(key);
        // Gone before its answer was complete: the waiting requests ask Next themselves.
        release(key);
      });
      captureAnswer(response, { maxBytes: options.maxEntryBytes, keep: shareable }, (captured) => {
        if (!captured) {
          markPass(key);
          release(key);
          return;
        }
        const { status, headers, body } = captured;
        const previous = entries.get(key);
        const entry: Entry = {
          status,
          headers,
          body,
          bytes: body.length + key.length + JSON.stringify(headers).length,
          storedAt: now(),
          generation,
          recode: recodable(headers, clientAcceptsBrotli),
        };
        store(key, entry);
        reuseBrotli(key, entry, previous);
        passUntil.delete(key);
        release(key);
      });
    },
  };
}
