import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * Waits until no CSS transition or finite CSS animation runs (a modal fading in, a panel
 * rising): a fading element has no settled colour to check. Endless ones (spinners, skeletons)
 * never finish and are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            (a instanceof CSSTransition || a instanceof CSSAnimation) &&
            a.effect?.getTiming().iterations !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** No axe violation of any impact on the page as it stands (the brief's bar for a page type). */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
