import { closeDb, getDb } from '../client';
import { exportContentPack } from '../content-pack';

// `npm run content:export [dir]`: the published stories back into the pack (default content/).
const db = await getDb();
const count = await exportContentPack(db, process.argv[2]);
await closeDb();
process.stdout.write(`Exported ${count} stories.\n`);
