import { expect, test } from '@playwright/test';
import { login, staffHeaders } from '../support/forms-api';
import { eachTestFromItsOwnAddress, uniqueEmail } from '../support/forms';
import { clientAddressHeaders, gotoReady } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API, the
 * content pack's form pages and the development mailbox: the staff list of submissions and its CSV
 * export.
 */

eachTestFromItsOwnAddress();

test('staff see submissions at /portal/formulare and export them as CSV', async ({
  page,
  request,
}) => {
  // One submission straight through the API, from its own client address.
  const email = uniqueEmail('staff');
  const created = await request.post('/api/v1/forms/', {
    headers: clientAddressHeaders(),
    data: {
      action: 'CONTACT_FORM',
      form_id: 'contact-service',
      used_website_language: 'DE',
      email,
      message: 'Bitte rufen Sie mich zurück.',
      data_agreement: true,
    },
  });
  expect(created.status()).toBe(201);

  const csv = await request.get('/api/v1/forms/export/?action=CONTACT_FORM', {
    headers: await staffHeaders(),
  });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\n')[0]).toContain('uuid');
  expect(text).toContain(email);
  expect((await request.get('/api/v1/forms/?action=CONTACT_FORM')).status()).toBe(401);

  await login(page, 'admin@maison.test');
  await gotoReady(page, '/portal/formulare');
  await expect(page.getByTestId('form-submissions')).toContainText(email);
});
