import { Writable } from 'node:stream';
import * as Sentry from '@sentry/node';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from './local';
import { createErrorReporter } from './index';
import { createSentryErrorReporter, parseDsn } from './sentry';

const DSN = 'https://abc123@o42.ingest.example.test/4711';

function quietLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ destination }), lines };
}

/** What the SDK hands its transport, as the envelope text it would POST; no network. */
const delivered: string[] = [];
/** The next request's outcome: an HTTP status, or 'offline' (the request fails). */
let answer: number | 'offline' = 200;
const transport: NonNullable<Sentry.NodeOptions['transport']> = (options) =>
  Sentry.createTransport(options, async (request) => {
    if (answer === 'offline') throw new Error('offline');
    delivered.push(
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
    );
    return { statusCode: answer };
  });

/** The envelope's event item (header line, item header line, event line). */
function eventOf(envelope: string): Record<string, unknown> {
  const [, item, event] = envelope.split('\n');
  expect(JSON.parse(item ?? '{}')).toMatchObject({ type: 'event' });
  return JSON.parse(event ?? '{}') as Record<string, unknown>;
}

// The SDK is initialised once per process, by the first reporter: this one, with the test transport.
const first = quietLogger();
const listenersBefore = {
  uncaughtException: process.listenerCount('uncaughtException'),
  unhandledRejection: process.listenerCount('unhandledRejection'),
};
beforeAll(async () => {
  createSentryErrorReporter(first.logger, DSN, { transport });
  await vi.waitFor(() => expect(Sentry.isInitialized()).toBe(true));
});

describe('sentry error reporter', () => {
  it('takes the key, host and project from the DSN and refuses anything else', () => {
    expect(parseDsn(DSN)).toEqual({
      publicKey: 'abc123',
      host: 'o42.ingest.example.test',
      projectId: '4711',
    });
    expect(() => parseDsn('https://o42.ingest.example.test/')).toThrow();
    expect(() => parseDsn('not a dsn')).toThrow();
  });

  it('initialises the SDK without integrations that patch modules or catch process errors', () => {
    const client = Sentry.getClient();
    const names = client?.getOptions().integrations.map((integration) => integration.name);
    // SpanStreaming is the client's own, inert without tracing (no integration makes spans).
    expect(names).toEqual(['LinkedErrors', 'SpanStreaming']);
    expect(process.listenerCount('uncaughtException')).toBe(listenersBefore.uncaughtException);
    expect(process.listenerCount('unhandledRejection')).toBe(listenersBefore.unhandledRejection);
  });

  it('sends the event with the request id tag and the context, and logs it locally', async () => {
    answer = 200;
    delivered.length = 0;
    const { logger, lines } = quietLogger();
    createSentryErrorReporter(logger, DSN).captureException(new TypeError('boom'), {
      requestId: 'r-1',
      path: '/x',
    });
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    const [header] = (delivered[0] ?? '').split('\n');
    expect(JSON.parse(header ?? '{}')).toMatchObject({ trace: { public_key: 'abc123' } });
    expect(eventOf(delivered[0] ?? '')).toMatchObject({
      level: 'error',
      platform: 'node',
      environment: 'demo',
      exception: { values: [{ type: 'TypeError', value: 'boom' }] },
      tags: { request_id: 'r-1' },
      extra: { path: '/x' },
    });
    expect(lines.some((line) => line.includes('"reqId":"r-1"'))).toBe(true);
  });

  it('never throws when Sentry is unreachable or refuses the event, and logs it', async () => {
    answer = 'offline';
    const reporter = createSentryErrorReporter(first.logger, DSN);
    expect(() => reporter.captureException(new Error('down'), {})).not.toThrow();
    await vi.waitFor(() =>
      expect(first.lines.some((line) => line.includes('sentry unreachable'))).toBe(true),
    );
    answer = 500;
    expect(() => reporter.captureException(new Error('refused'), {})).not.toThrow();
    await vi.waitFor(() =>
      expect(first.lines.some((line) => line.includes('sentry rejected an event'))).toBe(true),
    );
  });

  it('is chosen only when SENTRY_DSN is set, and initialises the SDK once', async () => {
    answer = 200;
    delivered.length = 0;
    const client = Sentry.getClient();
    const { logger, lines } = quietLogger();
    createErrorReporter(logger, {}).captureException(new Error('local only'), { requestId: 'r-2' });
    createErrorReporter(logger, { SENTRY_DSN: DSN }).captureException(new Error('both'), {
      requestId: 'r-3',
    });
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(eventOf(delivered[0] ?? '')).toMatchObject({ tags: { request_id: 'r-3' } });
    expect(lines.filter((line) => line.includes('unhandled error'))).toHaveLength(2);
    expect(Sentry.getClient()).toBe(client);
    expect(() => createErrorReporter(logger, { SENTRY_DSN: 'not a dsn' })).toThrow();
  });
});
