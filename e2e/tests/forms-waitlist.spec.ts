import { expect, test, type Page } from '@playwright/test';
import { login, staffHeaders, stored, type Submission } from '../support/forms-api';
import {
  eachTestFromItsOwnAddress,
  enterAll,
  expectEvent,
  expectRequiredOnEmptySubmit,
  submit,
  token,
} from '../support/forms';
import { gotoReady } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API, the
 * content pack's form pages and the development mailbox: the yearly-ring waitlist: for jewelers,
 * refused to guests and visitors.
 */

eachTestFromItsOwnAddress();

test('yearly-ring waitlist as a logged-in jeweler: intro, required fields, stored with the jeweler', async ({
  page,
  request,
}) => {
  await login(page, 'jeweler@maison.test');
  await gotoReady(page, '/partner/ring-des-jahres');
  const form = page.getByTestId('form-ring_waitlist_form');
  await expect(form).toContainText('Der Ring des Jahres 2027');
  await expect(form).toContainText('Limitiert auf 365 nummerierte Exemplare');
  await expectRequiredOnEmptySubmit(page, form, 'de', [
    'customer_lastname',
    'jewelry_value',
    'data_agreement',
  ]);
  const lastname = `Kundin ${token('ring')}`;
  const typed = await enterAll(page, form, {
    customer_lastname: lastname,
    jewelry_value: '5000',
    ring_size: '54',
    notes: 'Gelbgold bevorzugt, Gravur mit Hochzeitsdatum.',
    data_agreement: true,
  });
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText('Der Platz ist vorgemerkt');
  await expect(page).toHaveURL(/\/partner\/ring-des-jahres/);

  const submission = await stored(
    request,
    'LIMITED_RING_REQUEST',
    (s) => s.data.customer_lastname === lastname,
  );
  expect(submission.form_id).toBe('ring-of-the-year-2027');
  expect(submission.data).toMatchObject(typed);
  expect(['Juwelier Hofmann & Söhne', 'Bijouterie Favre SA']).toContain(
    submission.data.jeweller_name,
  );
  expect(String(submission.data.jeweller_customer_id)).toMatch(/^[12]$/);
});

/** A guest or a visitor without a jeweler membership ends on /error-access-denied. */
async function expectWaitlistDenied(page: Page) {
  const denied = page.waitForURL(/\/error-access-denied/);
  await page.goto('/partner/ring-des-jahres');
  const form = page.getByTestId('form-ring_waitlist_form');
  // Denied on display or, at the latest, when the API answers the submission with 403.
  const first = await Promise.race([
    denied.then(() => 'denied' as const),
    form
      .locator('button[type=submit]')
      .waitFor()
      .then(() => 'form' as const)
      .catch(() => 'denied' as const),
  ]);
  if (first === 'form') {
    await enterAll(page, form, {
      customer_lastname: `Gast ${token('guest')}`,
      jewelry_value: '1000',
      data_agreement: true,
    });
    await submit(form);
  }
  await denied;
  const reason = new URL(page.url()).searchParams.get('reason');
  expect(reason).toBeTruthy();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByText('Technische Angaben')).toBeVisible();
  await expectEvent(page, { event: 'access_denied', reason });
}

test('yearly-ring waitlist as a guest redirects to /error-access-denied', async ({
  page,
  request,
}) => {
  await expectWaitlistDenied(page);
  // Nothing reached the list.
  const res = await request.get('/api/v1/forms/?action=LIMITED_RING_REQUEST', {
    headers: await staffHeaders(),
  });
  const rows = ((await res.json()) as { results: Submission[] }).results;
  expect(rows.filter((r) => String(r.data.customer_lastname).startsWith('Gast '))).toEqual([]);
});

test('yearly-ring waitlist as a visitor without a jeweler account redirects too', async ({
  page,
}) => {
  await login(page, 'visitor@maison.test');
  await expectWaitlistDenied(page);
});
