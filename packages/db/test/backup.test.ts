import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  asc,
  closeDb,
  createDb,
  locations,
  migrate,
  organizations,
  users,
  type Db,
  type DbOptions,
} from '../src';
import { backup, restore, type BackupTarget } from '../src/backup';

/** Issue 14: `db:backup` and `db:restore` give back the rows they were given. */

const scratch = mkdtempSync(path.join(tmpdir(), 'maison-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function writeRows(db: Db): Promise<void> {
  await migrate(db);
  await db.insert(organizations).values([{ name: 'Juwelier Hofmann & Söhne' }, { name: '宝石店' }]);
  await db.insert(locations).values({
    organization_id: 1,
    name: 'Hofmann München',
    country: 'DE',
    currency: 'EUR',
    city: 'München',
  });
  await db.insert(users).values({
    email: 'julia@hofmann.example',
    password: 'argon2id$not-a-real-hash',
    is_active: true,
    first_name: 'Julia',
    wishlist: [{ article: '10-1001', date_added: '2026-02-14T10:00:00.000Z' }],
    last_login: new Date('2026-03-01T09:30:00Z'),
  });
}

async function readRows(db: Db) {
  return {
    organizations: await db.select().from(organizations).orderBy(asc(organizations.id)),
    locations: await db.select().from(locations).orderBy(asc(locations.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
  };
}

/** Backs `source` up, restores it into `target` and compares; the restored ids continue. */
async function roundTrip(source: DbOptions, target: DbOptions, file: string) {
  const written = await createDb(source);
  await writeRows(written);
  const before = await readRows(written);
  await closeDb(written);

  await backup(toTarget(source), file);
  await restore(file, toTarget(target));

  const restored = await createDb(target);
  try {
    expect(await readRows(restored)).toEqual(before);
    const [next] = await restored
      .insert(organizations)
      .values({ name: 'After the restore' })
      .returning({ id: organizations.id });
    expect(next!.id).toBe(3);
  } finally {
    await closeDb(restored);
  }
}

function toTarget(options: DbOptions): BackupTarget {
  return options.kind === 'pg' ? options : { kind: 'pglite', dataDir: options.dataDir! };
}

describe('PGlite', () => {
  it('round-trips the rows through a backup into a fresh DATA_DIR', async () => {
    const file = path.join(scratch, 'nested', 'maison.tar.gz');
    await roundTrip(
      { kind: 'pglite', dataDir: path.join(scratch, 'source') },
      { kind: 'pglite', dataDir: path.join(scratch, 'restored') },
      file,
    );
    expect(readdirSync(path.dirname(file))).toEqual(['maison.tar.gz']);
    // Two on-disk PGlite databases (initdb, migrations), a dump and a load: slow on a busy machine.
  }, 120_000);

  it('refuses to back up a database a server holds open', async () => {
    const dataDir = path.join(scratch, 'source');
    const file = path.join(scratch, 'open.tar.gz');
    const db = await createDb({ kind: 'pglite', dataDir });
    try {
      await expect(backup({ kind: 'pglite', dataDir }, file)).rejects.toThrow(
        /is in use \(postmaster\.pid\): stop the server first/,
      );
    } finally {
      await closeDb(db);
    }
    expect(readdirSync(scratch)).not.toContain('open.tar.gz');
  });

  it('restores only into an empty directory, and only a PGlite backup', async () => {
    const file = path.join(scratch, 'nested', 'maison.tar.gz');
    await expect(
      restore(file, { kind: 'pglite', dataDir: path.join(scratch, 'source') }),
    ).rejects.toThrow(/is not empty/);
    const notABackup = path.join(scratch, 'notes.txt');
    writeFileSync(notABackup, 'hello');
    await expect(
      restore(notABackup, { kind: 'pglite', dataDir: path.join(scratch, 'empty') }),
    ).rejects.toThrow(/is not a PGlite backup/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.runIf(serverUrl && hasPgDump)('PostgreSQL', () => {
  const created: string[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  /** A fresh database on TEST_DATABASE_URL's server, dropped after the suite. */
  const freshDatabase = async (): Promise<DbOptions> => {
    const name = `maison_backup_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await admin(`create database "${name}"`);
    created.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return { kind: 'pg', url: url.toString() };
  };
  afterAll(async () => {
    for (const name of created) await admin(`drop database if exists "${name}" with (force)`);
  });

  it('round-trips the rows through pg_dump into a fresh database', async () => {
    await roundTrip(
      await freshDatabase(),
      await freshDatabase(),
      path.join(scratch, 'maison.dump'),
    );
  });

  it('restores only into an empty database', async () => {
    const used = await freshDatabase();
    const db = await createDb(used);
    await migrate(db);
    await closeDb(db);
    await expect(restore(path.join(scratch, 'maison.dump'), toTarget(used))).rejects.toThrow(
      /not empty/,
    );
  });
});
