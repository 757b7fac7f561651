import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  closeDb,
  createDb,
  DEMO_PASSWORD,
  findRepoRoot,
  migrate,
  seed,
  sql,
  type Db,
} from '@maison/db';
import { createTestDb, type TestDb } from './helpers';

/**
 * The real API server (packages/api/src/server.ts) as a child process on a database of its own,
 * killed and restarted by the crash tests (docs/decisions/0015-crash-safety.md): on PGlite a
 * DATA_DIR the kill interrupts, with TEST_DATABASE_URL a PostgreSQL database of its own.
 */

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The server's connections carry this name, so a test can wait for PostgreSQL to drop them. */
const SERVER_APPLICATION_NAME = 'maison-crash-server';

export interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Where the server's data lives: DATA_DIR (PGlite) or a throwaway PostgreSQL database. */
export interface CrashDatabase {
  dataDir: string;
  testDb?: TestDb;
  databaseUrl?: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A seeded database for the server: a DATA_DIR with PGlite, or one on TEST_DATABASE_URL. */
export async function prepareCrashDatabase(options: {
  inventoryItems: number;
}): Promise<CrashDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maison-crash-'));
  const seedOptions = { size: 3, ...options };
  if (onPostgres) {
    const testDb = await createTestDb({ seed: true, ...seedOptions });
    const result = await testDb.db.execute(sql`select current_database() as name`);
    const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', SERVER_APPLICATION_NAME);
    return { dataDir, testDb, databaseUrl: url.toString() };
  }
  const db = await createDb({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrate(db);
  await seed(db, { contentDir: false, ...seedOptions });
  await closeDb(db);
  return { dataDir };
}

/** The server as one node process (not `npx tsx`, whose launcher would take the SIGKILL). */
export async function startServer(database: CrashDatabase): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    DATA_DIR: database.dataDir,
    JWT_SECRET: 'test-secret-for-the-crash-restart-test-only',
    MAISON_ENV: 'demo',
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], {
    cwd: findRepoRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    try {
      if ((await fetch(`${base}/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return { child, base, output: () => output };
}

export async function stopServer(s: Server, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill(signal);
  await exited;
}

export async function request(
  s: Server,
  method: string,
  url: string,
  auth?: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = auth;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** `Token <access>` of a demo account, through the server's login. */
export async function login(s: Server, email = 'jeweler@maison.test'): Promise<string> {
  const res = await request(s, 'POST', '/jwt/create/', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${JSON.stringify(res.json)}`);
  return `Token ${res.json.access as string}`;
}

/** `Bearer <commerce token>` of a location, through the server. */
export async function commerceToken(s: Server, access: string, location: number): Promise<string> {
  const res = await request(s, 'POST', `/locations/${location}/commerce/authenticate/`, access);
  if (res.status !== 200) throw new Error(`authenticate ${location}: ${res.status}`);
  return `Bearer ${res.json.token as string}`;
}

/**
 * With the server down (or killed): the database as the test process opens it. PGlite runs its
 * crash recovery here; on PostgreSQL this first waits until the server's connections are gone,
 * so whatever the killed process had sent (a COMMIT already in the socket) has been finished or
 * rolled back.
 */
export async function withDatabase<T>(
  database: CrashDatabase,
  run: (db: Db) => Promise<T>,
): Promise<T> {
  if (database.testDb) {
    const db = database.testDb.db;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const result = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${SERVER_APPLICATION_NAME} and datname = current_database()`,
      );
      if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error('the killed server still has connections');
      await sleep(50);
    }
    return run(db);
  }
  const db = await createDb({ kind: 'pglite', dataDir: path.join(database.dataDir, 'pglite') });
  try {
    return await run(db);
  } finally {
    await closeDb(db);
  }
}

/** Rows of a raw query, on either driver. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
