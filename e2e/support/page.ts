import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';

/**
 * How long a page may take to load, below the test's own 60 s: a load that never ends then
 * fails with the requests still open rather than with the bare test timeout.
 */
const LOAD_TIMEOUT_MS = 40_000;

/** Opens a page and waits until React has hydrated it (features/shell/HydrationMark.tsx). */
export async function gotoReady(page: Page, path: string): Promise<Response | null> {
  const response = await gotoReporting(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/**
 * page.goto, and when its load event does not come, an error naming the requests still open and
 * whether each was answered (a CI run once waited on one page's load four times over).
 */
async function gotoReporting(page: Page, path: string): Promise<Response | null> {
  const started = Date.now();
  const open = new Map<Request, number>();
  const opened = (request: Request) => open.set(request, Date.now() - started);
  const closed = (request: Request) => open.delete(request);
  const headed = new Set<Request>();
  const answered = (response: Response) => headed.add(response.request());
  page.on('request', opened);
  page.on('response', answered);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    return await page.goto(path, { timeout: LOAD_TIMEOUT_MS });
  } catch (error) {
    const pending = [...open].map(([request, at]) => {
      const kind = request.isNavigationRequest() ? 'document' : request.resourceType();
      const state = headed.has(request) ? 'answered, body incomplete' : 'no answer';
      return `  ${request.method()} ${request.url()} (${kind}, sent at ${at} ms, ${state})`;
    });
    throw new Error(
      `${path} did not load within ${LOAD_TIMEOUT_MS} ms; requests still open:\n${
        pending.join('\n') || '  none'
      }`,
      { cause: error },
    );
  } finally {
    page.off('request', opened);
    page.off('response', answered);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}

/**
 * Stops the page's fake clock (installed before navigation) at the current instant, so the
 * test advances time itself with `page.clock.runFor`.
 */
export async function pauseClock(page: Page): Promise<void> {
  // On a busy machine the page's clock can pass `now + 100` before the pause arrives; then
  // read the time again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

let clientCounter = 0;

/**
 * A distinct client address per test (documentation range, RFC 5737), sent as X-Forwarded-For:
 * the login throttle counts per client, and one e2e run logs in more often than one visitor may.
 */
export function clientAddressHeaders(): Record<string, string> {
  clientCounter += 1;
  const n = (process.pid + clientCounter) % 65_000;
  return { 'x-forwarded-for': `203.0.${113 + (Math.floor(n / 250) % 2)}.${(n % 250) + 1}` };
}

/**
 * Scrolls down a screen at a time until `target` is in the page, then brings it into view:
 * below-the-fold forms load their code only when they come near the screen (ui/useNearViewport).
 */
export async function scrollUntilAttached(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 40 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await target.first().scrollIntoViewIfNeeded();
}
