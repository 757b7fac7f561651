#!/usr/bin/env node
// Requests per second of the public pages against the server's own cached-route ceiling
// (issue 15). Starts the production build as `npm start` does (or measures BENCH_BASE_URL),
// then runs autocannon, 20 connections for PAGES_SECONDS (20) per route, one route after the
// other: home de and ja, a collection, a product, a jeweler page, an unknown path,
// /robots.txt (the ceiling) and a static chunk. Prints each content page's ratio to the
// ceiling; the targets are ≥ 0.8 for content pages and ≥ 0.5 for the 404 page. The server
// keeps public pages for a second (decision 0043); one more row asks for the home page with
// `Cache-Control: no-cache`, past that copy, to show what Next's own cached-page path costs.
// Every request carries a browser's Accept-Encoding.
import autocannon from 'autocannon';
import { firstStoryPath, startApp, waitForHealth } from './lib/app.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const base = process.env.BENCH_BASE_URL ?? `http://localhost:${port}`;
const seconds = Number(process.env.PAGES_SECONDS ?? 20);
const CONNECTIONS = 20;
/** Issue 15's targets, as ratios to /robots.txt measured in the same run. */
const CONTENT_TARGET = 0.8;
const NOT_FOUND_TARGET = 0.5;
/** What Chromium sends: pages travel compressed, as they do to every visitor. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The first script chunk the home page loads: a static file Next serves from disk. */
async function staticChunkPath() {
  const html = await (await fetch(`${base}/`)).text();
  const src = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no script chunk on the home page');
  return src;
}

function measure(path, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const stop = process.env.BENCH_BASE_URL ? undefined : startApp(port);

let failed = false;
try {
  await waitForHealth(base);
  const routes = [
    ['home (de)', '/', 'content'],
    ['home (ja)', '/ja', 'content'],
    ['home (de), no-cache', '/', 'origin', { 'cache-control': 'no-cache' }],
    ['collection', '/schmuck/ringe', 'content'],
    ['product', await firstStoryPath(base, 'product'), 'content'],
    ['jeweler', await firstStoryPath(base, 'jeweler'), 'content'],
    ['unknown path (404)', '/diese-seite-gibt-es-nicht', 'not-found'],
    ['/robots.txt (ceiling)', '/robots.txt', 'ceiling'],
    ['static chunk', await staticChunkPath(), 'file'],
  ];
  const rows = [];
  for (const [name, path, kind, headers] of routes) {
    // One request first, so a cache fill is not what gets measured.
    const first = await fetch(`${base}${path}`, { headers });
    const cacheControl = first.headers.get('cache-control') ?? '';
    const result = await measure(path, headers);
    const bad = result.errors + result.timeouts + result.non2xx;
    rows.push({
      name,
      path,
      kind,
      status: first.status,
      cacheControl,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: kind === 'not-found' ? result.errors + result.timeouts : bad,
    });
  }
  const ceiling = rows.find((r) => r.kind === 'ceiling').rps;
  console.log(
    `\n${CONNECTIONS} connections, ${seconds} s per route, against ${base}; ceiling /robots.txt ${ceiling.toFixed(0)} req/s\n`,
  );
  console.log(
    'route                      status   req/s   p50 ms   p99 ms   ratio   target   cache-control',
  );
  for (const r of rows) {
    const ratio = r.rps / ceiling;
    const target =
      r.kind === 'content' ? CONTENT_TARGET : r.kind === 'not-found' ? NOT_FOUND_TARGET : null;
    const ok = target === null || ratio >= target;
    if (!ok || r.bad > 0) failed = true;
    console.log(
      `${r.name.padEnd(26)} ${String(r.status).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${ratio.toFixed(2).padStart(7)} ${(target === null ? '' : `≥ ${target}`).padStart(8)}   ${r.cacheControl}${r.bad ? `  (${r.bad} errors)` : ''}${ok ? '' : '  BELOW TARGET'}`,
    );
  }
} finally {
  stop?.();
}
if (failed && process.argv.includes('--check')) process.exit(1);
