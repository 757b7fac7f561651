import { count } from 'drizzle-orm';
import { closeDb, getDb } from '../client';
import { importContentPack } from '../content-pack';
import { migrate } from '../migrate';
import { cms_stories, inventory_items, locations } from '../schema';
import { isEmpty, seed } from '../seed';
import { inventorySizeFromEnv, seedInventory } from '../seed-inventory';

// `--if-empty` (used by `npm start`): migrate always; seed the accounts and locations when there
// are none, import the content pack when there is no content, and seed the portal inventory
// (SEED_INVENTORY_ITEMS, default 300,000) when there is none, each on its own, so a database
// from before the content pack or the portal gets them without losing edits to the rest.
// In production (MAISON_ENV=production) no demo data is ever written: `--if-empty` migrates and
// imports the content pack into an empty database, a plain seed refuses (docs/decisions/0016).
const onlyIfEmpty = process.argv.includes('--if-empty');
const production = process.env.MAISON_ENV === 'production';
if (production && !onlyIfEmpty) {
  process.stderr.write('db:seed writes demo accounts and data; it does not run in production.\n');
  process.exit(1);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const db = await getDb();
await migrate(db);
const countOf = async (table: typeof cms_stories | typeof inventory_items | typeof locations) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
const noContent = (await countOf(cms_stories)) === 0;
if (production) {
  if (noContent) {
    const imported = await importContentPack(db);
    process.stdout.write(`Imported the content pack: ${JSON.stringify(imported)}\n`);
  }
} else if (!onlyIfEmpty || (await isEmpty(db))) {
  const summary = await seed(db, { contentDir: onlyIfEmpty && !noContent ? false : undefined });
  process.stdout.write(
    `Seeded ${summary.organizations} organizations, ${summary.locations} locations, ` +
      `${summary.users} users, ${summary.memberships} portal memberships, ` +
      `${summary.inventoryItems} inventory items (${summary.saleUsers} sale users, ` +
      `${summary.openOrders} open orders, ${summary.inventoryHistory} history entries) ` +
      `in ${seconds()} s.\n`,
  );
} else {
  if (noContent) {
    const imported = await importContentPack(db);
    process.stdout.write(`Imported the content pack: ${JSON.stringify(imported)}\n`);
  }
  const items = inventorySizeFromEnv();
  if (items > 0 && (await countOf(inventory_items)) === 0 && (await countOf(locations)) > 0) {
    const summary = await seedInventory(db, { items });
    process.stdout.write(
      `Seeded the portal inventory: ${summary.items} items, ${summary.history} history ` +
        `entries in ${(summary.ms / 1000).toFixed(1)} s.\n`,
    );
  } else if (!noContent) {
    process.stdout.write('Database already holds data; seed skipped.\n');
  }
}
await closeDb();
