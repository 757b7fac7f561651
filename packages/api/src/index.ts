import { getDb } from '@maison/db';
import { createApp, type AppType } from './app';
import { assertProductionReady } from './config';

export { createApp, API_PREFIX, CMS_PREFIX, type AppOptions, type AppType } from './app';
export { loadPreviewSecret, loadRevalidateSecret } from './content-secrets';
export { onPublish, type PublishEvent } from '@maison/services/content/publish-hook';
export { assertProductionReady, checkEnvironment, EnvironmentError } from './config';
export type { AppEnv } from './env';
export { ApiError, MESSAGES, toFieldErrors } from './errors';
export { createRouter } from './router';
export {
  getUser,
  issueAccessToken,
  loadJwtSecret,
  requirePermission,
  requireUser,
  verifyAccessToken,
  type AuthUser,
  type TokenUserClaim,
} from './auth';

// On globalThis so Next's duplicated module instances share one app (and one database).
const DEFAULT_APP = Symbol.for('maison.api.default');
const holder = globalThis as { [DEFAULT_APP]?: Promise<AppType> };

/**
 * The process's app on the process's database, created on first use; refused in production on
 * an incomplete environment or a database with demo accounts.
 */
export function getApp(): Promise<AppType> {
  holder[DEFAULT_APP] ??= getDb()
    .then(async (db) => {
      const app = createApp({ db });
      await assertProductionReady(db);
      return app;
    })
    .catch((err: unknown) => {
      delete holder[DEFAULT_APP];
      throw err;
    });
  return holder[DEFAULT_APP];
}
