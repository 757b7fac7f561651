import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_PAGE_CACHE_CONTROL, publicCacheControl } from './cache-control';
import { NOT_FOUND_MARK, statusToSend } from './not-found-status';
import { adjustResponse } from './response';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Serves one answer written by `write` through adjustResponse; returns what a client got. */
async function served(write: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    adjustResponse(res);
    write(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe('cached pages leave the server (decision 0023)', () => {
  it("makes Next's shared-cache header public and short", async () => {
    const res = await served((r) => {
      r.setHeader('Cache-Control', 's-maxage=31536000');
      r.end('page');
    });
    expect(res.headers.get('cache-control')).toBe(CACHED_PAGE_CACHE_CONTROL);
    expect(CACHED_PAGE_CACHE_CONTROL).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('leaves private and file headers alone', () => {
    const never = 'private, no-cache, no-store, max-age=0, must-revalidate';
    expect(publicCacheControl(never)).toBe(never);
    expect(publicCacheControl('public, max-age=31536000, immutable')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sends the marked not-found page with 404 and without the mark', async () => {
    const res = await served((r) => {
      r.setHeader(NOT_FOUND_MARK, '1');
      r.statusCode = 200;
      r.end('not found page');
    });
    expect(res.status).toBe(404);
    expect(res.headers.has(NOT_FOUND_MARK)).toBe(false);
    expect(res.body).toBe('not found page');
  });

  it('sends a value Next appends to a header a second time once, and other values as they are', async () => {
    const res = await served((r) => {
      // What Next does on a redirect's first render: set by the render, appended from the cache.
      r.setHeader('location', '/juwelier/juwelier-albrecht-hamburg/');
      r.appendHeader('Location', '/juwelier/juwelier-albrecht-hamburg/');
      r.appendHeader('x-nextjs-stale-time', ['300', '300']);
      r.setHeader('link', '</a.css>; rel=preload');
      r.appendHeader('link', ['</a.css>; rel=preload', '</b.css>; rel=preload']);
      r.statusCode = 308;
      r.end();
    });
    expect(res.status).toBe(308);
    // fetch joins repeated headers with ", ", as such a proxy would.
    expect(res.headers.get('location')).toBe('/juwelier/juwelier-albrecht-hamburg/');
    expect(res.headers.get('x-nextjs-stale-time')).toBe('300');
    expect(res.headers.get('link')).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
  });

  it('keeps 304 and other statuses of a marked answer, and 200 of an unmarked one', async () => {
    expect(statusToSend(304, true)).toBe(304);
    expect(statusToSend(500, true)).toBe(500);
    expect((await served((r) => r.end('ok'))).status).toBe(200);
  });
});
