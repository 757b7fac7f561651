import type { Db } from '@maison/db';
import type { RemoteCommercePortFactory } from '@maison/services/commerce';
import type { Mailer } from '@maison/services/email';
import type { RateLimitStore } from '@maison/services/rate-limit';
import type { ErrorReporter, Logger } from '@maison/services/logging/local';
import type { AuthState, CommerceAuth } from './identity';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    db: Db;
    /** The portal's aggregates read here: a read replica when configured, else `db`. */
    readDb: Db;
    /** Child logger carrying the request id. */
    logger: Logger;
    errorReporter: ErrorReporter;
    /** The e-mail port (outbox by default, SMTP with SMTP_URL). */
    mailer: Mailer;
    /** The throttles' counters (the database by default, Redis with REDIS_URL). */
    rateLimits: RateLimitStore;
    /** The remote commerce service's port of a session; null: the embedded engine. */
    commercePort: RemoteCommercePortFactory;
    /** The request's commerce token, once checked; see commerce-token.ts. */
    commerceAuth?: CommerceAuth;
    /** Memoised authentication of this request; see auth.ts. */
    auth?: Promise<AuthState>;
  };
}
