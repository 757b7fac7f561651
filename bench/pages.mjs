#!/usr/bin/env node
// Requests per second of the public pages against the server's own cached-route ceiling
// (issue 15). Starts the production build as `npm start` does (or measures BENCH_BASE_URL),
// then runs autocannon, 20 connections for PAGES_SECONDS (20) per route, in PAGES_ROUNDS (4)
// round-robin slices: home de and ja, a collection, a product, a jeweler page, an unknown path,
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
/**
 * Each route's seconds are split into this many slices, measured round-robin over the routes, so
 * that a slow moment of the (shared, two-core) machine falls on every route alike instead of on
 * the one that ran then; single 20-s runs of equal routes differed by ±10 %.
 */
const rounds = Number(process.env.PAGES_ROUNDS ?? 4);
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

/**
 * autocannon keeps each answer's body as a string (`body += chunk`, for its expectBody and
 * verifyBody options, which this bench does not use). Decoding 15–20 KB of compressed bytes per
 * answer made the client, on the same two cores, the bottleneck for pages while the server idled
 * half the time, so the figure measured the client. Bytes are counted apart from the body, so
 * dropping bodies changes nothing else.
 */
function dropBodies(client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function') {
    throw new Error('autocannon no longer collects bodies through pipelinedRequests.addBody');
  }
  client.pipelinedRequests.addBody = () => {};
}

function measure(path, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration,
        setupClient: dropBodies,
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
    rows.push({
      name,
      path,
      kind,
      headers,
      status: first.status,
      cacheControl: first.headers.get('cache-control') ?? '',
      slices: [],
    });
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) row.slices.push(await measure(row.path, row.headers, seconds / rounds));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const row of rows) {
    const sum = (pick) => row.slices.reduce((total, slice) => total + pick(slice), 0);
    row.rps = sum((slice) => slice.requests.total) / sum((slice) => slice.duration);
    row.p50 = median(row.slices.map((slice) => slice.latency.p50));
    row.p99 = Math.max(...row.slices.map((slice) => slice.latency.p99));
    const errors = sum((slice) => slice.errors + slice.timeouts);
    row.bad = row.kind === 'not-found' ? errors : errors + sum((slice) => slice.non2xx);
  }
  const ceiling = rows.find((r) => r.kind === 'ceiling').rps;
  console.log(
    `\n${CONNECTIONS} connections, ${seconds} s per route in ${rounds} rounds, against ${base}; ceiling /robots.txt ${ceiling.toFixed(0)} req/s\n`,
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
