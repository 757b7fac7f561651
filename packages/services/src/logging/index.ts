import type { Logger } from 'pino';
import { createLocalErrorReporter, type ErrorReporter } from './local';
import { createSentryErrorReporter } from './sentry';

export { createLogger, createLocalErrorReporter } from './local';
export type { ErrorContext, ErrorReporter, Logger, LoggerOptions } from './local';

/** Sentry when SENTRY_DSN is set, else structured logs (STACK.md ports). */
export function createErrorReporter(
  logger: Logger,
  env: Record<string, string | undefined> = process.env,
): ErrorReporter {
  return env.SENTRY_DSN
    ? createSentryErrorReporter(logger, env.SENTRY_DSN, { environment: env.MAISON_ENV })
    : createLocalErrorReporter(logger);
}
