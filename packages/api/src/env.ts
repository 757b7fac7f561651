import type { Db } from '@maison/db';
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
    /** Memoised authentication of this request; see auth.ts. */
    auth?: Promise<AuthState>;
  };
}
