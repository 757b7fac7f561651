import { closeDb, getDb } from '../client';
import { importContentPack } from '../content-pack';
import { migrate } from '../migrate';

// `npm run content:import [dir]`: the pack in dir (default content/) into the database.
const db = await getDb();
await migrate(db);
const summary = await importContentPack(db, process.argv[2]);
await closeDb();
process.stdout.write(
  `Imported ${summary.stories} stories, ${summary.folders} folders, ${summary.assets} assets, ` +
    `${summary.datasourceEntries} datasource entries, ${summary.careerPositions} open positions.\n`,
);
