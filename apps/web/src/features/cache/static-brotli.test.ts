import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticBrotli } from './static-brotli';

const SCRIPT = 'globalThis.maison = "Schmuck, der Geschichten trägt";'.repeat(40);
const STYLES = '.hero { color: #c9a227; }'.repeat(40);

let dir: string;
let port: number;
let close: () => void;

const FONT_SHEET = '@font-face { font-family: "Noto Sans JP"; unicode-range: U+4E00-4E3F; }'.repeat(
  40,
);

/** What the build writes: copies of build output files and of a public file, one without a copy. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'maison-brotli-'));
  mkdirSync(join(dir, '_next/static/chunks'), { recursive: true });
  mkdirSync(join(dir, 'fonts'));
  writeFileSync(join(dir, '_next/static/chunks/0abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, '_next/static/chunks/1def.css.br'), brotliCompressSync(STYLES));
  writeFileSync(join(dir, '_next/static/chunks/notes.txt.br'), brotliCompressSync('no type'));
  writeFileSync(join(dir, 'fonts/jp.css.br'), brotliCompressSync(FONT_SHEET));
  const files = createStaticBrotli({
    dir,
    fileHeaders: (path) => ({ 'X-Content-Type-Options': 'nosniff', 'X-Test-Path': path }),
  });
  // What server.ts passes on to Next: here an answer that names itself.
  const server = createServer((req, res) => {
    if (files.serve(req, res)) return;
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request: Node's http client does not decode, so the test sees what was sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the build output with brotli', () => {
  it('sends the brotli copy of a script with the file headers to a browser that accepts it', async () => {
    const res = await get('/_next/static/chunks/0abc.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-test-path']).toBe('/_next/static/chunks/0abc.js');
    expect(res.headers.etag).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends a style sheet as CSS, also when the URL carries a query', async () => {
    const res = await get('/_next/static/chunks/1def.css?dpl=1', { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(STYLES);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it.each([
    ['a browser without brotli', '/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip' }],
    [
      'brotli refused with q=0',
      '/_next/static/chunks/0abc.js',
      { 'accept-encoding': 'br;q=0, gzip' },
    ],
    ['no Accept-Encoding', '/_next/static/chunks/0abc.js', {}],
    ['a file without a copy', '/_next/static/chunks/2ghi.js', { 'accept-encoding': 'br' }],
    ['a copy in a folder of its own', '/0abc.js', { 'accept-encoding': 'br' }],
    [
      'a copy of a type it does not send',
      '/_next/static/chunks/notes.txt',
      { 'accept-encoding': 'br' },
    ],
    ['a path outside the build output', '/chunks/0abc.js', { 'accept-encoding': 'br' }],
    [
      'a range request',
      '/_next/static/chunks/0abc.js',
      { 'accept-encoding': 'br', range: 'bytes=0-9' },
    ],
    [
      'a conditional request for the build output',
      '/_next/static/chunks/0abc.js',
      { 'accept-encoding': 'br', 'if-none-match': 'W/"1"' },
    ],
    [
      "a request with Next's validator of a public file",
      '/fonts/jp.css',
      { 'accept-encoding': 'br', 'if-none-match': 'W/"6159c-1a2219b354d"' },
    ],
    [
      'a request conditional on a date',
      '/fonts/jp.css',
      { 'accept-encoding': 'br', 'if-modified-since': 'Sat, 28 Nov 2026 10:00:00 GMT' },
    ],
  ])('leaves %s to Next', async (_what, path, headers) => {
    const res = await get(path, headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('next');
  });

  it('sends a public file revalidated, with an ETag of its copy, and answers 304 to it', async () => {
    const res = await get('/fonts/jp.css', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.headers['x-test-path']).toBe('/fonts/jp.css');
    expect(brotliDecompressSync(res.body).toString()).toBe(FONT_SHEET);
    const etag = res.headers.etag!;
    expect(etag).toMatch(/^"br-[\w-]{22}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/fonts/jp.css', {
        'accept-encoding': 'gzip, br',
        'if-none-match': ifNoneMatch,
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.body.length).toBe(0);
    }
  });

  it('leaves every file to Next when the build made no copies', () => {
    const files = createStaticBrotli({ dir: join(dir, 'missing'), fileHeaders: () => ({}) });
    const request = {
      method: 'GET',
      url: '/_next/static/chunks/0abc.js',
      headers: { 'accept-encoding': 'br' },
    } as unknown as IncomingMessage;
    expect(files.serve(request, {} as ServerResponse)).toBe(false);
  });
});
