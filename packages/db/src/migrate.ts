import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { dbKind, type Db, type Schema } from './database';
import { migrationsFolder } from './paths';

/** Applies the SQL migrations in packages/db/migrations that the database has not seen yet. */
export async function migrate(db: Db): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (dbKind(db) === 'pg') await migratePg(db as unknown as NodePgDatabase<Schema>, config);
  else await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
}
