import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** An answer as it went out: status, headers (lower-case names) and the bytes of its body. */
export interface CapturedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface CaptureOptions {
  /** Bodies larger than this are not kept. */
  maxBytes: number;
  /** Decides, once the head is written, whether the answer is worth keeping. */
  keep: (status: number, headers: OutgoingHttpHeaders) => boolean;
}

/**
 * Watches the answer about to be written on `response` and calls `done` when it is complete:
 * with a copy of it, or with null when it was not kept (refused by `keep`, too large, or written
 * with raw header lists). For the page micro-cache (decision 0043).
 */
export function captureAnswer(
  response: ServerResponse,
  options: CaptureOptions,
  done: (answer: CapturedAnswer | null) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let skip = false;
  // What writeHead sent, once it has: status and headers cannot change after it.
  let sent: { status: number; headers: OutgoingHttpHeaders } | undefined;
  const skipIt = () => {
    skip = true;
    chunks.length = 0;
  };

  // Called after the chunk went out, so that writeHead has decided whether to keep it.
  const collect = (chunk: unknown, encoding: unknown) => {
    if (skip || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > options.maxBytes) skipIt();
    else chunks.push(buffer);
  };

  // Node writes an implicit head through this method too (`_implicitHeader`).
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(given)) skipIt(); // raw header lists: Next does not write them
    const result = writeHead(status, ...rest);
    const headers: OutgoingHttpHeaders = {
      ...(given && !Array.isArray(given)
        ? Object.fromEntries(
            Object.entries(given as OutgoingHttpHeaders).map(([name, value]) => [
              name.toLowerCase(),
              value,
            ]),
          )
        : {}),
      ...response.getHeaders(),
    };
    sent = { status: response.statusCode, headers };
    // A personal answer is not collected at all.
    if (!options.keep(sent.status, headers)) skipIt();
    return result;
  }) as ServerResponse['writeHead'];

  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    const result = write(chunk, ...rest);
    collect(chunk, rest[0]);
    return result;
  }) as ServerResponse['write'];

  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const result = end(chunk, ...rest);
    collect(chunk, rest[0]);
    return result;
  }) as ServerResponse['end'];

  response.once('finish', () => {
    if (skip || !sent) {
      done(null);
      return;
    }
    const body = Buffer.concat(chunks);
    const headers = { ...sent.headers, 'content-length': body.length };
    delete headers['transfer-encoding'];
    done({ status: sent.status, headers, body });
  });
}
