import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDb,
  commerce_orders,
  createDb,
  DEMO_PASSWORD,
  findRepoRoot,
  migrate,
  repairSequences,
  seed,
  shopGroupUuid,
  sql,
  type Db,
} from '@maison/db';
import { JEWELER_LOCATIONS } from './portal-helpers';
import { createTestDb, type TestDb } from './helpers';

/**
 * Issue 25: the standalone API server (packages/api/src/server.ts) killed with SIGKILL during
 * shop traffic and restarted on the same data adds to every location's cart on the first try.
 *
 * PGlite (default): the server's database is DATA_DIR/pglite, which the SIGKILL interrupts, so the
 * restart runs PostgreSQL's crash recovery on it. With TEST_DATABASE_URL the server runs on a
 * PostgreSQL database of its own (DATABASE_URL); the kill ends its connections mid-transaction.
 *
 * Then the same once more with the order-number sequence set behind the stored numbers while the
 * server is down (what a lost sequence advance would leave): the restarted server logs the
 * repair and still adds on the first try.
 */

const RING_BOX = shopGroupUuid('90-9001-0-00');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

let dataDir: string;
let testDb: TestDb | undefined;
let databaseUrl: string | undefined;
let server: Server | undefined;

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

/** The server as one node process (not `npx tsx`, whose launcher would take the SIGKILL). */
async function startServer(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-for-the-crash-restart-test-only',
    MAISON_ENV: 'demo',
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base, output: () => output };
}

async function stopServer(s: Server, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill(signal);
  await exited;
}

async function request(
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

/** The jeweler's commerce token per location, through the server's login. */
async function commerceTokens(s: Server): Promise<Map<number, string>> {
  const login = await request(s, 'POST', '/jwt/create/', undefined, {
    email: 'jeweler@maison.test',
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const tokens = new Map<number, string>();
  for (const location of JEWELER_LOCATIONS) {
    const res = await request(
      s,
      'POST',
      `/locations/${location}/commerce/authenticate/`,
      `Token ${login.json.access as string}`,
    );
    expect(res.status).toBe(200);
    tokens.set(location, `Bearer ${res.json.token as string}`);
  }
  return tokens;
}

const addBox = (s: Server, token: string) =>
  request(s, 'POST', '/commerce/orders/current/line-items/', token, {
    article_group_id: RING_BOX,
    quantity: 5,
  });

/** Adds and places at every location, over and over, until stopped (the kill ends it). */
function shopTraffic(s: Server, tokens: Map<number, string>) {
  let stopped = false;
  let placed = 0;
  const loops = [...tokens.values()].map(async (token) => {
    while (!stopped) {
      try {
        const add = await addBox(s, token);
        if (add.status !== 201) continue;
        const order = add.json.order as { id: string };
        const res = await request(s, 'POST', `/commerce/orders/${order.id}/place/`, token);
        if (res.status === 200) placed++;
      } catch {
        return; // the server is gone
      }
    }
  });
  return {
    placed: () => placed,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Every location adds on its first try (a new cart where the last one was placed). */
async function addEverywhere(s: Server, tokens: Map<number, string>, place: boolean) {
  const numbers: string[] = [];
  for (const [location, token] of tokens) {
    const add = await addBox(s, token);
    expect({ location, status: add.status, body: add.json }).toMatchObject({ status: 201 });
    const order = add.json.order as { id: string; number: string };
    numbers.push(order.number);
    if (place) {
      const res = await request(s, 'POST', `/commerce/orders/${order.id}/place/`, token);
      expect(res.status).toBe(200);
    }
  }
  return numbers;
}

const digits = (number: string) => BigInt(number.replace(/^MA-\d{2}/, ''));

/** With the server down: the database as the test process opens it (PGlite runs recovery). */
async function withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T> {
  if (testDb) return run(testDb.db);
  const db = await createDb({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return await run(db);
  } finally {
    await closeDb(db);
  }
}

/** Order numbers are unique and follow the order the carts were created in. */
async function storedNumbers(db: Db): Promise<string[]> {
  const rows = await db
    .select({ number: commerce_orders.number })
    .from(commerce_orders)
    .orderBy(commerce_orders.created_at, commerce_orders.number);
  const numbers = rows.map((r) => r.number);
  expect(new Set(numbers).size).toBe(numbers.length);
  const values = numbers.map(digits);
  expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  return numbers;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'maison-crash-'));
  if (onPostgres) {
    testDb = await createTestDb();
    await seed(testDb.db, { size: 3, contentDir: false, inventoryItems: 0 });
    const result = await testDb.db.execute(sql`select current_database() as name`);
    const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    const db = await createDb({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await migrate(db);
    await seed(db, { size: 3, contentDir: false, inventoryItems: 0 });
    await closeDb(db);
  }
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await testDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the API server killed and restarted (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds to every cart on the first try; order numbers stay unique and increasing', async () => {
    server = await startServer();
    const tokens = await commerceTokens(server);
    const traffic = shopTraffic(server, tokens);
    // Kill while requests are in flight, once a few orders are placed.
    const deadline = Date.now() + 60_000;
    while (traffic.placed() < 6 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(traffic.placed()).toBeGreaterThanOrEqual(6);
    await stopServer(server, 'SIGKILL');
    await traffic.stop();

    // Restart on the same data: no sequence was left behind by the kill, every location adds.
    server = await startServer();
    expect(server.output()).not.toMatch(/was behind/);
    const afterKill = await addEverywhere(server, tokens, true);
    await stopServer(server, 'SIGKILL');

    // Down again: the order-number sequence behind the stored numbers.
    const before = await withDatabase(async (db) => {
      expect(await repairSequences(db, { log: () => {} })).toEqual([]);
      const numbers = await storedNumbers(db);
      expect(numbers).toEqual(expect.arrayContaining(afterKill));
      await db.execute(sql`select setval('commerce_order_number_seq', 1)`);
      return numbers;
    });

    server = await startServer();
    const afterRepair = await addEverywhere(server, tokens, false);
    expect(server.output()).toMatch(/Sequence commerce_order_number_seq was behind its rows/);
    await stopServer(server, 'SIGTERM');
    const highest = before.map(digits).reduce((a, b) => (a > b ? a : b));
    expect(new Set(afterRepair).size).toBe(afterRepair.length);
    for (const number of afterRepair) expect(digits(number) > highest).toBe(true);
    if (testDb) await storedNumbers(testDb.db);
  }, 240_000);
});
