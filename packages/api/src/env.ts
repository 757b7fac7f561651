import type { Db } from '@maison/db';
import type { Mailer } from '@maison/services/email';
import type { ErrorReporter, Logger } from '@maison/services/logging/local';
import type { AuthState } from './auth';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    db: Db;
    /** Child logger carrying the request id. */
    logger: Logger;
    errorReporter: ErrorReporter;
    /** The e-mail port (outbox by default, SMTP with SMTP_URL). */
    mailer: Mailer;
    /** Memoised authentication of this request; see auth.ts. */
    auth?: Promise<AuthState>;
  };
}
