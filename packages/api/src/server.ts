import { getRequestListener } from '@hono/node-server';
import { closeDb, getDb, getReadDb } from '@maison/db';
import { createLogger } from '@maison/services/logging/local';
import { createApp } from './app';
import { assertProductionReady } from './shared/config';
import { createTrustedServer } from './shared/http-server';
import { loadJwtSecret } from './shared/secrets';

const port = Number(process.env.API_PORT ?? 4000);
const logger = createLogger();
// Refuse to start (production without JWT_SECRET) before opening the database.
loadJwtSecret();
const db = await getDb();
const app = createApp({ db, logger, readDb: await getReadDb() });
// Production refuses demo accounts before it takes a request (docs/decisions/0016).
await assertProductionReady(db);

const server = createTrustedServer(getRequestListener(app.fetch));
server.listen(port, () => logger.info({ port }, 'API listening'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      void closeDb().finally(() => process.exit(0));
    });
  });
}
