import { expect, test } from '@playwright/test';
import { byEmail, expectStoredFields, stored } from '../support/forms-api';
import {
  eachTestFromItsOwnAddress,
  enterAll,
  expectRequiredOnEmptySubmit,
  SECOND_RING,
  submit,
  token,
  uniqueEmail,
} from '../support/forms';
import { gotoReady } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API, the
 * content pack's form pages and the development mailbox: the appointment request and the address
 * form (German, Japanese).
 */

eachTestFromItsOwnAddress();

test('appointment with a preselected product: required fields, success, stored', async ({
  page,
  request,
}) => {
  await gotoReady(page, `/service/termin?product=${SECOND_RING}`);
  const form = page.getByTestId('form-appointment_form');
  await expectRequiredOnEmptySubmit(page, form, 'de', [
    'gender',
    'first_name',
    'last_name',
    'email',
    'mobile_phone',
    'appointment_request',
    'data_agreement',
  ]);
  const email = uniqueEmail('appointment');
  const typed = await enterAll(page, form, {
    gender: 'M',
    first_name: 'Jonas',
    last_name: 'Berger',
    email,
    mobile_phone: '+49 160 9876543',
    appointment_request: 'Samstag, 5. Dezember, vormittags in Pforzheim',
    message: `Wir suchen Verlobungsringe. ${token('appt')}`,
    data_agreement: true,
  });
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText(
    'Vielen Dank für Ihre Terminanfrage',
  );

  const submission = await stored(request, 'APPOINTMENT_REQUEST', byEmail(email));
  expect(submission.form_id).toBe('appointment-boutique');
  expectStoredFields(submission, { ...typed, products: SECOND_RING });
});

test('address form: required fields, success, stored', async ({ page, request }) => {
  await gotoReady(page, '/service/adresse');
  const form = page.getByTestId('form-address_form');
  await expectRequiredOnEmptySubmit(page, form, 'de', [
    'gender',
    'first_name',
    'last_name',
    'address_street',
    'address_number',
    'address_zip_code',
    'address_city',
    'address_country',
    'email',
    'data_agreement',
  ]);
  const email = uniqueEmail('address');
  const typed = await enterAll(page, form, {
    gender: 'W',
    first_name: 'Lena',
    last_name: `Hartmann ${token('addr')}`,
    address_street: 'Leopoldstraße',
    address_number: '28a',
    address_zip_code: '80802',
    address_city: 'München',
    address_country: 'DE',
    email,
    data_agreement: true,
  });
  expect(typed.address_country).toBe('DE');
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText('Vielen Dank');

  const submission = await stored(request, 'ADDRESS_FORM', byEmail(email));
  expect(submission.form_id).toBe('address-catalogue');
  expectStoredFields(submission, typed);
});

test('address form in Japanese: region and mobile required, house number not', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/ja/service/address');
  const form = page.getByTestId('form-address_form');
  await expectRequiredOnEmptySubmit(page, form, 'ja', [
    'gender',
    'first_name',
    'last_name',
    'address_street',
    'address_region',
    'address_zip_code',
    'address_city',
    'address_country',
    'email',
    'mobile_phone',
    'data_agreement',
  ]);
  const email = uniqueEmail('address-ja');
  const typed = await enterAll(page, form, {
    gender: 'M',
    last_name: '佐藤',
    first_name: `健 ${token('ja')}`,
    address_zip_code: '104-0061',
    address_region: '東京都',
    address_city: '中央区',
    address_street: '銀座4-6-16',
    address_country: 'JP',
    email,
    mobile_phone: '090-1234-5678',
    data_agreement: true,
  });
  await submit(form);
  await expect(page.getByTestId('form-success')).toContainText('ありがとうございます');

  const submission = await stored(request, 'ADDRESS_FORM', byEmail(email));
  expect(submission.language?.toUpperCase()).toBe('JA');
  expectStoredFields(submission, typed);
});
