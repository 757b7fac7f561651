// The Lighthouse bench's ceiling: the same pages from the same server, with every script taken
// out of the HTML. What a page scores this way is what this machine and browser allow for its
// document, style sheets, fonts and images; the difference to the page as served is the cost of
// its scripts (download, evaluation, hydration). bench/README.md, "Lighthouse ceiling".
import { createServer } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/g;
// Headers that describe the upstream body, which the proxy re-encodes.
const BODY_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'etag']);

/** Starts the proxy in front of `upstream` on `port`; returns its close. */
export async function startNoScriptProxy(upstream, port) {
  const server = createServer(async (req, res) => {
    try {
      const answer = await fetch(upstream + req.url, {
        headers: {
          accept: req.headers.accept ?? '*/*',
          'accept-language': req.headers['accept-language'] ?? '',
          'cache-control': req.headers['cache-control'] ?? '',
          'accept-encoding': 'identity',
        },
        redirect: 'manual',
      });
      const headers = {};
      answer.headers.forEach((value, name) => {
        if (!BODY_HEADERS.has(name)) headers[name] = value;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('content-type') ?? '').includes('text/html')) {
        body = Buffer.from(body.toString('utf8').replace(SCRIPT, '').replace(SCRIPT_PRELOAD, ''));
      }
      // Brotli as the server sends it (its quality for pages renewed on demand), so the ceiling
      // differs from the page only by its scripts, not by its bytes on the wire.
      if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
        body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        headers['content-encoding'] = 'br';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(answer.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return () => new Promise((resolve) => server.close(resolve));
}
