#!/usr/bin/env node
// Partner portal API on PostgreSQL (issue 6): seeds (or reuses) the demo inventory in a scratch
// database `maison_bench`, then times the API in-process through the Hono app: a filtered,
// sorted table page, the totals footer, the statistics page's aggregate calls (issue 18) and a
// 100-item bulk action. Prints p50/p95 per scenario and writes bench/results/portal-api.json
// (portal-api-pglite.json with --pglite).
//
// Server: BENCH_DATABASE_URL, else DATABASE_URL, else TEST_DATABASE_URL, else the local
// postgres://maison:maison@127.0.0.1:5432/postgres; only its `maison_bench` database is used.
// --pglite: PGlite on disk in data/bench-pglite instead (seeded once, reused like the server's).
// Options: --items N (default SEED_INVENTORY_ITEMS or 300000), --reseed, --runs N (default 60).
import { existsSync, rmSync } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.JWT_SECRET ??= 'bench-secret-for-the-portal-api-benchmark-only';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const ITEMS = Number(option('items', process.env.SEED_INVENTORY_ITEMS ?? 300_000));
const RUNS = Number(option('runs', 60));
const RESEED = args.includes('--reseed');
const PGLITE = args.includes('--pglite');
const PGLITE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data/bench-pglite');
const DATABASE = 'maison_bench';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://maison:maison@127.0.0.1:5432/postgres';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${DATABASE}`;

async function onServer(run) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const { createDb, closeDb, migrate, seed, sql, users } = await import('@maison/db');
const { createApp, issueAccessToken } = await import('@maison/api');
const { createLogger } = await import('@maison/services/logging/local');

/** The seeded database, reused when it already holds ITEMS items (unless --reseed). */
async function prepare() {
  if (PGLITE) return preparePglite();
  const exists = await onServer(async (c) => {
    const { rows } = await c.query('select 1 from pg_database where datname = $1', [DATABASE]);
    return rows.length > 0;
  });
  if (exists && !RESEED) {
    const db = await createDb({ kind: 'pg', url: benchUrl.toString() });
    await migrate(db);
    const { rows } = await db.execute(sql`select count(*)::int as n from inventory_items`);
    if (rows[0]?.n === ITEMS) return { db, seedMs: null, vacuumMs: null };
    await closeDb(db);
  }
  await onServer(async (c) => {
    await c.query(`drop database if exists "${DATABASE}" with (force)`);
    await c.query(`create database "${DATABASE}"`);
  });
  return seeded(await createDb({ kind: 'pg', url: benchUrl.toString() }));
}

async function seeded(db) {
  await migrate(db);
  const started = performance.now();
  const summary = await seed(db, { contentDir: false, inventoryItems: ITEMS });
  const seedMs = performance.now() - started;
  console.log(
    `Seeded ${summary.inventoryItems} items, ${summary.inventoryHistory} history entries, ` +
      `${summary.openOrders} open orders in ${(seedMs / 1000).toFixed(1)} s`,
  );
  const vacuumStarted = performance.now();
  await db.execute(sql`vacuum analyze`);
  return { db, seedMs, vacuumMs: performance.now() - vacuumStarted };
}

async function preparePglite() {
  if (existsSync(PGLITE_DIR) && !RESEED) {
    const db = await createDb({ kind: 'pglite', dataDir: PGLITE_DIR });
    await migrate(db);
    const { rows } = await db.execute(sql`select count(*)::int as n from inventory_items`);
    if (rows[0]?.n === ITEMS) return { db, seedMs: null, vacuumMs: null };
    await closeDb(db);
  }
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  return seeded(await createDb({ kind: 'pglite', dataDir: PGLITE_DIR }));
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function measure(name, runs, request) {
  for (let k = 0; k < 5; k++) await request(k);
  const times = [];
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    await request(k);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = {
    name,
    runs,
    p50: Number(percentile(times, 50).toFixed(1)),
    p95: Number(percentile(times, 95).toFixed(1)),
    max: Number(times.at(-1).toFixed(1)),
  };
  console.log(
    `${name.padEnd(72)} p50 ${String(result.p50).padStart(7)} ms   p95 ${String(result.p95).padStart(7)} ms`,
  );
  return result;
}

const { db, seedMs, vacuumMs } = await prepare();
const logger = createLogger({ level: 'warn' });
const app = createApp({ db, logger });
const tokens = {};
for (const u of await db.select().from(users)) tokens[u.email] = await issueAccessToken(u);
const as = (email) => ({ Authorization: `Token ${tokens[email]}` });
const JEWELER = 'jeweler@maison.test';
const ADMIN = 'admin@maison.test';

async function get(path, email) {
  const res = await app.request(`/api/v1${path}`, { headers: as(email) });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const jewelerCount = (await get('/inventory/current/?page_size=1', JEWELER)).count;
const adminCount = (await get('/inventory/current/?page_size=1', ADMIN)).count;
console.log(
  `\n${ITEMS} items; stock rows visible to jeweler@maison.test (4 locations): ${jewelerCount}, ` +
    `to the superuser: ${adminCount}\n`,
);

const results = [];

/** Pages 1–20 in turn (fewer when the list is shorter), as infinite scrolling fetches them. */
async function pages(path, email, name) {
  const { count } = await get(path, email);
  const last = Math.max(1, Math.min(20, Math.ceil(count / 50)));
  const separator = path.includes('?') ? '&' : '?';
  results.push(
    await measure(name, RUNS, (k) => get(`${path}${separator}page=${1 + (k % last)}`, email)),
  );
}

await pages(
  '/inventory/current/?article_type=ring&available_in_virtual_storage=false&order_by=-sell_in_date',
  JEWELER,
  'page: stock, jeweler, article_type=ring, virtual storage false, -sell_in_date',
);
await pages(
  '/inventory/sell-out/?date_range=previousYear&order_by=-sell_out_date',
  JEWELER,
  'page: sellOut, jeweler, date_range previous year, -sell_out_date',
);
results.push(
  await measure('page: stock, jeweler, search "flora", -sell_in_date', RUNS, () =>
    get('/inventory/current/?search=flora&order_by=-sell_in_date', JEWELER),
  ),
);
await pages(
  '/inventory/current/?order_by=serial_number',
  JEWELER,
  'page: stock, jeweler, order_by serial_number',
);
await pages(
  '/inventory/current/?article_type=ring',
  ADMIN,
  'page: stock, superuser (all locations), article_type=ring',
);
results.push(
  await measure('page: stock, superuser, search "M24-00"', RUNS, () =>
    get('/inventory/current/?search=M24-00', ADMIN),
  ),
);
results.push(
  await measure('totals: stock, jeweler', RUNS, () =>
    get('/inventory/aggregates/?table=stock&aggregate_by=currency', JEWELER),
  ),
);
results.push(
  await measure('totals: sellOut, jeweler, date_range previous year', RUNS, () =>
    get('/inventory/aggregates/?table=sellOut&date_range=previousYear', JEWELER),
  ),
);
results.push(
  await measure('totals: sellOut, superuser (all locations)', RUNS, () =>
    get('/inventory/aggregates/?table=sellOut', ADMIN),
  ),
);

// 002 §7, §9: the statistics page's aggregate calls (docs/portal.md "Aggregates"): sold items,
// yearly bars and monthly lines from Jan 1 of last year (comparison: two years back) to today,
// and the three rankings of a year.
const day = new Date().toISOString().slice(0, 10);
const year = Number(day.slice(0, 4));
const sold = (from, to = day) =>
  `sell_out_date__isnull=false&sell_out_date__gte=${from}&sell_out_date__lte=${to}`;
const STATISTICS = [
  [
    'yearly bars',
    `aggregate_by=location,sell_out_year&include=location_name&metrics=count,total_sell_out_value&${sold(`${year - 1}-01-01`)}`,
  ],
  [
    'yearly bars, comparison',
    `aggregate_by=location,sell_out_year&include=location_name&metrics=count,total_sell_out_value&${sold(`${year - 2}-01-01`)}`,
  ],
  [
    'monthly lines',
    `aggregate_by=sell_out_month&metrics=count,total_sell_out_value&${sold(`${year - 1}-01-01`)}`,
  ],
  [
    'monthly lines, comparison',
    `aggregate_by=sell_out_month&metrics=count,total_sell_out_value&${sold(`${year - 2}-01-01`)}`,
  ],
  [
    'ranking stores, this year',
    `aggregate_by=location&include=location_name&metrics=count,total_sell_out_value&${sold(`${year}-01-01`)}`,
  ],
  [
    'ranking articles, last year',
    `aggregate_by=product&include=description_de,description_en&metrics=count,total_sell_out_value&${sold(`${year - 1}-01-01`, `${year - 1}-12-31`)}`,
  ],
  [
    'ranking sale users, the year before',
    `aggregate_by=sale_user&include=sale_user_name&metrics=count,total_sell_out_value&${sold(`${year - 2}-01-01`, `${year - 2}-12-31`)}`,
  ],
];
// The ceiling: the app's cheapest route through the same in-process path, in the same run.
const ceiling = await measure('ceiling: GET /api/v1/health/', RUNS, async () => {
  const res = await app.request('/api/v1/health/');
  if (res.status !== 200) throw new Error(`health: ${res.status}`);
  await res.text();
});
results.push(ceiling);
const statistics = [];
for (const [who, email, stores] of [
  ['jeweler', JEWELER, '&location__in=1,2,4,5'],
  ['superuser', ADMIN, ''],
]) {
  for (const [name, query] of STATISTICS) {
    const result = await measure(`statistics: ${name}, ${who}`, RUNS, () =>
      get(`/inventory/aggregates/?${query}${stores}`, email),
    );
    results.push(result);
    statistics.push(result);
  }
}
const worst = statistics.reduce((a, b) => (b.p95 > a.p95 ? b : a));
console.log(
  `statistics: worst p95 ${worst.p95} ms (${worst.name}), health route p95 ${ceiling.p95} ms; ` +
    `target < ${PGLITE ? 400 : 150} ms on ${PGLITE ? 'PGlite' : 'PostgreSQL'}`,
);

// Bulk: 100 virtual-storage flips per request over the jeweler's stock.
const { rows: serialRows } = await db.execute(
  sql`select serial_number from inventory_items
      where location_id in (1, 2, 4, 5) and sell_out_date is null and not is_removed
      order by id limit 2000`,
);
const serials = serialRows.map((r) => r.serial_number);
const BULK_RUNS = Math.min(20, Math.floor(serials.length / 100));
results.push(
  await measure(
    'bulk: 100 × set_virtual_storage in one request (jeweler)',
    BULK_RUNS,
    async (k) => {
      const chunk = serials.slice((k % BULK_RUNS) * 100, (k % BULK_RUNS) * 100 + 100);
      const res = await app.request('/api/v1/inventory/actions/', {
        method: 'POST',
        headers: { ...as(JEWELER), 'content-type': 'application/json' },
        body: JSON.stringify({
          actions: chunk.map((item_id) => ({ item_id, action: 'set_virtual_storage' })),
        }),
      });
      if (res.status !== 200) throw new Error(`bulk: ${res.status} ${await res.text()}`);
    },
  ),
);

const seedLine =
  seedMs === null
    ? 'seed: reused the existing maison_bench database (--reseed to measure)'
    : `seed: ${(seedMs / 1000).toFixed(1)} s for ${ITEMS} items, vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`;
console.log(`\n${seedLine}`);
console.log(
  'targets: filtered sorted page p95 < 50 ms, totals < 300 ms (PostgreSQL); ' +
    'statistics calls p95 < 150 ms (PostgreSQL), < 400 ms (PGlite)',
);

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, `bench/results/portal-api${PGLITE ? '-pglite' : ''}.json`),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      database: PGLITE ? 'pglite' : 'postgresql',
      items: ITEMS,
      seedMs: seedMs === null ? null : Math.round(seedMs),
      vacuumMs: vacuumMs === null ? null : Math.round(vacuumMs),
      results,
    },
    null,
    2,
  ),
);
await closeDb(db);
