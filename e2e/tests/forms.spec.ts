import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tokenFor } from '../support/auth';
import { clientAddressHeaders, gotoReady } from '../support/page';

/**
 * The forms of issue 5 (docs/forms.md; 000 §2 sign-up, 001 §2–§9) against the real forms API,
 * the content pack's form pages and the development mailbox. Every test sends from its own
 * client address: the forms API counts submissions per address.
 */

const DEMO_PASSWORD = 'maison-demo-2026';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

// --- messages ------------------------------------------------------------------------------

const messages: Record<string, Record<string, unknown>> = {};
/** A message of the site's catalogue (apps/web/src/i18n/messages/<locale>.json) by dotted key. */
function message(locale: string, key: string): string {
  messages[locale] ??= JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/i18n/messages/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;
  // Keys may contain dots themselves ("form-general.required-field" is one nested key pair).
  let node: unknown = messages[locale];
  const parts = key.split('.');
  while (parts.length) {
    let matched = false;
    for (let n = parts.length; n > 0; n -= 1) {
      const candidate = parts.slice(0, n).join('.');
      if (node && typeof node === 'object' && candidate in node) {
        node = (node as Record<string, unknown>)[candidate];
        parts.splice(0, n);
        matched = true;
        break;
      }
    }
    if (!matched) throw new Error(`No message ${key} in ${locale}`);
  }
  if (typeof node !== 'string') throw new Error(`Message ${key} in ${locale} is not a string`);
  return node;
}
const requiredText = (locale: string) => message(locale, 'form-general.required-field');

// --- values --------------------------------------------------------------------------------

let unique = 0;
/** A fresh token per call: submissions never collide (dedupe) and are found again by it. */
function token(tag: string): string {
  unique += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${unique}`;
}
const uniqueEmail = (tag: string) => `e2e-${token(tag)}@maison.test`;

// Article numbers of the content pack (content/stories/produkte).
const RING = '10-1001';
const BRACELET = '20-2003';
const SECOND_RING = '10-1014';

// --- form helpers --------------------------------------------------------------------------

const field = (form: Locator, name: string) => form.locator(`[data-field="${name}"]`);
const submit = (form: Locator) => form.locator('button[type=submit]').click();

/** Picks the first bookable day in the date picker of `wrapper`; returns it as yyyy-MM-dd. */
async function pickFirstDay(page: Page, wrapper: Locator): Promise<string> {
  await wrapper.getByRole('combobox').click();
  const calendar = page.getByTestId('datepicker-calendar');
  await expect(calendar).toBeVisible();
  const cell = calendar
    .locator('td[data-day]:not([data-disabled]):not([data-outside]):not([data-hidden])')
    .first();
  const day = (await cell.getAttribute('data-day'))!;
  await cell.getByRole('button').click();
  await expect(calendar).toBeHidden();
  return day;
}

/**
 * Enters `value` in the field `name` of `form`, whatever its control: text input or area,
 * checkbox (Radix), the house dropdown (options carry data-value; without `value`, or when no
 * option has it, the first option with a value) or the date picker (the first bookable day).
 * Returns what was entered.
 */
async function enter(
  page: Page,
  form: Locator,
  name: string,
  value: string | boolean = '',
): Promise<string | boolean> {
  const wrapper = field(form, name);
  await expect(wrapper, name).toBeVisible();
  const checkbox = wrapper.getByRole('checkbox');
  if (await checkbox.count()) {
    if ((await checkbox.isChecked()) !== value) await checkbox.click();
    await expect(checkbox).toBeChecked({ checked: value === true });
    return value;
  }
  const combobox = wrapper.getByRole('combobox');
  if (await combobox.count()) {
    if ((await combobox.getAttribute('aria-haspopup')) === 'dialog') {
      return pickFirstDay(page, wrapper);
    }
    await combobox.click();
    const options = wrapper.locator('[role="option"]');
    await expect(options.first()).toBeVisible();
    let option = wrapper.locator(`[role="option"][data-value="${String(value)}"]`);
    if (!value || !(await option.count()))
      option = wrapper.locator('[role="option"]:not([data-value=""])').first();
    const chosen = (await option.getAttribute('data-value'))!;
    await option.click();
    await expect(wrapper.locator(`input[type="hidden"][name="${name}"]`)).toHaveValue(chosen);
    return chosen;
  }
  const control = wrapper.locator(`input[name="${name}"], textarea[name="${name}"]`).first();
  await control.fill(String(value));
  return value;
}

/** Enters every value; returns what was entered per field. */
async function enterAll(
  page: Page,
  form: Locator,
  values: Record<string, string | boolean>,
): Promise<Record<string, string | boolean>> {
  const entered: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    entered[name] = await enter(page, form, name, value);
  }
  return entered;
}

/**
 * Presses submit on the empty form: nothing is sent, and exactly the required fields show the
 * required-field message of `locale`, each under its own field.
 */
async function expectRequiredOnEmptySubmit(
  page: Page,
  form: Locator,
  locale: string,
  required: readonly string[],
) {
  const posted: string[] = [];
  const onRequest = (r: { method(): string; url(): string }) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1/forms/')) posted.push(r.url());
  };
  page.on('request', onRequest);
  await submit(form);
  const text = requiredText(locale);
  for (const name of required) {
    await expect(field(form, name), `${name} is required`).toContainText(text);
  }
  await expect(form.getByText(text, { exact: true })).toHaveCount(required.length);
  page.off('request', onRequest);
  expect(posted, 'an incomplete form sends nothing').toEqual([]);
}

async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => window.dataLayer ?? []);
}
async function expectEvent(page: Page, event: Record<string, unknown>) {
  await expect
    .poll(() => dataLayer(page), { message: `dataLayer has ${JSON.stringify(event)}` })
    .toContainEqual(expect.objectContaining(event));
}

// --- API helpers ---------------------------------------------------------------------------

interface Submission {
  uuid: string;
  action: string;
  form_id: string | null;
  language: string | null;
  channel: string | null;
  email: string | null;
  data: Record<string, unknown>;
}

let adminToken: string | undefined;
async function staffHeaders() {
  adminToken ??= await tokenFor({ id: 1, email: 'admin@maison.test', is_superuser: true });
  return { Authorization: `Token ${adminToken}` };
}

/** The stored submission of `action` that `match` picks, read through the staff API. */
async function stored(
  request: APIRequestContext,
  action: string,
  match: (s: Submission) => boolean,
): Promise<Submission> {
  let found: Submission | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/forms/?action=${action}`, {
          headers: await staffHeaders(),
        });
        expect(res.status()).toBe(200);
        const body = (await res.json()) as { results: Submission[] };
        found = body.results.find(match);
        return found !== undefined;
      },
      { message: `a stored ${action} submission` },
    )
    .toBe(true);
  return found!;
}
const byEmail = (email: string) => (s: Submission) =>
  (s.email ?? (s.data.email as string | undefined))?.toLowerCase() === email.toLowerCase();

/** Expects the stored fields to be what was typed (e-mail may live in its own column). */
function expectStoredFields(submission: Submission, typed: Record<string, unknown>) {
  expect({ email: submission.email, ...submission.data }).toMatchObject(typed);
}

/** The newest mail to `to` in the development mailbox, with its HTML. */
async function mailTo(request: APIRequestContext, to: string) {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/dev/mailbox/');
        expect(res.status()).toBe(200);
        const list = (await res.json()) as { id: number; to: string }[];
        id = list.find((m) => m.to.toLowerCase().includes(to.toLowerCase()))?.id;
        return id !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  const res = await request.get(`/api/v1/dev/mailbox/${id}/`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { subject: string; html: string; text: string; language: string };
}

async function login(page: Page, email: string) {
  await gotoReady(page, '/anmelden');
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.getByRole('button').click();
  await page.waitForURL(/\/konto/);
}

// --- tests ---------------------------------------------------------------------------------

test('sign-up on the home page: display event, required fields, success, stored, submit event', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/');
  const form = page.getByTestId('form-registration_form');
  await form.scrollIntoViewIfNeeded();
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

test('contact and museum pages have no serious accessibility violations, also with errors', async ({
  page,
}) => {
  for (const [path, component] of [
    ['/service/kontakt', 'contact_form'],
    ['/marke/schmuckmuseum', 'museum_form'],
  ] as const) {
    await gotoReady(page, path);
    await expectNoSeriousA11yViolations(page);
    const form = page.getByTestId(`form-${component}`);
    await submit(form);
    await expect(form.getByText(requiredText('de'), { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
