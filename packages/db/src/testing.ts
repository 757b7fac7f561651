import { createHash, randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { closeDb, createDb } from './client';
import { importContentPack } from './content-pack';
import type { Db } from './database';
import { migrate } from './migrate';
import { seed } from './seed';

export interface TestDb {
  db: Db;
  /** 'pglite' (in memory) or 'pg' (a throwaway database on TEST_DATABASE_URL's server). */
  kind: 'pglite' | 'pg';
  /** Closes the database (again is fine) and drops it from the server. */
  close: () => Promise<void>;
}

async function onServer(
  serverUrl: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Drops the database once the pool's closing connections are gone (force only as a last resort). */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query(`drop database if exists "${name}" with (force)`);
}

interface SeedOptions {
  seed?: boolean;
  /** The seed's number of organizations (its own default when absent). */
  size?: number;
  inventoryItems?: number;
  /**
   * Content pack folders imported after the seed, in order. Each set of options is prepared
   * once per worker: name fixed folders here, not ones a test writes.
   */
  contentPacks?: string[];
}

/** Seeds a migrated `db` and imports content packs as createTestDb's options ask. */
async function fill(db: Db, options: SeedOptions): Promise<void> {
  // Content comes from each test's own fixture pack, not the (changing) repository pack.
  // No inventory unless asked for: the portal suites seed a few hundred items.
  if (options.seed)
    await seed(db, {
      contentDir: false,
      inventoryItems: options.inventoryItems ?? 0,
      ...(options.size === undefined ? {} : { size: options.size }),
    });
  for (const dir of options.contentPacks ?? []) await importContentPack(db, dir);
}

/** One promise per key, made once; forgotten when it fails, so the next call tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make();
    made.catch(() => cache.delete(key));
    cache.set(key, made);
  }
  return made;
}

/** Short enough for a database name (PostgreSQL keeps 63 bytes). */
const optionsKey = (options: SeedOptions) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        Boolean(options.seed),
        options.size ?? null,
        options.inventoryItems ?? 0,
        options.contentPacks ?? [],
      ]),
    )
    .digest('hex')
    .slice(0, 16);

const isEmpty = (options: SeedOptions) => !options.seed && !options.contentPacks?.length;

// A new PGlite spends about 3 s in initdb, far more than migrating and seeding it. Each worker
// migrates one database and keeps its dump; every other option set starts from that dump, is
// filled once and dumped in turn, and every later database starts from a dump (under 1 s): the
// PGlite leg of the API suite is mostly fresh databases (CI's budget).
const snapshots = new Map<string, Promise<Blob>>();

function pgliteSnapshot(options: SeedOptions): Promise<Blob> {
  return once(snapshots, optionsKey(options), async () => {
    const empty = isEmpty(options);
    const db = await createDb(
      empty ? { kind: 'pglite' } : { kind: 'pglite', from: await pgliteSnapshot({}) },
    );
    try {
      if (empty) await migrate(db);
      else await fill(db, options);
      // Drizzle's PGlite database keeps its client as $client; Db is the driver-neutral type.
      return await (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await closeDb(db);
    }
  });
}

// On PostgreSQL the same idea: one template database per worker and option set, copied by
// CREATE DATABASE … TEMPLATE (migrating and seeding take about 2 s, the copy a fraction).
const TEMPLATE_PREFIX = 'maison_template_';
const templates = new Map<string, Promise<string>>();

function pgTemplate(serverUrl: string, options: SeedOptions): Promise<string> {
  const key = optionsKey(options);
  return once(templates, key, async () => {
    const name = `${TEMPLATE_PREFIX}${process.pid}_${key}`;
    await onServer(serverUrl, async (client) => {
      await dropDatabase(client, name);
      await client.query(`create database "${name}"`);
    });
    const db = await createDb({ kind: 'pg', url: databaseUrl(serverUrl, name) });
    try {
      await migrate(db);
      await fill(db, options);
    } finally {
      // A template may have no open connection while it is copied.
      await closeDb(db);
    }
    return name;
  });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the template databases of every worker (the API suite's global teardown). */
export async function dropTestTemplates(serverUrl: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [TEMPLATE_PREFIX],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}

/**
 * A fresh, migrated database for one test file (seeded and with content packs when asked):
 * in-memory PGlite by default; with TEST_DATABASE_URL a uniquely named database on that
 * PostgreSQL server, dropped on close.
 */
export async function createTestDb(options: SeedOptions = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await createDb({ kind: 'pglite', from: await pgliteSnapshot(options) });
    return { db, kind: 'pglite', close: () => closeDb(db) };
  }
  const template = await pgTemplate(serverUrl, options);
  const name = `maison_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const db = await createDb({ kind: 'pg', url: databaseUrl(serverUrl, name) });
  return {
    db,
    kind: 'pg',
    close: async () => {
      await closeDb(db);
      await onServer(serverUrl, (client) => dropDatabase(client, name));
    },
  };
}
