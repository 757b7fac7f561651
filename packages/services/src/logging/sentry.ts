import type { NodeOptions } from '@sentry/node';
import type { Logger } from 'pino';
import { createLocalErrorReporter, type ErrorReporter } from './local';

type Sentry = typeof import('@sentry/node');

/** `https://<key>@<host>/<project>`: the parts of a Sentry DSN; throws on anything else. */
export function parseDsn(dsn: string): { publicKey: string; host: string; projectId: string } {
  const url = new URL(dsn);
  const projectId = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!url.username || !projectId) throw new Error('SENTRY_DSN is not a valid DSN');
  return { publicKey: url.username, host: url.host, projectId };
}

export interface SentryReporterOptions {
  /** The events' environment: MAISON_ENV, 'demo' when unset. */
  environment?: string;
  /** Where envelopes go: the SDK's HTTPS transport by default; tests pass one that keeps them. */
  transport?: NodeOptions['transport'];
}

// The SDK keeps one client per process (the global scope's), so it is initialised once, with the
// first reporter's DSN and options; on globalThis because Next may evaluate this module twice.
const SDK = Symbol.for('maison.sentry');
const holder = globalThis as { [SDK]?: Promise<Sentry> };

/**
 * Loads and initialises the SDK on first use: imported only by processes with SENTRY_DSN (it
 * takes a while to load). The options keep the SDK to the events it is handed (decision 0020):
 * no default integrations, which would patch http, undici and console, install process-wide
 * uncaughtException/unhandledRejection handlers and read local variables; no runtime
 * diagnostics-channel injection, which installs module loader hooks; no client reports.
 */
function initSentry(logger: Logger, dsn: string, options: SentryReporterOptions): Promise<Sentry> {
  holder[SDK] ??= import('@sentry/node').then((Sentry) => {
    const client = Sentry.init({
      dsn,
      environment: options.environment ?? 'demo',
      transport: options.transport,
      defaultIntegrations: false,
      // Only an event processor: adds the `cause` chain to the event.
      integrations: [Sentry.linkedErrorsIntegration()],
      enableRuntimeChannelInjection: false,
      sendClientReports: false,
    });
    // The SDK swallows delivery failures; they are logged as the embedded reporter would.
    client?.on('afterSendEvent', (_event, response) => {
      const status = response.statusCode;
      if (status === undefined) logger.warn('sentry unreachable');
      else if (status < 200 || status >= 300) logger.warn({ status }, 'sentry rejected an event');
    });
    return Sentry;
  });
  return holder[SDK];
}

/**
 * The error-reporting port's real adapter (SENTRY_DSN): logs like the local reporter, then hands
 * the error to the Sentry SDK with the request id as a tag and the rest of the context as extra
 * data. Sending never blocks the request, and a failure is logged, never thrown.
 */
export function createSentryErrorReporter(
  logger: Logger,
  dsn: string,
  options: SentryReporterOptions = {},
): ErrorReporter {
  parseDsn(dsn);
  const local = createLocalErrorReporter(logger);
  const sentry = initSentry(logger, dsn, options);
  return {
    captureException(err, context) {
      local.captureException(err, context);
      const { requestId, ...extra } = context;
      sentry
        .then((Sentry) => {
          Sentry.captureException(err, {
            tags: requestId ? { request_id: requestId } : {},
            extra,
          });
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'sentry unavailable'));
    },
  };
}
