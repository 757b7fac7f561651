import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const noop = () => undefined;

/**
 * Compresses what Next answers (next.config `compress: false`; decision 0045 amended): brotli
 * at `quality` for clients that accept it, gzip for the others. The same middleware Next uses
 * for its gzip, which has brotli since 1.8, so streaming pages flush as before. A page's first
 * answer goes out with brotli too, not only a copy the micro-cache made for a hot page.
 */
export function createCompressor(quality: number): Handler {
  const middleware = compression({
    brotli: {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    },
  }) as unknown as Handler;
  return (request, response, next) => {
    middleware(request, response, next);
    // As Next does (release-compression-stream): when the client goes away first, the
    // middleware never ends its zlib stream, which then outlives the response.
    response.once('close', () => {
      if (response.writableFinished) return;
      const stream = response.on('drain', noop) as unknown;
      if (stream === response || !(stream instanceof Duplex)) {
        response.off('drain', noop);
        return;
      }
      stream.destroy();
    });
  };
}
