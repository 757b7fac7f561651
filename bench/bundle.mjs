#!/usr/bin/env node
// First-load JavaScript per route: starts the built app as `npm start` does and measures each
// route's scripts (bench/lib/first-load.mjs). `--check` exits non-zero when a route is over its
// budget.
import { startApp, waitForHealth } from './lib/app.mjs';
import { ROUTES, firstLoadMeter } from './lib/first-load.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;

const stop = startApp(port);
let over = 0;
try {
  await waitForHealth(base);
  const measure = firstLoadMeter(base);
  const rows = [];
  for (const [route, budget] of ROUTES) {
    const { files, raw, gzip, legacyGzip } = await measure(route);
    const gzipKb = gzip / 1024;
    const ok = gzipKb <= budget;
    if (!ok) over += 1;
    rows.push({
      route,
      files,
      'raw KiB': (raw / 1024).toFixed(1),
      'gzip KiB': gzipKb.toFixed(1),
      'budget KiB': budget,
      'nomodule KiB': (legacyGzip / 1024).toFixed(1),
      status: ok ? 'ok' : 'OVER',
    });
  }
  console.table(rows);
} finally {
  stop();
}
if (over > 0 && process.argv.includes('--check')) {
  console.error(`${over} route(s) over budget`);
  process.exit(1);
}
