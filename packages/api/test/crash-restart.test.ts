import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce_orders, repairSequences, shopGroupUuid, sql, type Db } from '@maison/db';
import {
  commerceToken,
  login,
  onPostgres,
  prepareCrashDatabase,
  request,
  startServer,
  stopServer,
  withDatabase as withCrashDatabase,
  type CrashDatabase,
  type Server,
} from './crash-helpers';
import { JEWELER_LOCATIONS } from './portal-helpers';

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

let database: CrashDatabase;
let server: Server | undefined;

/** The jeweler's commerce token per location, through the server's login. */
async function commerceTokens(s: Server): Promise<Map<number, string>> {
  const access = await login(s);
  const tokens = new Map<number, string>();
  for (const location of JEWELER_LOCATIONS)
    tokens.set(location, await commerceToken(s, access, location));
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
const withDatabase = <T>(run: (db: Db) => Promise<T>) => withCrashDatabase(database, run);

/**
 * Order numbers are unique. Their order is checked where carts are made one after another:
 * concurrent carts may draw their numbers in another order than their transactions started.
 */
async function storedNumbers(db: Db): Promise<string[]> {
  const rows = await db.select({ number: commerce_orders.number }).from(commerce_orders);
  const numbers = rows.map((r) => r.number);
  expect(new Set(numbers).size).toBe(numbers.length);
  return numbers;
}

/** Every number of `later` (new carts, made one after another) is above every other, rising. */
function expectAfter(stored: string[], later: string[]) {
  const values = later.map(digits);
  expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const earlier = stored.filter((n) => !later.includes(n)).map(digits);
  const highest = earlier.reduce((a, b) => (a > b ? a : b), 0n);
  for (const value of values) expect(value > highest).toBe(true);
}

beforeAll(async () => {
  database = await prepareCrashDatabase({ inventoryItems: 0 });
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await database?.testDb?.close();
  if (database) rmSync(database.dataDir, { recursive: true, force: true });
});

describe(`the API server killed and restarted (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds to every cart on the first try; order numbers stay unique and increasing', async () => {
    server = await startServer(database);
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
    server = await startServer(database);
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

    server = await startServer(database);
    const afterRepair = await addEverywhere(server, tokens, false);
    expect(server.output()).toMatch(/Sequence commerce_order_number_seq was behind its rows/);
    await stopServer(server, 'SIGTERM');
    expect(new Set(afterRepair).size).toBe(afterRepair.length);
    expectAfter([...before, ...afterRepair], afterRepair);
    if (database.testDb) await storedNumbers(database.testDb.db);
  }, 240_000);
});
