import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompressor } from './compress';

const PAGE = '<!DOCTYPE html><p>Gold und Emaille aus Pforzheim, seit 1896.</p>'.repeat(200);

let port: number;
let close: () => void;

beforeAll(async () => {
  const compress = createCompressor(5);
  // Stands for Next: a page in two chunks with a flush between them, as a streamed render.
  const server = createServer((req, res) => {
    compress(req, res, () => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(PAGE.slice(0, 5000));
      (res as unknown as { flush(): void }).flush();
      setTimeout(() => res.end(PAGE.slice(5000)), 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});

afterAll(() => close());

/** A raw request: Node's http client does not decode, so the test sees what was sent. */
function get(headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("compressing Next's answers (decision 0045)", () => {
  it('sends brotli to a client that accepts it, with Vary', async () => {
    const res = await get({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
    expect(res.body.length).toBeLessThan(PAGE.length / 10);
  });

  it('sends gzip to a client without brotli, and the page as it is to one without either', async () => {
    const gzip = await get({ 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await get({ 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });
});
