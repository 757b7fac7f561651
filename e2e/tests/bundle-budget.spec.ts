import { expect, test } from '@playwright/test';
import { ROUTES, firstLoadMeter } from '../../bench/lib/first-load.mjs';
import { clientAddressHeaders } from '../support/page';

/**
 * Issue 15: CI fails when a route's first-load JavaScript exceeds its budget (a size, measured
 * on the built app the suite runs against; `npm run bench:bundle` prints the same table).
 */
test('every route loads at most its budget of JavaScript (gzip)', async ({ baseURL }) => {
  const measure = firstLoadMeter(baseURL!, { headers: clientAddressHeaders() });
  const over: string[] = [];
  for (const [route, budgetKb] of ROUTES) {
    const { gzip, files } = await measure(route);
    expect(files, `${route} loads scripts`).toBeGreaterThan(0);
    const kb = gzip / 1024;
    if (kb > budgetKb) over.push(`${route}: ${kb.toFixed(1)} KiB > ${budgetKb} KiB`);
  }
  expect(over).toEqual([]);
});

test('no route preloads a style sheet it does not use', async ({ request }) => {
  const unused: string[] = [];
  for (const [route] of ROUTES) {
    const html = await (
      await request.get(route, { headers: clientAddressHeaders(), maxRedirects: 0 })
    ).text();
    const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
    const linked = new Set(hrefs(/<link rel="stylesheet" href="([^"]+)"/g));
    for (const href of hrefs(/<link rel="preload" href="([^"]+)" as="style"/g)) {
      if (!linked.has(href)) unused.push(`${route}: ${href}`);
    }
  }
  // The error and not-found boundaries' styles once sat in a chunk of their own, which Next
  // preloaded on every page (their rules are in global.css now).
  expect(unused).toEqual([]);
});
