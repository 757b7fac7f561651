import { expect, type Page, type Response } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (features/shell/HydrationMark.tsx). */
export async function gotoReady(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/**
 * Stops the page's fake clock (installed before navigation) at the current instant, so the
 * test advances time itself with `page.clock.runFor`.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 100);
}
