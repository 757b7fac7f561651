import { fileURLToPath } from 'node:url';
import { users } from '@maison/db';
import { createApp, issueAccessToken } from '../src';
import { captureLogger, createTestDb, jsonRequest, type TestDb } from './helpers';

const CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));

export type ContentApp = ReturnType<typeof createApp>;

/**
 * A seeded database with the real content pack, for suites that read published content
 * (search, jewelers). `anotherProcess()` is a second app on the same database whose publishes
 * this one only learns of through the revalidate webhook, as a second web process would.
 */
export interface ContentPackWorld {
  testDb: TestDb;
  app: ContentApp;
  /** A superuser's Authorization header. */
  admin: Record<string, string>;
  anotherProcess(): ContentApp;
  /** Creates and publishes a story through `through`'s management API, as the superuser. */
  publish(
    through: ContentApp,
    story: { folder: string; de: Record<string, unknown> },
  ): Promise<Response>;
}

function appOn(testDb: TestDb): ContentApp {
  return createApp({
    db: testDb.db,
    logger: captureLogger().logger,
    publishHook: { changed: async () => {} },
  });
}

export async function contentPackWorld(): Promise<ContentPackWorld> {
  const testDb = await createTestDb({ seed: true, contentPacks: [CONTENT] });
  const [superuser] = (await testDb.db.select().from(users)).filter((u) => u.is_superuser);
  const admin = { Authorization: `Token ${await issueAccessToken(superuser!)}` };
  return {
    testDb,
    app: appOn(testDb),
    admin,
    anotherProcess: () => appOn(testDb),
    publish: async (through, { folder, de }) =>
      through.request(
        '/api/v1/cms/stories/',
        jsonRequest('POST', { folder, publish: true, locales: { de } }, admin),
      ),
  };
}
