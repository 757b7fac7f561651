#!/usr/bin/env node
// Scrolling a portal table with 5,000 loaded rows (issue 6): logs in, opens the stock table in
// Debian's Chromium, lets infinite scroll load 5,000 rows, then scrolls through them frame by
// frame and prints the main thread's scripting time (CDP Performance metrics) and frame times.
//
// BENCH_BASE_URL: use a running app; otherwise the built app is started as `npm start` does on
// BENCH_PORT (3200) with its own data/bench folder (seeded with SEED_INVENTORY_ITEMS, default
// 300,000) and stopped afterwards.
/* global document, performance, requestAnimationFrame -- used in page.evaluate callbacks */
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { startApp, waitForHealth } from './lib/app.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = process.env.BENCH_BASE_URL ?? `http://localhost:${port}`;
/** A superuser sees every store, so 5,000 stock rows exist even on a small seed. */
const EMAIL = process.env.BENCH_PORTAL_USER ?? 'admin@maison.test';
const PASSWORD = process.env.BENCH_PORTAL_PASSWORD ?? 'maison-demo-2026';
const TARGET_ROWS = Number(process.env.BENCH_ROWS ?? 5000);
/** Pixels scrolled per animation frame (BENCH_SCROLL_STEP): 200 px is about 6 rows, a quick
 * wheel scroll at 60 frames a second (12,000 px/s); 600 px is a hard fling. */
const STEP_PX = Number(process.env.BENCH_SCROLL_STEP ?? 200);

// The e2e suite's Chromium logic (Debian's package, never a downloaded browser).
const { chromiumPath, chromiumArgs } = await tsImport(
  '../e2e/support/chromium.ts',
  import.meta.url,
);

const stop = process.env.BENCH_BASE_URL ? undefined : startApp(port);

const round = (n) => Math.round(n * 10) / 10;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  await waitForHealth(base);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.post(`${base}/api/v1/jwt/create/`, {
    data: { email: EMAIL, password: PASSWORD },
  });
  if (login.status() !== 200) throw new Error(`login answered ${login.status()}`);

  await page.goto(`${base}/portal/stock`);
  const scroller = page.getByTestId('table-scroller');
  await page.getByTestId('table-row').first().waitFor({ timeout: 60_000 });

  // Load 5,000 rows the way a user does: keep scrolling to the bottom.
  const loadStart = Date.now();
  const loadedCount = () =>
    page.evaluate(() => {
      const text = document.querySelector('[data-testid="table-count"]')?.textContent ?? '';
      const numbers = text.replace(/\./g, '').match(/\d+/g) ?? [];
      return { total: Number(numbers[0] ?? 0), loaded: Number(numbers[1] ?? 0) };
    });
  let counts = await loadedCount();
  const target = Math.min(TARGET_ROWS, counts.total);
  while (counts.loaded < target) {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(150);
    const next = await loadedCount();
    if (next.loaded === counts.loaded) await page.waitForTimeout(350);
    counts = next;
    if (Date.now() - loadStart > 600_000) throw new Error(`only ${counts.loaded} rows loaded`);
  }
  const loadSeconds = (Date.now() - loadStart) / 1000;
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  await page.waitForTimeout(500);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );

  // One pass down (stopping short of the bottom, so no page is fetched) and one back up.
  const before = await metrics();
  const frames = await scroller.evaluate(
    (el, step) =>
      new Promise((resolve) => {
        const times = [];
        const end = Math.max(0, el.scrollHeight - el.clientHeight - 2000);
        let direction = 1;
        let position = 0;
        let last = performance.now();
        const tick = (now) => {
          times.push(now - last);
          last = now;
          position += direction * step;
          if (direction === 1 && position >= end) {
            position = end;
            direction = -1;
          } else if (direction === -1 && position <= 0) {
            el.scrollTop = 0;
            resolve(times.slice(1));
            return;
          }
          el.scrollTop = position;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    STEP_PX,
  );
  const after = await metrics();
  const delta = (name) => (after[name] ?? 0) - (before[name] ?? 0);
  const domRows = await page.getByTestId('table-row').count();
  const scrolledMs = frames.reduce((a, b) => a + b, 0);

  console.log(`portal scroll bench: ${base}/portal/stock as ${EMAIL}`);
  console.log(
    `  rows loaded:            ${counts.loaded} of ${counts.total} (in ${round(loadSeconds)} s)`,
  );
  console.log(`  rows in the DOM:        ${domRows} (virtualised)`);
  console.log(
    `  frames scrolled:        ${frames.length} in ${round(scrolledMs)} ms (${STEP_PX} px a frame, down and up)`,
  );
  console.log(`  scripting time:         ${round(delta('ScriptDuration') * 1000)} ms`);
  console.log(
    `  layout + style time:    ${round((delta('LayoutDuration') + delta('RecalcStyleDuration')) * 1000)} ms`,
  );
  console.log(`  main-thread task time:  ${round(delta('TaskDuration') * 1000)} ms`);
  console.log(
    `  frame interval:         p50 ${round(percentile(frames, 50))} ms, p95 ${round(percentile(frames, 95))} ms, max ${round(Math.max(...frames))} ms`,
  );
  console.log(`  frames over 50 ms:      ${frames.filter((f) => f > 50).length}`);
  console.log(`  JS heap used:           ${round((after.JSHeapUsedSize ?? 0) / 1048576)} MiB`);
} finally {
  await browser.close();
  stop?.();
}
