import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  /** Defaults to LOG_LEVEL, else info. */
  level?: string;
  /** Defaults to stdout; tests pass a stream to read the lines back. */
  destination?: DestinationStream;
}

/** JSON lines on stdout; no transport, so nothing spawns worker threads inside Next. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  return options.destination ? pino({ level }, options.destination) : pino({ level });
}

export interface ErrorContext {
  requestId?: string;
  [key: string]: unknown;
}

/** The error-reporting port (STACK.md): structured logs by default, Sentry when configured. */
export interface ErrorReporter {
  captureException(err: unknown, context: ErrorContext): void;
}

/** The embedded error reporter: one error log line carrying the request id and the stack. */
export function createLocalErrorReporter(logger: Logger): ErrorReporter {
  return {
    captureException(err, { requestId, ...extra }) {
      logger.error({ err, reqId: requestId, ...extra }, 'unhandled error');
    },
  };
}
