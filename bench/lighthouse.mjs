#!/usr/bin/env node
// Lighthouse (mobile) for the page types visitors land on: home, a collection, a product.
// Starts the production build as `npm start` does, with Debian's Chromium. `--check` exits
// non-zero when a page misses its budget (bench/README.md).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstStoryPath, startApp, waitForHealth } from './lib/app.mjs';

const port = Number(process.env.BENCH_PORT ?? 3201);
const base = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Budgets of issue 3: performance ≥ 90, accessibility ≥ 95, CLS < 0.1. */
const MIN_PERFORMANCE = 90;
const MIN_ACCESSIBILITY = 95;
const MAX_CLS = 0.1;

const stop = startApp(port);

let failures = 0;
let chrome;
try {
  await waitForHealth(base);
  const pages = [
    ['home', '/'],
    ['collection', '/schmuck/ringe'],
    ['product', await firstStoryPath(base, 'product')],
    ['home (ja)', '/ja'],
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows = [];
  for (const [name, path] of pages) {
    // Warm the page cache first: the budget is for a cached content page, as visitors get it.
    await fetch(`${base}${path}`);
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
    const ok =
      score('performance') >= MIN_PERFORMANCE &&
      score('accessibility') >= MIN_ACCESSIBILITY &&
      cls < MAX_CLS;
    if (!ok) failures += 1;
    rows.push({
      page: name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      CLS: cls.toFixed(3),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      status: ok ? 'ok' : 'OVER',
    });
  }
  console.table(rows);
} finally {
  await chrome?.kill();
  stop();
}
if (failures > 0 && process.argv.includes('--check')) {
  console.error(`${failures} page(s) miss their budget`);
  process.exit(1);
}
