#!/usr/bin/env node
// The site search through HTTP (issue 16): p50/p95 of suggestion and full queries in five
// locales against the built app (started as `npm start` does, or BENCH_BASE_URL), one request
// at a time, beside the API's cheapest route measured in the same run (`/api/v1/health/`, the
// ceiling). The first request builds the embedded index and is timed apart. Target: p95 < 30 ms.
// Options: --runs N per query (default 20), --check (exit 1 when a p95 misses the target).
import { performance } from 'node:perf_hooks';
import { startApp, waitForHealth } from './lib/app.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--runs');
const RUNS = at >= 0 ? Number(args[at + 1]) : 20;
const TARGET_P95_MS = 30;
const port = Number(process.env.BENCH_PORT ?? 3202);
const base = process.env.BENCH_BASE_URL ?? `http://localhost:${port}`;

const QUERIES = [
  ['de', 'Armbänder'],
  ['de', '10-10'],
  ['en', 'braclet'],
  ['en', 'gold ring'],
  ['ja', 'リング'],
  ['ko', '반지'],
  ['zh-hans', '戒指'],
];

async function timed(path) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - started;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function measure(paths) {
  const times = [];
  for (let run = 0; run < RUNS; run++) for (const path of paths) times.push(await timed(path));
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length };
}

const stop = process.env.BENCH_BASE_URL ? undefined : startApp(port);
let failed = false;
try {
  await waitForHealth(base);
  const first = await timed('/api/v1/search/?q=ring&locale=de');
  const q = (locale, term) => `q=${encodeURIComponent(term)}&locale=${locale}`;
  const rows = {
    'ceiling: /api/v1/health/': await measure(['/api/v1/health/']),
    suggestions: await measure(QUERIES.map(([l, t]) => `/api/v1/search/suggestions/?${q(l, t)}`)),
    'full query (80 hits)': await measure(QUERIES.map(([l, t]) => `/api/v1/search/?${q(l, t)}`)),
  };
  console.log(`first search (builds the embedded index): ${first.toFixed(0)} ms`);
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, r]) => [
        name,
        { requests: r.requests, 'p50 ms': r.p50.toFixed(1), 'p95 ms': r.p95.toFixed(1) },
      ]),
    ),
  );
  failed = rows.suggestions.p95 > TARGET_P95_MS || rows['full query (80 hits)'].p95 > TARGET_P95_MS;
  console.log(`target: p95 < ${TARGET_P95_MS} ms through HTTP: ${failed ? 'MISSED' : 'met'}`);
} finally {
  stop?.();
}
if (failed && args.includes('--check')) process.exit(1);
