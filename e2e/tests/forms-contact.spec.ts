import { expect, test } from '@playwright/test';
import { byEmail, expectStoredFields, stored } from '../support/forms-api';
import {
  BRACELET,
  eachTestFromItsOwnAddress,
  enterAll,
  expectEvent,
  expectRequiredOnEmptySubmit,
  field,
  requiredText,
  RING,
  submit,
  token,
  uniqueEmail,
} from '../support/forms';
import { gotoReady, scrollUntilAttached } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API, the
 * content pack's form pages and the development mailbox: the sign-up on the home page and the
 * contact form (German, Japanese, Korean).
 */

eachTestFromItsOwnAddress();

test('sign-up on the home page: display event, required fields, success, stored, submit event', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/');
  const form = page.getByTestId('form-registration_form');
  await scrollUntilAttached(page, form);
  await expectEvent(page, { event: 'registration_form', form_id: 'signup-home' });
  await expectRequiredOnEmptySubmit(page, form, 'de', ['email', 'data_agreement']);

  const email = uniqueEmail('signup');
  await enterAll(page, form, { email, data_agreement: true });
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText('Schön, dass Sie dabei sind');
  await expect(form.locator('input[name="email"]')).toHaveCount(0);
  await expectEvent(page, { event: 'submit_registration_form', form_id: 'signup-home' });

  const submission = await stored(request, 'REGISTRATION', byEmail(email));
  expect(submission.form_id).toBe('signup-home');
  expect(submission.language?.toUpperCase()).toBe('DE');
  expectStoredFields(submission, { email, data_agreement: true });
});

test('contact in two steps with two preselected products, one removed: stored and tracked', async ({
  page,
  request,
}) => {
  await gotoReady(page, `/service/kontakt?product=${RING},${BRACELET}`);
  const form = page.getByTestId('form-contact_form');
  const slides = page.getByTestId('contact-products').getByTestId('contact-product');
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).toHaveAttribute('data-mpn', RING);
  await expect(slides.nth(1)).toHaveAttribute('data-mpn', BRACELET);

  // 001 §5: subject and (outside Korean) the mobile number are optional.
  await expectRequiredOnEmptySubmit(page, form, 'de', ['email', 'message', 'data_agreement']);

  await page
    .getByTestId('contact-product')
    .and(page.locator(`[data-mpn="${RING}"]`))
    .getByRole('button')
    .click();
  await expect(slides).toHaveCount(1);
  await expect(slides.first()).toHaveAttribute('data-mpn', BRACELET);

  const email = uniqueEmail('contact');
  const step1 = await enterAll(page, form, {
    subject: 'Sonderanfertigung',
    email,
    mobile_phone: '+49 171 2345678',
    message: `Ich hätte gern dieses Armband mit einer Gravur. ${token('msg')}`,
    data_agreement: true,
  });
  expect(step1.subject).toBe('Sonderanfertigung');
  await submit(form);

  const step2 = page.getByTestId('form-contact_form-step2');
  await expect(step2).toBeVisible();
  await expectEvent(page, {
    event: 'submit_contact_form',
    form_id: 'contact-service',
    products: BRACELET,
  });
  // Step 2 asks for nothing mandatory (001 §5).
  await expect(step2.getByText(requiredText('de'), { exact: true })).toHaveCount(0);
  const details = await enterAll(page, step2, {
    title: 'DR',
    gender: 'W',
    first_name: 'Clara',
    last_name: 'Goldmann',
    address_zip_code: '75172',
    address_city: 'Pforzheim',
  });
  await submit(step2);
  const success = page.getByTestId('form-success');
  await expect(success).toContainText('Vielen Dank für Ihre Nachricht');
  await expect(success.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expectEvent(page, { event: 'submit_contact_form_second_step', form_id: 'contact-service' });

  const submission = await stored(request, 'CONTACT_FORM', byEmail(email));
  expect(submission.form_id).toBe('contact-service');
  expect(submission.language?.toUpperCase()).toBe('DE');
  expectStoredFields(submission, {
    ...step1,
    products: BRACELET,
    ...details,
  });
});

test('contact in Japanese: Japanese messages, no title in step 2, stored as JA', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/ja/service/contact');
  const form = page.getByTestId('form-contact_form');
  await expectRequiredOnEmptySubmit(page, form, 'ja', ['email', 'message', 'data_agreement']);
  const email = uniqueEmail('contact-ja');
  const step1 = await enterAll(page, form, {
    subject: 'オーダーメイド',
    email,
    message: `結婚指輪のオーダーについて相談したいです。${token('ja')}`,
    data_agreement: true,
  });
  await submit(form);
  const step2 = page.getByTestId('form-contact_form-step2');
  await expect(step2).toBeVisible();
  // 001 §3: no title for Japanese.
  await expect(field(step2, 'title')).toHaveCount(0);
  const details = await enterAll(page, step2, {
    gender: 'W',
    last_name: '山田',
    first_name: '花子',
  });
  await submit(step2);
  await expect(page.getByTestId('form-success')).toContainText('お問い合わせありがとうございます');

  const submission = await stored(request, 'CONTACT_FORM', byEmail(email));
  expect(submission.language?.toUpperCase()).toBe('JA');
  expectStoredFields(submission, { ...step1, ...details });
});

test('contact in Korean needs the mobile number', async ({ page, request }) => {
  await gotoReady(page, '/ko/service/contact');
  const form = page.getByTestId('form-contact_form');
  await expectRequiredOnEmptySubmit(page, form, 'ko', [
    'email',
    'mobile_phone',
    'message',
    'data_agreement',
  ]);
  const email = uniqueEmail('contact-ko');
  const step1 = await enterAll(page, form, {
    subject: '맞춤 제작',
    email,
    mobile_phone: '010-1234-5678',
    message: `커플링 맞춤 제작을 상담하고 싶습니다. ${token('ko')}`,
    data_agreement: true,
  });
  await submit(form);
  await expect(page.getByTestId('form-contact_form-step2')).toBeVisible();
  const submission = await stored(request, 'CONTACT_FORM', byEmail(email));
  expect(submission.language?.toUpperCase()).toBe('KO');
  expectStoredFields(submission, step1);
});
