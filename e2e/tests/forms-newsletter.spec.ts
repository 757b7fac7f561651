import { expect, test } from '@playwright/test';
import { byEmail, expectStoredFields, mailTo, stored } from '../support/forms-api';
import {
  eachTestFromItsOwnAddress,
  enter,
  enterAll,
  expectRequiredOnEmptySubmit,
  field,
  message,
  submit,
  uniqueEmail,
} from '../support/forms';
import { clientAddressHeaders, gotoReady } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API, the
 * content pack's form pages and the development mailbox: the newsletter: subscribe, double opt-in,
 * unsubscribe.
 */

eachTestFromItsOwnAddress();

test('newsletter: subscribe, confirm through the mailed link, unsubscribe', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await gotoReady(page, '/newsletter');
  const form = page.getByTestId('form-newsletter_form');
  await expectRequiredOnEmptySubmit(page, form, 'de', [
    'gender',
    'first_name',
    'last_name',
    'email',
    'data_agreement',
  ]);
  const email = uniqueEmail('newsletter');
  const typed = await enterAll(page, form, {
    title: 'PROF',
    gender: 'D',
    first_name: 'Alex',
    last_name: 'Sommer',
    email,
    data_agreement: true,
  });
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText(
    'Bitte bestätigen Sie Ihre Anmeldung',
  );
  const submission = await stored(request, 'NEWSLETTER_SUBSCRIBE', byEmail(email));
  expect(submission.form_id).toBe('newsletter-page');
  expectStoredFields(submission, typed);

  // The double opt-in mail links the confirmation story with the submission's uuid.
  const mail = await mailTo(request, email);
  const href = /href="([^"]*[?&](?:amp;)?uuid=[^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
  expect(href, 'the confirmation link').toBeTruthy();
  const link = new URL(href!, 'http://site.invalid');
  expect(link.pathname).toBe('/newsletter/bestaetigung');
  expect(link.searchParams.get('uuid')).toBe(submission.uuid);
  await gotoReady(page, link.pathname + link.search);
  await expect(page.getByTestId('newsletter-confirm-success')).toContainText(
    'Willkommen bei Maison',
  );
  await expect(page.getByTestId('newsletter-confirm-failure')).toHaveCount(0);

  // Unsubscribe with the address prefilled from ?email=.
  await gotoReady(page, `/newsletter/abmelden?email=${encodeURIComponent(email)}`);
  const unsubscribe = page.getByTestId('form-newsletter_unsubscribe_form');
  await expect(field(unsubscribe, 'email').locator('input[name="email"]')).toHaveValue(email);
  await submit(unsubscribe);
  await expect(page.getByTestId('form-success')).toContainText('Sie sind abgemeldet');
  const ended = await stored(request, 'NEWSLETTER_UNSUBSCRIBE', byEmail(email));
  expect(ended.form_id).toBe('newsletter-unsubscribe');

  // A second unsubscribe is refused with the mapped message. It comes from another client
  // address: from the same one, the equal request within a minute would be the first one again.
  const other = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const again = await other.newPage();
  await gotoReady(again, `/newsletter/abmelden?email=${encodeURIComponent(email)}`);
  const second = again.getByTestId('form-newsletter_unsubscribe_form');
  await submit(second);
  await expect(second).toContainText(
    message('de', 'newsletter.unsubscribe.error.already_unsubscribed'),
  );
  await expect(again.getByTestId('form-success')).toHaveCount(0);
  await other.close();
});

test('newsletter unsubscribe: required e-mail, and an address that never subscribed', async ({
  page,
}) => {
  await gotoReady(page, '/newsletter/abmelden');
  const form = page.getByTestId('form-newsletter_unsubscribe_form');
  await expectRequiredOnEmptySubmit(page, form, 'de', ['email']);
  await enter(page, form, 'email', uniqueEmail('never'));
  await submit(form);
  await expect(form).toContainText(message('de', 'newsletter.unsubscribe.error.not_subscribed'));
  await expect(page.getByTestId('form-success')).toHaveCount(0);
});

test('newsletter confirmation without or with an unknown uuid shows the failure', async ({
  page,
}) => {
  await gotoReady(page, '/newsletter/bestaetigung');
  await expect(page.getByTestId('newsletter-confirm-failure')).toContainText(
    'Das hat leider nicht geklappt',
  );
  await gotoReady(page, '/newsletter/bestaetigung?uuid=6f1c7f0e-8b7a-4c59-9d61-2a3c4b5d6e7f');
  await expect(page.getByTestId('newsletter-confirm-failure')).toBeVisible();
  await expect(page.getByTestId('newsletter-confirm-success')).toHaveCount(0);
});
