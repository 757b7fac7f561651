import { closeDb, getDb } from '../client';
import { migrate } from '../migrate';
import { isEmpty, seed } from '../seed';

// `--if-empty` (used by `npm start`): migrate always, seed only a database without data.
const onlyIfEmpty = process.argv.includes('--if-empty');

const db = await getDb();
await migrate(db);
if (onlyIfEmpty && !(await isEmpty(db))) {
  process.stdout.write('Database already holds data; seed skipped.\n');
} else {
  const summary = await seed(db);
  process.stdout.write(
    `Seeded ${summary.organizations} organizations, ${summary.locations} locations, ` +
      `${summary.users} users, ${summary.memberships} portal memberships.\n`,
  );
}
await closeDb();
