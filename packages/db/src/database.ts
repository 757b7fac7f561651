import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/*
 * The Db type and each open database's driver kind, kept out of client.ts: client.ts migrates and
 * repairs the default database, so migrate.ts and sequences.ts must not import client.ts back.
 */

export type Schema = typeof schema;
/** The Drizzle database, whichever driver sits below it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbOptions =
  /** `from`: a dump (`dumpDataDir`) the in-memory database starts as, instead of an empty one. */
  { kind: 'pglite'; dataDir?: string; from?: Blob } | { kind: 'pg'; url: string };

interface DbHandle {
  kind: DbOptions['kind'];
  close: () => Promise<void>;
}

// Driver kind and closer of each database we created; a WeakMap keeps Db a plain Drizzle type.
const handles = new WeakMap<Db, DbHandle>();

export function registerDb(db: Db, handle: DbHandle): void {
  handles.set(db, handle);
}

/** The database's handle, forgotten from now on (it is being closed); undefined if unknown. */
export function releaseDb(db: Db): DbHandle | undefined {
  const handle = handles.get(db);
  handles.delete(db);
  return handle;
}

export function dbKind(db: Db): DbOptions['kind'] {
  const handle = handles.get(db);
  if (!handle) throw new Error('Database was not created by createDb');
  return handle.kind;
}
