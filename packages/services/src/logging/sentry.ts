import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ErrorContext, ErrorReporter } from './local';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

interface Dsn {
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

/** `https://<key>@<host>/<project>` → the project's envelope endpoint (Sentry's ingestion API). */
export function parseDsn(dsn: string): Dsn {
  const url = new URL(dsn);
  const projectId = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!url.username || !projectId) throw new Error('SENTRY_DSN is not a valid DSN');
  return {
    envelopeUrl: `${url.protocol}//${url.host}/api/${projectId}/envelope/`,
    publicKey: url.username,
    dsn,
  };
}

function exceptionOf(err: unknown) {
  const error = err instanceof Error ? err : new Error(String(err));
  const frames = (error.stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().replace(/^at /, ''))
    .filter(Boolean)
    .reverse()
    .map((line) => ({ function: line }));
  return { type: error.name, value: error.message, stacktrace: { frames } };
}

/** One event as a Sentry envelope: envelope header, item header, event, newline separated. */
export function buildEnvelope(
  err: unknown,
  { requestId, ...extra }: ErrorContext,
  dsn: string,
  now = new Date(),
): { eventId: string; body: string } {
  const eventId = randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'node',
    level: 'error',
    environment: process.env.MAISON_ENV ?? 'demo',
    exception: { values: [exceptionOf(err)] },
    tags: requestId ? { request_id: requestId } : {},
    extra,
  };
  const body = [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  return { eventId, body };
}

/**
 * The error-reporting port's real adapter (SENTRY_DSN): logs like the local reporter, then sends
 * the event to Sentry without blocking the request; a failed delivery is logged, never thrown.
 */
export function createSentryErrorReporter(
  logger: Logger,
  dsnString: string,
  fetchImpl: Fetch = fetch,
): ErrorReporter {
  const dsn = parseDsn(dsnString);
  return {
    captureException(err, context) {
      logger.error({ err, reqId: context.requestId }, 'unhandled error');
      const { body } = buildEnvelope(err, context, dsn.dsn);
      fetchImpl(dsn.envelopeUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=maison/1.0`,
        },
        body,
      }).then(
        (res) => {
          if (!res.ok) logger.warn({ status: res.status }, 'sentry rejected an event');
        },
        (error: unknown) => logger.warn({ err: error }, 'sentry unreachable'),
      );
    },
  };
}
