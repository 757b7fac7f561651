import { count } from 'drizzle-orm';
import { closeDb, getDb } from '../client';
import { importContentPack } from '../content-pack';
import { migrate } from '../migrate';
import { cms_stories } from '../schema';
import { isEmpty, seed } from '../seed';

// `--if-empty` (used by `npm start`): migrate always; seed the accounts and locations when there
// are none, and import the content pack when there is no content, each on its own, so a
// database from before the content pack gets its content without losing edits to either.
const onlyIfEmpty = process.argv.includes('--if-empty');

const db = await getDb();
await migrate(db);
const noContent = (await db.select({ n: count() }).from(cms_stories))[0]?.n === 0;
if (!onlyIfEmpty || (await isEmpty(db))) {
  const summary = await seed(db, { contentDir: onlyIfEmpty && !noContent ? false : undefined });
  process.stdout.write(
    `Seeded ${summary.organizations} organizations, ${summary.locations} locations, ` +
      `${summary.users} users, ${summary.memberships} portal memberships.\n`,
  );
} else if (noContent) {
  const imported = await importContentPack(db);
  process.stdout.write(`Imported the content pack: ${JSON.stringify(imported)}\n`);
} else {
  process.stdout.write('Database already holds data; seed skipped.\n');
}
await closeDb();
