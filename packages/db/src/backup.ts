import { spawn } from 'node:child_process';
import { existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { resolveDataDir } from './paths';

/**
 * Backups of the database (issue 14, docs/operations.md): the embedded PGlite's data directory
 * as a gzipped tarball (its own dumpDataDir), or a PostgreSQL database in pg_dump's custom
 * format. A restore goes into a fresh place only: an empty data directory or an empty database.
 */

export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'pg'; url: string };

/** The process's database as DATABASE_URL and DATA_DIR name it (as getDb opens it). */
export function backupTargetFromEnv(): BackupTarget {
  const url = process.env.DATABASE_URL;
  return url
    ? { kind: 'pg', url }
    : { kind: 'pglite', dataDir: path.join(resolveDataDir(), 'pglite') };
}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = [...'PGDMP'].map((ch) => ch.charCodeAt(0));

/** Writes `file` through a temporary name, so a failed backup never leaves a truncated one. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

export async function backup(target: BackupTarget, file: string): Promise<void> {
  await writeAtomically(file, (partial) =>
    target.kind === 'pglite'
      ? backupPglite(target.dataDir, partial)
      : backupPg(target.url, partial),
  );
}

export async function restore(file: string, target: BackupTarget): Promise<void> {
  const head = await readHead(file, 5);
  const magic = target.kind === 'pglite' ? GZIP_MAGIC : PG_DUMP_MAGIC;
  if (!magic.every((byte, i) => head[i] === byte)) {
    const wanted =
      target.kind === 'pglite' ? 'a PGlite backup (.tar.gz)' : 'a pg_dump custom-format file';
    throw new Error(`${file} is not ${wanted}; DATABASE_URL decides which kind is restored.`);
  }
  if (target.kind === 'pglite') await restorePglite(file, target.dataDir);
  else await restorePg(file, target.url);
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// ---- PGlite ----

async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No PGlite database in ${dataDir}.`);
  // PGlite does not lock its directory: a second instance beside a running server would corrupt it.
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new Error(
      `${dataDir} is in use (postmaster.pid): stop the server first. If none runs, the last one ` +
        'stopped without closing the database; `npm run db:migrate` opens and closes it cleanly.',
    );
  }
  const db = await PGlite.create({ dataDir });
  try {
    const tarball = await db.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()), { mode: 0o600 });
  } finally {
    await db.close();
  }
}

async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: restore into a fresh DATA_DIR (or move this one away).`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, loadDataDir: await openAsBlob(file) });
  await db.close();
}

// ---- PostgreSQL ----

/**
 * The URL without its password, which goes into PGPASSWORD instead: a command line can be read
 * by every user of the machine (ps).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(`${command} is not installed (PostgreSQL client tools).`)
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

async function backupPg(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

async function restorePg(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.n > 0)
      throw new Error('The database is not empty: restore into a freshly created one.');
  } finally {
    await client.end();
  }
  const { dbname, env } = connection(url);
  // Objects belong to the restoring role: the backed-up server's roles need not exist here.
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
