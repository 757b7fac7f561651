import { closeDb, getDb } from '../client';
import { migrate } from '../migrate';

// getDb() already migrates the embedded PGlite; migrating again is a no-op, and needed for pg.
const db = await getDb();
await migrate(db);
await closeDb();
process.stdout.write('Migrations applied.\n');
