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
