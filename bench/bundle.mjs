#!/usr/bin/env node
// First-load JavaScript per route: starts the built app as `npm start` does, reads each
// route's HTML, and sums the JS files it loads (scripts and preloaded scripts, raw and gzip). `--check` exits non-zero
// when a route is over its budget.
import { gzipSync } from 'node:zlib';
import { startApp, waitForHealth } from './lib/app.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;

/** Budgets in KiB of gzip first-load JS (bench/README.md explains them). */
const BUDGET_CONTENT_KB = 180;
const BUDGET_APP_KB = 240;

const routes = [
  ['/', BUDGET_CONTENT_KB],
  ['/en', BUDGET_CONTENT_KB],
  ['/ja', BUDGET_CONTENT_KB],
  ['/ko', BUDGET_CONTENT_KB],
  ['/zh-hans', BUDGET_CONTENT_KB],
  ['/schmuck/ringe', BUDGET_CONTENT_KB],
  ['/produkte/10-1001-flora', BUDGET_CONTENT_KB],
  ['/diese-seite-gibt-es-nicht', BUDGET_CONTENT_KB],
  ['/styleguide', BUDGET_APP_KB],
  ['/anmelden', BUDGET_APP_KB],
  ['/registrieren', BUDGET_APP_KB],
  ['/passwort-vergessen', BUDGET_APP_KB],
  ['/passwort-festlegen', BUDGET_APP_KB],
  ['/konto', BUDGET_APP_KB],
  ['/ja/konto', BUDGET_APP_KB],
  ['/merkliste', BUDGET_APP_KB],
  ['/mailbox', BUDGET_APP_KB],
  // The shells render for anyone, so their scripts are in the HTML without a login.
  ['/portal/stock', BUDGET_APP_KB],
  ['/portal/open-orders', BUDGET_APP_KB],
  ['/shop', BUDGET_APP_KB],
  ['/shop/warenkorb', BUDGET_APP_KB],
  ['/shop/standort', BUDGET_APP_KB],
];

const stop = startApp(port);

const sizes = new Map();
async function assetSize(path) {
  if (!sizes.has(path)) {
    const body = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
    sizes.set(path, { raw: body.length, gzip: gzipSync(body).length });
  }
  return sizes.get(path);
}

let over = 0;
try {
  await waitForHealth(base);
  const rows = [];
  for (const [route, budget] of routes) {
    const html = await (await fetch(`${base}${route}`)).text();
    // Chunks of components behind next/dynamic are preloaded as <link rel="preload"
    // as="script"> rather than <script src>; the page loads them before hydrating, so they count.
    const preloaded = [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
      .map((tag) => tag.match(/\bhref="([^"]+\.js[^"]*)"/)?.[1])
      .filter(Boolean);
    // <script nomodule> (Next's legacy polyfills) is never fetched by a browser that runs
    // modules, which is every browser Next 16 supports: listed apart, not counted.
    const scriptTags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"[^>]*>/g)];
    const noModule = scriptTags.filter((m) => /\bnomodule\b/i.test(m[0])).map((m) => m[1]);
    const scripts = [
      ...new Set([
        ...scriptTags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]),
        ...preloaded,
      ]),
    ];
    let legacy = 0;
    for (const src of noModule) legacy += (await assetSize(src)).gzip;
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const size = await assetSize(src);
      raw += size.raw;
      gzip += size.gzip;
    }
    const gzipKb = gzip / 1024;
    const ok = gzipKb <= budget;
    if (!ok) over += 1;
    rows.push({
      route,
      files: scripts.length,
      'raw KiB': (raw / 1024).toFixed(1),
      'gzip KiB': gzipKb.toFixed(1),
      'budget KiB': budget,
      'nomodule KiB': (legacy / 1024).toFixed(1),
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
