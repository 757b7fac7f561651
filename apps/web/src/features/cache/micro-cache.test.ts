import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHED_PAGE_CACHE_CONTROL } from './cache-control';
import { createPageMicroCache, type PageMicroCacheOptions } from './micro-cache';

// The cache's own encodings, counted: a renewal of the same page must not encode it again.
const encodings = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlibModule = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlibModule,
    brotliCompress: ((...args: Parameters<typeof zlibModule.brotliCompress>) => {
      encodings.count += 1;
      return (zlibModule.brotliCompress as (...a: unknown[]) => void)(...args);
    }) as typeof zlibModule.brotliCompress,
  };
});

const VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

let close: (() => void) | undefined;
afterEach(() => close?.());

type Origin = (req: IncomingMessage, res: ServerResponse) => void;

/** A public page as Next sends one from its cache: the body says how often the origin answered. */
const publicPage =
  (extra: Record<string, string> = {}, status = 200): Origin =>
  (req, res) => {
    res.statusCode = status;
    res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
    res.setHeader('Vary', VARY);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.write('<html>');
    res.end(`${req.url} ${++origins}</html>`);
  };

let origins = 0;

/**
 * A server with the micro-cache in front of `origin`, as server.ts wires it; a clock the test
 * moves and a publish count it raises.
 */
async function serve(origin: Origin, overrides: Partial<PageMicroCacheOptions> = {}) {
  origins = 0;
  const clock = { now: 1_000_000, generation: 0 };
  const cache = createPageMicroCache({
    ttlMs: 1_000,
    staleMs: 500,
    waitMs: 10_000,
    maxBytes: 1024 * 1024,
    maxEntryBytes: 64 * 1024,
    bypassCookies: ['__prerender_bypass'],
    generation: () => clock.generation,
    now: () => clock.now,
    ...overrides,
  });
  const server = createServer((req, res) => {
    const toOrigin = () => {
      cache.record(req, res);
      origin(req, res);
    };
    if (!cache.serve(req, res, toOrigin)) toOrigin();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const get = async (path = '/', init: RequestInit = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  return { get, clock };
}

describe('the server keeps public pages for a moment (decision 0043)', () => {
  it('answers a repeated request from its copy, with the same status, headers and body', async () => {
    const { get } = await serve(publicPage({ ETag: '"abc"' }));
    const first = await get('/ja');
    const second = await get('/ja');
    expect(first.body).toBe('<html>/ja 1</html>');
    expect(second.body).toBe(first.body);
    expect(origins).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe('"abc"');
    expect(second.headers.get('cache-control')).toBe(CACHED_PAGE_CACHE_CONTROL);
    expect(second.headers.get('content-length')).toBe(String(first.body.length));
    expect(first.headers.has('age')).toBe(false);
    expect(second.headers.get('age')).toBe('0');
  });

  it('keeps the 404 page too', async () => {
    const { get } = await serve(publicPage({}, 404));
    await get('/gibt-es-nicht');
    const second = await get('/gibt-es-nicht');
    expect(second.status).toBe(404);
    expect(origins).toBe(1);
  });

  it('asks the origin again once the copy is ttlMs old', async () => {
    const { get, clock } = await serve(publicPage());
    await get();
    clock.now += 999;
    expect((await get()).headers.get('age')).toBe('0');
    expect(origins).toBe(1);
    clock.now += 1;
    expect((await get()).body).toBe('<html>/ 2</html>');
  });

  /**
   * A copy that expired, and a request renewing it that Next is still rendering: `release` lets
   * Next answer it; requests after that one go to Next at once again.
   */
  async function renewingOnce() {
    let release: (() => void) | undefined;
    let held = false;
    const server = await serve((req, res) => {
      if (!held) return publicPage()(req, res);
      held = false;
      release = () => publicPage()(req, res);
    });
    await server.get();
    server.clock.now += 1_000;
    held = true;
    const renewing = server.get();
    await expect.poll(() => release !== undefined).toBe(true);
    return { ...server, renewing, release: () => release?.() };
  }

  it('answers with the expired copy, for staleMs at most, while one request renews it', async () => {
    const { get, clock, renewing, release } = await renewingOnce();
    const stale = await get();
    expect(stale.body).toBe('<html>/ 1</html>');
    expect(stale.headers.get('age')).toBe('1');
    clock.now += 499;
    expect((await get()).body).toBe('<html>/ 1</html>');
    clock.now += 1;
    // Past staleMs the copy is gone: the request waits for the renewing one's answer.
    const waiting = get();
    release();
    expect((await renewing).body).toBe('<html>/ 2</html>');
    expect((await waiting).body).toBe('<html>/ 2</html>');
    expect(origins).toBe(2);
  });

  it('serves no expired copy from before a publish, even while one request renews it', async () => {
    const { get, clock, renewing, release } = await renewingOnce();
    clock.generation += 1;
    expect((await get()).body).toBe('<html>/ 2</html>');
    release();
    await renewing;
  });

  /** An origin that answers each request only when the test releases it, in arrival order. */
  async function heldOrigin(
    answer: Origin = publicPage(),
    overrides: Partial<PageMicroCacheOptions> = {},
  ) {
    const held: (() => void)[] = [];
    const server = await serve((req, res) => {
      held.push(() => answer(req, res));
    }, overrides);
    return { ...server, held, next: () => held.shift()?.() };
  }

  it('sends a burst on a page without a copy to the origin once: the others get its answer', async () => {
    const { get, held, next } = await heldOrigin();
    const burst = [get('/ja'), get('/ja'), get('/ja'), get('/ja')];
    await expect.poll(() => held.length).toBe(1);
    next();
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.body)).toEqual(Array(4).fill('<html>/ja 1</html>'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(origins).toBe(1);
  });

  it('sends waiting requests to the origin when the answer is not kept, and the next ones at once', async () => {
    const personal: Origin = (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(`${req.url} ${++origins}`);
    };
    const { get, held, next } = await heldOrigin(personal);
    const first = get('/konto');
    await expect.poll(() => held.length).toBe(1);
    const waiting = get('/konto');
    // The waiting request reaches the origin only after the first answer.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.length).toBe(1);
    next();
    expect((await first).body).toBe('/konto 1');
    await expect.poll(() => held.length).toBe(1);
    next();
    expect((await waiting).body).toBe('/konto 2');
    // Within ttlMs nobody waits for another's personal answer.
    const a = get('/konto');
    const b = get('/konto');
    await expect.poll(() => held.length).toBe(2);
    next();
    next();
    expect([(await a).body, (await b).body].sort()).toEqual(['/konto 3', '/konto 4']);
  });

  it("sends waiting requests to the origin when the first one's client goes away", async () => {
    const { get, held, next } = await heldOrigin();
    const gone = new AbortController();
    const first = get('/ja', { signal: gone.signal }).catch(() => 'aborted');
    await expect.poll(() => held.length).toBe(1);
    const waiting = get('/ja');
    await new Promise((resolve) => setTimeout(resolve, 30));
    gone.abort();
    expect(await first).toBe('aborted');
    await expect.poll(() => held.length).toBe(2);
    next();
    next();
    expect((await waiting).body).toMatch(/^<html>\/ja [12]<\/html>$/);
  });

  it('sends a waiting request to the origin itself when the answer it waits for takes too long', async () => {
    const { get, held } = await heldOrigin(publicPage(), { waitMs: 100 });
    const stuck = get('/marke/schmuckmuseum');
    await expect.poll(() => held.length).toBe(1);
    const waiting = get('/marke/schmuckmuseum');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.length).toBe(1);
    // Past waitMs it reaches the origin, while the first answer is still not written.
    await expect.poll(() => held.length).toBe(2);
    held[1]!();
    expect((await waiting).body).toBe('<html>/marke/schmuckmuseum 1</html>');
    held[0]!();
    expect((await stuck).body).toBe('<html>/marke/schmuckmuseum 2</html>');
  });

  it('does not send a waiting request whose client went away to the origin', async () => {
    const { get, held } = await heldOrigin(publicPage(), { waitMs: 100 });
    const first = get('/ja');
    await expect.poll(() => held.length).toBe(1);
    const gone = new AbortController();
    const waiting = get('/ja', { signal: gone.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 30));
    gone.abort();
    expect(await waiting).toBe('aborted');
    // Well past waitMs: the request that left is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(held.length).toBe(1);
    held[0]!();
    expect((await first).body).toBe('<html>/ja 1</html>');
  });

  it('drops every copy when this process handles a publish', async () => {
    const { get, clock } = await serve(publicPage());
    await get();
    clock.generation += 1;
    expect((await get()).body).toBe('<html>/ 2</html>');
    expect((await get()).body).toBe('<html>/ 2</html>');
  });

  it('does not keep a page whose rendering a publish overtook', async () => {
    const state = { generation: 0 };
    const { get } = await serve(
      (req, res) => {
        state.generation += 1; // the publish lands while the origin renders
        publicPage()(req, res);
      },
      { generation: () => state.generation },
    );
    await get();
    await get();
    expect(origins).toBe(2);
  });

  it('keeps one copy per path, query, host, scheme and encoding', async () => {
    const { get } = await serve(publicPage());
    await get('/a');
    await get('/a?x=1');
    await get('/a', { headers: { 'x-forwarded-host': 'www.example.com' } });
    await get('/a', { headers: { 'x-forwarded-proto': 'https' } });
    await get('/a', { headers: { 'accept-encoding': 'identity' } });
    expect(origins).toBe(5);
    await get('/a', { headers: { 'x-forwarded-host': 'www.example.com' } });
    expect(origins).toBe(5);
  });

  it.each([
    ['a client navigation', { rsc: '1' }],
    ['a prefetch', { 'next-router-prefetch': '1' }],
    ['a conditional request', { 'if-none-match': '"abc"' }],
    ['a reload', { 'cache-control': 'no-cache' }],
    ['a reload of an old browser', { pragma: 'no-cache' }],
    ["the editor's preview", { cookie: 'theme=dark; __prerender_bypass=secret' }],
  ])('leaves %s to the origin', async (_what, headers: Record<string, string>) => {
    const { get } = await serve(publicPage());
    await get();
    await get('/', { headers });
    expect(origins).toBe(2);
  });

  it('serves a logged-in visitor the shared copy: the page is the same for everyone', async () => {
    const { get } = await serve(publicPage());
    await get();
    await get('/', { headers: { cookie: 'maison_session=abc' } });
    expect(origins).toBe(1);
  });

  it('answers HEAD and POST from the origin', async () => {
    const { get } = await serve(publicPage());
    await get();
    await get('/', { method: 'HEAD' });
    await get('/', { method: 'POST' });
    expect(origins).toBe(3);
  });

  it.each([
    [
      'a private answer',
      (res: ServerResponse) => res.setHeader('Cache-Control', 'private, no-store'),
    ],
    [
      'a public answer without s-maxage',
      (res: ServerResponse) => res.setHeader('Cache-Control', 'public, max-age=0'),
    ],
    ['an answer that sets a cookie', (res: ServerResponse) => res.setHeader('Set-Cookie', 'a=b')],
    ['an answer varying on the cookie', (res: ServerResponse) => res.setHeader('Vary', 'Cookie')],
    ['a redirect', (res: ServerResponse) => (res.statusCode = 308)],
  ])('does not keep %s', async (_what, change) => {
    const { get } = await serve((req, res) => {
      res.statusCode = 200;
      res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
      change(res);
      res.end(`${++origins}`);
    });
    await get();
    await get();
    expect(origins).toBe(2);
  });

  it('keeps headers given to writeHead', async () => {
    const { get } = await serve((_req, res) => {
      res.writeHead(200, { 'Cache-Control': CACHED_PAGE_CACHE_CONTROL, 'X-Page': 'home' });
      res.end(`${++origins}`);
    });
    await get();
    const second = await get();
    expect(origins).toBe(1);
    expect(second.headers.get('x-page')).toBe('home');
  });

  it('does not keep a page larger than maxEntryBytes', async () => {
    const { get } = await serve(publicPage(), { maxEntryBytes: 10 });
    await get();
    await get();
    expect(origins).toBe(2);
  });

  it('lets the least recently used copies go beyond maxBytes', async () => {
    // Each copy takes its body (~20 bytes), key and headers (~200 bytes): two fit, three do not.
    const { get } = await serve(publicPage(), { maxBytes: 700 });
    await get('/a');
    await get('/b');
    await get('/a'); // /a is now the most recently used
    await get('/c'); // /b goes
    expect(origins).toBe(3);
    await get('/a');
    expect(origins).toBe(3);
    await get('/b');
    expect(origins).toBe(4);
  });
});

describe('a hot copy goes out with brotli to clients that accept it (decision 0043)', () => {
  const page = (version: string) =>
    `<html><p>${'Ring aus Gelbgold. '.repeat(200)}</p>${version}</html>`;
  /** Next's answer: gzip, whatever else the client accepts. */
  const gzipPage =
    (version: () => string, etag: string | null = '"v1"'): Origin =>
    (_req, res) => {
      origins += 1;
      res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
      res.setHeader('Vary', VARY);
      if (etag) res.setHeader('ETag', etag);
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(page(version())));
    };
  const browser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
  type Get = (path: string, init: RequestInit) => Promise<{ headers: Headers }>;
  /** The encoding runs in the thread pool: a later hit gets it. */
  const encodedSoon = (get: Get, path: string) =>
    expect.poll(async () => (await get(path, browser)).headers.get('content-encoding')).toBe('br');

  it('sends the gzip copy until a hit had it encoded, then brotli with a weak ETag', async () => {
    const { get } = await serve(
      gzipPage(() => 'v1'),
      { brotliQuality: 5 },
    );
    const first = await get('/', browser);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.body).toBe(page('v1'));
    await encodedSoon(get, '/');
    const encoded = await get('/', browser);
    expect(encoded.body).toBe(page('v1'));
    expect(encoded.headers.get('etag')).toBe('W/"v1"');
    expect(encoded.headers.get('vary')).toBe(VARY);
    expect(origins).toBe(1);
  });

  it("encodes a page whose request headers Next's middleware replaced (the rewrite of /)", async () => {
    const withoutEncodings: Origin = (req, res) => {
      // What a middleware rewrite with request headers leaves: no Accept-Encoding.
      delete req.headers['accept-encoding'];
      gzipPage(() => 'v1')(req, res);
    };
    const { get } = await serve(withoutEncodings, { brotliQuality: 5 });
    expect((await get('/', browser)).headers.get('content-encoding')).toBe('gzip');
    await encodedSoon(get, '/');
    expect((await get('/', browser)).body).toBe(page('v1'));
    expect(origins).toBe(1);
  });

  it('encodes an answer without an ETag too (robots.txt)', async () => {
    const { get } = await serve(
      gzipPage(() => 'v1', null),
      { brotliQuality: 5 },
    );
    await get('/robots.txt', browser);
    await encodedSoon(get, '/robots.txt');
    const encoded = await get('/robots.txt', browser);
    expect(encoded.status).toBe(200);
    expect(encoded.headers.has('etag')).toBe(false);
  });

  it('keeps gzip for clients without brotli or with br;q=0, and without a quality', async () => {
    for (const [acceptEncoding, quality] of [
      ['gzip, deflate', 5],
      ['gzip, br;q=0', 5],
      ['gzip, br', undefined],
    ] as const) {
      const { get } = await serve(
        gzipPage(() => 'v1'),
        { brotliQuality: quality },
      );
      for (let i = 0; i < 5; i += 1) {
        const res = await get('/', { headers: { 'accept-encoding': acceptEncoding } });
        expect(res.headers.get('content-encoding'), acceptEncoding).toBe('gzip');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      close?.();
    }
  });

  it('reuses the encoding when the renewed copy has the same bytes, and encodes a changed page again', async () => {
    let version = 'v1';
    const { get, clock } = await serve(
      gzipPage(() => version),
      { brotliQuality: 5 },
    );
    await get('/', browser);
    await encodedSoon(get, '/');
    clock.now += 1_000;
    expect((await get('/', browser)).headers.get('content-encoding')).toBe('gzip'); // Next renews
    const renewed = await get('/', browser);
    expect(renewed.headers.get('content-encoding')).toBe('br');
    expect(renewed.headers.get('age')).toBe('0');
    version = 'v2';
    clock.now += 1_000;
    expect((await get('/', browser)).body).toBe(page('v2'));
    const changed = await get('/', browser);
    expect(changed.headers.get('content-encoding')).toBe('gzip');
    expect(changed.body).toBe(page('v2'));
    await encodedSoon(get, '/');
    expect((await get('/', browser)).body).toBe(page('v2'));
  });

  /** A page of varied text, so that brotli's qualities differ in size and bytes. */
  const variedPage = (version: string) =>
    `<html>${Array.from({ length: 400 }, (_, i) => `<p>Ring ${i * 7919} aus Gelbgold</p>`).join('')}${version}</html>`;
  /** What the compressor sends a browser (decision 0045): quick brotli. */
  const quickBrotliPage =
    (version: () => string, quality: () => number): Origin =>
    (_req, res) => {
      origins += 1;
      res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
      res.setHeader('Vary', VARY);
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Encoding', 'br');
      res.end(
        brotliCompressSync(variedPage(version()), {
          params: { [zlib.BROTLI_PARAM_QUALITY]: quality() },
        }),
      );
    };
  const size = (res: { headers: Headers }) => Number(res.headers.get('content-length'));

  it("encodes the compressor's quick brotli again once hot, and keeps that for a renewal of the same page in other bytes", async () => {
    let version = 'v1';
    let quality = 1;
    const { get, clock } = await serve(
      quickBrotliPage(
        () => version,
        () => quality,
      ),
      { brotliQuality: 11 },
    );
    const first = await get('/', browser);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.body).toBe(variedPage('v1'));
    const quick = size(first);
    await expect.poll(async () => size(await get('/', browser))).toBeLessThan(quick);
    const hot = await get('/', browser);
    expect(hot.body).toBe(variedPage('v1'));
    expect(hot.headers.get('etag')).toBe('W/"v1"');
    const encoded = encodings.count;

    // Next renews the copy: the same page, compressed into other bytes.
    quality = 2;
    clock.now += 1_000;
    const renewal = await get('/', browser);
    expect(size(renewal)).not.toBe(quick);
    await expect.poll(async () => size(await get('/', browser))).toBe(size(hot));
    expect(origins).toBe(2);
    expect(encodings.count).toBe(encoded);

    // A changed page is encoded again.
    version = 'v2';
    clock.now += 1_000;
    const changed = await get('/', browser);
    expect(changed.body).toBe(variedPage('v2'));
    await expect.poll(async () => size(await get('/', browser))).toBeLessThan(size(changed));
    expect((await get('/', browser)).body).toBe(variedPage('v2'));
    expect(encodings.count).toBe(encoded + 1);
  });
});
