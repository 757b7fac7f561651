import { getDb, getReadDb } from '@maison/db';
import { createApp, rereadPublishedContent, searchServiceOf, type AppType } from './app';
import { assertProductionReady } from './shared/config';

export { createApp, API_PREFIX, CMS_PREFIX, type AppOptions, type AppType } from './app';
export { onPublish, type PublishEvent } from '@maison/services/content/publish-hook';
export {
  getUser,
  issueAccessToken,
  requirePermission,
  requireUser,
  verifyAccessToken,
} from './shared/auth';
export { assertProductionReady, checkEnvironment, EnvironmentError } from './shared/config';
export type { AppEnv } from './shared/env';
export { ApiError, MESSAGES, toFieldErrors } from './shared/errors';
export type { AuthUser, TokenUserClaim } from './shared/identity';
export { createRouter } from './shared/router';
export { loadJwtSecret, loadPreviewSecret, loadRevalidateSecret } from './shared/secrets';

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
      const app = createApp({ db, readDb: await getReadDb() });
      await assertProductionReady(db);
      // The process's search index is built in the background now, not by a visitor's first
      // search; a failure is retried by that search (decision 0026).
      searchServiceOf(app)
        ?.ready()
        .catch(() => undefined);
      return app;
    })
    .catch((err: unknown) => {
      delete holder[DEFAULT_APP];
      throw err;
    });
  return holder[DEFAULT_APP];
}

/**
 * A content change announced by a webhook (Storyblok's, or another process's publish): this
 * process's search index and jeweler list read the published content again (issues 16, 17).
 * With API_URL the API processes are elsewhere and keep their own.
 */
export async function rereadContent(): Promise<void> {
  if (process.env.API_URL) return;
  await rereadPublishedContent(await getApp());
}
