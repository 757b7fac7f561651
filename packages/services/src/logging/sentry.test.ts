import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './local';
import { createErrorReporter } from './index';
import { buildEnvelope, createSentryErrorReporter, parseDsn } from './sentry';

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

describe('sentry error reporter', () => {
  it('derives the envelope endpoint and key from the DSN', () => {
    expect(parseDsn(DSN)).toEqual({
      envelopeUrl: 'https://o42.ingest.example.test/api/4711/envelope/',
      publicKey: 'abc123',
      dsn: DSN,
    });
    expect(() => parseDsn('https://o42.ingest.example.test/')).toThrow();
  });

  it('builds an envelope in the wire shape Sentry ingests', () => {
    const { eventId, body } = buildEnvelope(
      new TypeError('boom'),
      { requestId: 'r-1', path: '/x' },
      DSN,
      new Date('2026-11-22T10:00:00Z'),
    );
    const [header, item, event] = body.split('\n').map((line) => JSON.parse(line));
    expect(header).toEqual({ event_id: eventId, sent_at: '2026-11-22T10:00:00.000Z', dsn: DSN });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: eventId,
      timestamp: 1795341600,
      platform: 'node',
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: 'boom' }] },
      tags: { request_id: 'r-1' },
      extra: { path: '/x' },
    });
    expect(eventId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('posts the event with the auth header and still logs it locally', async () => {
    const { logger, lines } = quietLogger();
    const fetchImpl = vi.fn(async () => new Response(null, { status: 200 }));
    createSentryErrorReporter(logger, DSN, fetchImpl).captureException(new Error('down'), {
      requestId: 'r-2',
    });
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://o42.ingest.example.test/api/4711/envelope/');
    expect((init.headers as Record<string, string>)['X-Sentry-Auth']).toContain(
      'sentry_key=abc123',
    );
    expect(lines.some((line) => line.includes('"reqId":"r-2"'))).toBe(true);
  });

  it('never throws when Sentry is unreachable', async () => {
    const { logger, lines } = quietLogger();
    const fetchImpl = vi.fn(async () => {
      throw new Error('offline');
    });
    createSentryErrorReporter(logger, DSN, fetchImpl).captureException(new Error('x'), {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lines.some((line) => line.includes('sentry unreachable'))).toBe(true);
  });

  it('is chosen only when SENTRY_DSN is set', () => {
    const { logger } = quietLogger();
    const local = createErrorReporter(logger, {});
    const sentry = createErrorReporter(logger, { SENTRY_DSN: DSN });
    expect(local).not.toBe(sentry);
    expect(() => createErrorReporter(logger, { SENTRY_DSN: 'not a dsn' })).toThrow();
  });
});
