import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { byEmail, expectStoredFields, stored } from '../support/forms-api';
import {
  eachTestFromItsOwnAddress,
  enter,
  enterAll,
  expectRequiredOnEmptySubmit,
  field,
  message,
  requiredText,
  submit,
  token,
  uniqueEmail,
} from '../support/forms';
import { gotoReady } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API, the
 * content pack's form pages and the development mailbox: the museum registration and the
 * accessibility of the contact and museum pages.
 */

eachTestFromItsOwnAddress();

test('museum registration: window and weekdays in the calendar, tour, stored event date', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/marke/schmuckmuseum');
  const form = page.getByTestId('form-museum_form');
  await expectRequiredOnEmptySubmit(page, form, 'de', [
    'gender',
    'first_name',
    'last_name',
    'email',
    'event_date',
    'data_agreement',
  ]);

  // The configured window (2026-12-01 … 2027-06-30) without Mondays.
  await field(form, 'event_date').getByRole('combobox').click();
  const calendar = page.getByTestId('datepicker-calendar');
  await expect(calendar).toBeVisible();
  const days = calendar.locator('td[data-day]:not([data-outside])');
  const states = await days.evaluateAll((cells) =>
    cells.map((c) => ({
      day: c.getAttribute('data-day')!,
      disabled: c.hasAttribute('data-disabled'),
    })),
  );
  expect(states.length).toBeGreaterThan(27);
  for (const { day, disabled } of states) {
    const monday = new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
    const inWindow = day >= '2026-12-01' && day <= '2027-06-30';
    expect(disabled, day).toBe(monday || !inWindow);
  }
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  const email = uniqueEmail('museum');
  // A server-side invalid address shows the translated valid-email message.
  await enter(page, form, 'email', 'clara@museum');
  const typed = await enterAll(page, form, {
    title: 'PROF_DR',
    gender: 'W',
    first_name: 'Clara',
    last_name: `Weiß ${token('museum')}`,
    event_date: '',
    tour_requested: true,
    data_agreement: true,
  });
  await submit(form);
  await expect(field(form, 'email')).toContainText(message('de', 'form-general.valid-email'));
  await enter(page, form, 'email', email);
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText('Wir freuen uns auf Ihren Besuch');

  const submission = await stored(request, 'EVENT_REGISTRATION', byEmail(email));
  expect(submission.form_id).toBe('museum-visit-2027');
  const { event_date: day, ...rest } = typed;
  expectStoredFields(submission, { ...rest, email });
  // 001 §5: the chosen day is sent shifted by 7 hours.
  expect(Date.parse(submission.data.event_date as string)).toBe(
    Date.parse(`${String(day)}T07:00:00Z`),
  );
});

// The contact page without errors is a11y.spec.ts's; the errors add to the same page.
test('contact and museum pages with their errors shown have no axe violation', async ({ page }) => {
  for (const [path, component] of [
    ['/service/kontakt', 'contact_form'],
    ['/marke/schmuckmuseum', 'museum_form'],
  ] as const) {
    await gotoReady(page, path);
    const form = page.getByTestId(`form-${component}`);
    await submit(form);
    await expect(form.getByText(requiredText('de'), { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);
  }
});
