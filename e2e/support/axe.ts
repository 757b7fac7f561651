import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe over the whole page, reporting violations only: describing every passing node (a unique
 * selector for each) took most of a run on the shop's long pages.
 *
 * In legacy mode axe runs inside the page. Its default finishes each run in a new blank page of
 * the test's context. In one CI run of wizard.spec.ts the page under test drew no frame for the
 * 43 s after the fourth such page closed, twice in a row. Playwright's click then waited for the
 * element to be stable until its timeout. Legacy mode leaves out cross-origin frames only, and
 * the site's policy allows none (frame-src 'self').
 */
function analyze(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
}

/** No serious or critical axe violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsSettled(page);
  const results = await analyze(page);
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
  const results = await analyze(page);
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
