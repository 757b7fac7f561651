import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** A process of the built app started by a test; `stop` ends it and deletes its data folder. */
export interface WebProcess {
  url: string;
  stop(): Promise<void>;
  /** What it wrote to stderr, for a failure's message. */
  errors(): string;
}

function run(args: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so that stopping it ends npx, tsx and the server alike.
  return spawn('npx', args, {
    cwd: root,
    env: { ...process.env, MAISON_ENV: 'demo', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

const newDataDir = () => mkdtempSync(join(tmpdir(), 'maison-scale-out-'));

/** The seeded folder this worker copies from: seeding takes about 12 s, a copy a fraction of one. */
let template: Promise<string> | undefined;

async function seedTemplate(): Promise<string> {
  const dataDir = newDataDir();
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const seed = run(['tsx', 'packages/db/src/cli/seed.ts', '--if-empty'], {
    DATA_DIR: dataDir,
    SEED_INVENTORY_ITEMS: '0',
  });
  let stderr = '';
  seed.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${dataDir} failed (${code}): ${stderr}`);
  return dataDir;
}

/**
 * A fresh data folder with the demo accounts and the content pack (no portal inventory): a copy
 * of one seeded once per worker, so the specs that start their own servers share one seed.
 */
export async function seededDataDir(): Promise<string> {
  template ??= seedTemplate();
  return copyOfDataDir(await template);
}

/** A copy of a data folder no process has open: a second database without a second seed. */
export function copyOfDataDir(dataDir: string): string {
  const copy = newDataDir();
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

/**
 * Starts the built web app (apps/web/server.ts, as `npm start` does after its build) on `port`
 * with `env` and its database in `dataDir`, which it deletes when stopped.
 */
export function startWebProcess(
  port: number,
  env: Record<string, string>,
  dataDir: string,
): WebProcess {
  const url = `http://localhost:${port}`;
  const child = run(['tsx', 'apps/web/server.ts'], {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: url,
    // Its pages belong to its own database and settings: kept in memory, not in the shared build.
    MAISON_PAGE_CACHE_DISK: 'off',
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    url,
    errors: () => stderr,
    async stop() {
      await stopped(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the process answers its health check. */
export async function healthy(web: WebProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${web.url}/api/v1/health/`).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${web.url} did not start within ${timeoutMs / 1000} s: ${web.errors()}`);
}
