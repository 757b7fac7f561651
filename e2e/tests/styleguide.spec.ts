import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { gotoReady, pauseClock } from '../support/page';

const DATE_RE = /^\d{2}\.\d{2}\.\d{4}$/;

// What depends on the language (date format, first weekday, button names, axe's contrast on
// CJK text) runs in de and ja; behaviour that does not (focus, timers, header, tooltip,
// accordion) runs once, in de.
for (const path of ['/styleguide', '/ja/styleguide']) {
  test.describe(`style guide ${path}`, () => {
    test('date picker works by keyboard alone', async ({ page }) => {
      await gotoReady(page, path);
      const field = page.getByTestId('sg-datepicker');
      const input = field.getByRole('combobox');
      await input.focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog');
      await expect(calendar).toBeVisible();
      // The focused day moves with the arrow keys; Enter chooses it and closes the calendar.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(input).toHaveValue(DATE_RE);
      await expect(input).toBeFocused();
    });

    test('the calendar week starts on Sunday in Japanese, Monday otherwise', async ({ page }) => {
      await gotoReady(page, path);
      await page.getByTestId('sg-datepicker').getByRole('combobox').click();
      const firstWeekday = page.getByTestId('datepicker-calendar').locator('thead th').first();
      await expect(firstWeekday).toHaveAttribute(
        'aria-label',
        path.startsWith('/ja') ? /日曜日/ : /Montag/,
      );
    });

    test('the calendar closes on an outside click and on its close button', async ({ page }) => {
      await gotoReady(page, path);
      const input = page.getByTestId('sg-datepicker').getByRole('combobox');
      const calendar = page.getByTestId('datepicker-calendar');
      await input.click();
      await expect(calendar).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(calendar).toBeHidden();
      await input.click();
      await expect(calendar).toBeVisible();
      await calendar
        .getByRole('button', { name: path.startsWith('/ja') ? /閉じる/ : /schließen/i })
        .click();
      await expect(calendar).toBeHidden();
      await expect(input).toHaveValue('');
    });

    test('no accessibility violation, with the input hint shown', async ({ page }) => {
      // The hint's own timers run out first (shown at 1 s, hidden at 5 s, on a paused clock),
      // then the visitor opens it: nothing fades while axe reads colours, and the open hint is
      // checked too. axe needs running timers, so the clock resumes before it starts.
      const start = new Date('2026-11-26T10:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      await gotoReady(page, path);
      await page.clock.runFor(6000);
      const hintId = await page.getByTestId('sg-hint-input').getAttribute('aria-describedby');
      const hint = page.locator(`[id="${hintId}"]`);
      await expect(hint).toBeHidden();
      await page.locator(`[aria-controls="${hintId}"]`).click();
      await expect(hint).toBeVisible();
      await page.clock.resume();
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('style guide /styleguide', () => {
  const path = '/styleguide';

  test('modal closes on Escape and returns focus to its opener', async ({ page }) => {
    await gotoReady(page, path);
    const opener = page.getByTestId('sg-modal-open');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('toasts live 2 s, 4 s, 8 s or until closed', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, path);
    await pauseClock(page);
    const lifetimes = [
      ['sg-toast-short', 2000],
      ['sg-toast-medium', 4000],
      ['sg-toast-long', 8000],
    ] as const;
    for (const [button, lifetime] of lifetimes) {
      await page.getByTestId(button).click();
      const toast = page.getByTestId('toast').last();
      await expect(toast).toBeVisible();
      await page.clock.runFor(lifetime - 300);
      await expect(toast).toBeVisible();
      await page.clock.runFor(600);
      await expect(page.getByTestId('toast')).toHaveCount(0);
    }
    await page.getByTestId('sg-toast-persistent').click();
    await page.clock.runFor(60_000);
    const persistent = page.getByTestId('toast');
    await expect(persistent).toHaveCount(1);
    await persistent.getByRole('button').click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('the input hint shows after 1 s and hides after 5 s', async ({ page }) => {
    // The hint's timers start when the field mounts, during hydration, so the page's clock
    // stands still from before it loads. Paused only after gotoReady, it ran for as long as a
    // busy page took to answer the test, and the hint's timers fired before the test looked.
    const start = new Date('2026-11-26T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await gotoReady(page, path);
    const hintId = await page.getByTestId('sg-hint-input').getAttribute('aria-describedby');
    const hint = page.locator(`[id="${hintId}"]`);
    await expect(hint).toBeHidden();
    await page.clock.runFor(1000);
    await expect(hint).toBeVisible();
    await page.clock.runFor(3000);
    await expect(hint).toBeVisible();
    await page.clock.runFor(1200);
    await expect(hint).toBeHidden();
  });

  test('mini header appears on scroll down, hides on scroll up, and yields to showRegularHeader', async ({
    page,
  }) => {
    await gotoReady(page, path);
    const mini = page.getByTestId('header-mini');
    await expect(mini).toHaveAttribute('data-visible', 'false');
    await page.mouse.wheel(0, 1500);
    await expect(mini).toHaveAttribute('data-visible', 'true');
    await page.mouse.wheel(0, -300);
    await expect(mini).toHaveAttribute('data-visible', 'false');
    await page.mouse.wheel(0, 800);
    await expect(mini).toHaveAttribute('data-visible', 'true');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('showRegularHeader')));
    await expect(mini).toHaveAttribute('data-visible', 'false');
    await expect(page.getByTestId('header-regular')).toBeInViewport();
  });

  test('showRegularHeader keeps the regular header for 4 s', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, path);
    await pauseClock(page);
    const mini = page.getByTestId('header-mini');
    // Scroll handlers run in (faked) animation frames: let a real frame pass, then run them.
    const scrollBy = async (dy: number) => {
      await page.evaluate((y) => window.scrollBy({ top: y, behavior: 'instant' }), dy);
      await page.waitForTimeout(100);
      await page.clock.runFor(50);
    };
    await scrollBy(1500);
    await expect(mini).toHaveAttribute('data-visible', 'true');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('showRegularHeader')));
    await expect(mini).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(3000);
    await scrollBy(300);
    await expect(mini).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(1000);
    await scrollBy(300);
    await expect(mini).toHaveAttribute('data-visible', 'true');
  });

  test('the tooltip waits 1 s before it shows', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, path);
    await pauseClock(page);
    await page.getByTestId('sg-tooltip').hover();
    await page.clock.runFor(800);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('the accordion keeps one item open at a time', async ({ page }) => {
    await gotoReady(page, path);
    const section = page.getByTestId('sg-section-accordion');
    const triggers = section.locator('button[aria-expanded]');
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  });
});
