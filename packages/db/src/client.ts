import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { registerDb, releaseDb, type Db, type DbOptions } from './database';
import { migrate } from './migrate';
import { resolveDataDir } from './paths';
import * as schema from './schema';
import { repairSequences } from './sequences';

/**
 * bytea through PGlite: its own codec turns every byte into a JavaScript string and back, and a
 * 20 MB application upload took 9 s to store. Node's hex codec does the same work natively.
 */
const PGLITE_BYTEA: Pick<PGliteOptions, 'serializers' | 'parsers'> = {
  serializers: {
    [types.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/** Opens a database: in-memory PGlite without dataDir (tests), on disk with it, or a pg Pool. */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url });
    // An idle client losing its connection (server restart, admin termination) must not crash
    // the process; the pool drops that client and the next query opens a new one.
    pool.on('error', (err) => console.error(`PostgreSQL idle client error: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    registerDb(db, { kind: 'pg', close: () => pool.end() });
    return db;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...PGLITE_BYTEA,
    ...(options.dataDir ? { dataDir: options.dataDir } : { loadDataDir: options.from }),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  registerDb(db, { kind: 'pglite', close: () => client.close() });
  return db;
}

// On globalThis as well as in this module: Next may evaluate the module more than once per
// process, and PGlite must have exactly one instance per data directory and process.
const DEFAULT_DB = Symbol.for('maison.db.default');
type Holder = { [DEFAULT_DB]?: Promise<Db> };
const holder = globalThis as Holder;

/**
 * The process's database: a pg Pool when DATABASE_URL is set, otherwise the embedded PGlite under
 * DATA_DIR/pglite, migrated on first open so a fresh checkout runs without a setup step.
 */
export function getDb(): Promise<Db> {
  holder[DEFAULT_DB] ??= openDefault().catch((err: unknown) => {
    delete holder[DEFAULT_DB];
    throw err;
  });
  return holder[DEFAULT_DB];
}

async function openDefault(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  if (url) db = await createDb({ kind: 'pg', url });
  else {
    db = await createDb({ kind: 'pglite', dataDir: path.join(resolveDataDir(), 'pglite') });
    await migrate(db);
  }
  // A sequence behind its rows (docs/decisions/0015) would fail every insert that draws from it.
  try {
    await repairSequences(db);
  } catch (err) {
    console.error(`Sequence check failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return db;
}

const READ_DB = Symbol.for('maison.db.read');
type ReadHolder = { [READ_DB]?: Promise<Db> };

/**
 * Where the portal's aggregates read (STACK.md scale-out, decision 0030): a read replica when
 * DATABASE_READ_URL is set beside DATABASE_URL (a pg Pool on it, not migrated: the primary's
 * migrations reach it by replication), otherwise the process's database. The embedded PGlite
 * has no replicas, so without DATABASE_URL the setting is ignored.
 */
export function getReadDb(): Promise<Db> {
  const url = process.env.DATABASE_READ_URL;
  if (!url || !process.env.DATABASE_URL) return getDb();
  const readHolder = globalThis as ReadHolder;
  readHolder[READ_DB] ??= createDb({ kind: 'pg', url }).catch((err: unknown) => {
    delete readHolder[READ_DB];
    throw err;
  });
  return readHolder[READ_DB];
}

/** Closes the given database, or the process's default one when called without an argument. */
export async function closeDb(db?: Db): Promise<void> {
  let target = db;
  if (!target) {
    const pending = holder[DEFAULT_DB];
    if (!pending) return;
    delete holder[DEFAULT_DB];
    target = await pending;
  }
  await releaseDb(target)?.close();
}
