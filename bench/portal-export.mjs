#!/usr/bin/env node
// Table export (issue 18, decision 0031): the time and peak RSS of an xlsx and a PDF export of
// 100,000 rows (and of 20,000, to show memory does not grow with the rows) over HTTP from a
// fresh API process on PostgreSQL, beside a ceiling measured by the same process in the same run:
// the stock list's first page and the process's peak RSS after it. Uses the seeded
// `maison_bench` database of bench/portal-api.mjs (run that first; `npm run bench:portal` does).
// Writes bench/results/portal-export.json; `--check` exits non-zero when a target is missed.
//
// Server: BENCH_DATABASE_URL, else DATABASE_URL, else TEST_DATABASE_URL, else the local
// postgres://maison:maison@127.0.0.1:5432/postgres; only its `maison_bench` database is used.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const JWT_SECRET = 'bench-secret-for-the-portal-export-benchmark-only';
process.env.JWT_SECRET = JWT_SECRET;
const CHECK = process.argv.includes('--check');
const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 4310);
const TARGET_MS = 15_000;
const TARGET_RSS_MB = 400;

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://maison:maison@127.0.0.1:5432/postgres';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/maison_bench';

const { issueAccessToken } = await import('@maison/api');

const client = new pg.Client({ connectionString: benchUrl.toString() });
await client.connect().catch((err) => {
  console.error(`No maison_bench database (${err.message}): run bench/portal-api.mjs first.`);
  process.exit(1);
});
const { rows: admins } = await client.query(
  "select * from users where email = 'admin@maison.test'",
);
const token = await issueAccessToken(admins[0]);

/** The last sell-in day up to which the stock holds at most `rows` rows, and their count. */
async function stockUpTo(rows) {
  const { rows: days } = await client.query(
    `select sell_in_date::text as day, count(*)::int as n from inventory_items
     where sell_out_date is null and not is_archived and not is_removed
     group by sell_in_date order by sell_in_date`,
  );
  let total = 0;
  let last = null;
  for (const { day, n } of days) {
    if (total + n > rows) break;
    total += n;
    last = day;
  }
  return { day: last, total };
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: benchUrl.toString(),
      API_PORT: String(PORT),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let k = 0; k < 200; k++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/v1/health/`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the API did not start');
}

async function timed(path) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - started, bytes, rows: Number(res.headers.get('x-export-rows')) };
}

/** One export in a fresh API process, beside that process's list page and RSS before it. */
async function run(format, wanted) {
  const { day } = await stockUpTo(wanted);
  const child = await startApi();
  try {
    const list = await timed(`/inventory/current/?sell_in_date__lte=${day}&page_size=100`);
    const baseRss = peakRssMb(child.pid);
    const file = await timed(
      `/inventory/export/?table=stock&export_format=${format}&sell_in_date__lte=${day}&language=de`,
    );
    const result = {
      format,
      rows: file.rows,
      ms: Math.round(file.ms),
      megabytes: Number((file.bytes / 1e6).toFixed(1)),
      peakRssMb: Math.round(peakRssMb(child.pid)),
      ceiling: { listPageMs: Math.round(list.ms), rssAfterListMb: Math.round(baseRss) },
    };
    console.log(
      `${format.padEnd(5)} ${String(result.rows).padStart(7)} rows  ${String(result.ms).padStart(6)} ms  ` +
        `${String(result.megabytes).padStart(5)} MB  peak RSS ${String(result.peakRssMb).padStart(4)} MB` +
        `   | ceiling: list page ${result.ceiling.listPageMs} ms, RSS after it ${result.ceiling.rssAfterListMb} MB`,
    );
    return result;
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
}

const results = [];
for (const format of ['excel', 'pdf'])
  for (const rows of [20_000, 100_000]) results.push(await run(format, rows));
await client.end();

console.log(
  `targets: 100,000 rows < ${TARGET_MS / 1000} s and < ${TARGET_RSS_MB} MB peak RSS each;`,
);
console.log('memory flat: the peak at 100,000 rows close to the peak at 20,000');
const misses = results.filter(
  (r) => r.rows >= 90_000 && (r.ms > TARGET_MS || r.peakRssMb > TARGET_RSS_MB),
);
for (const miss of misses) console.log(`MISSED: ${miss.format} ${miss.ms} ms ${miss.peakRssMb} MB`);

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/portal-export.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
if (CHECK && misses.length) process.exit(1);
