import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutboxRepository,
  desc,
  eq,
  form_submissions,
  importContentPack,
  newsletter_subscriptions,
  users,
  type FormSubmission,
  type OutboxMessage,
} from '@maison/db';
import {
  FORM_ACTIONS,
  FORM_RATE_LIMIT_PER_IP,
  FORM_SUBMISSIONS_PAGE_SIZE,
  eventDateForSending,
  requiredFormFields,
  type FormAction,
} from '@maison/domain';
import type { Mailer } from '@maison/services/email';
import { createApp, issueAccessToken } from '../src';
import { captureLogger, createTestDb, jsonRequest, testApp, type TestDb } from './helpers';

const FIXTURES = fileURLToPath(new URL('./fixtures/forms', import.meta.url));
const SITE = 'https://maison.example';
const BRAND = 'concierge@maison.test';
const REQUIRED = 'This field is required.';
const MUSEUM_STORY = '5a1f0000-0000-4000-8000-000000000001';
const MUSEUM_FORM = 'museum-form';
const KELLER_CRM = 'c42d03d7-526d-4eef-80a9-7325239ceac4';
const GINZA_CRM = '9b1a0c55-7e8f-4c3d-a2b1-5f6e7d8c9b0a';

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];
let logs: Record<string, unknown>[];
const tokens: Record<string, string> = {};
let ipCounter = 0;

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  delete process.env.FORMS_NOTIFY_EMAIL;
  testDb = await createTestDb({ seed: true });
  await importContentPack(testDb.db, FIXTURES);
  ({ app, logs } = testApp(testDb.db));
  for (const u of await testDb.db.select().from(users)) {
    tokens[u.email.split('@')[0] as string] = await issueAccessToken(u);
  }
});
afterAll(() => testDb.close());

const freshIp = () => `10.5.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const auth = (who: string) => ({ Authorization: `Token ${tokens[who]}` });

interface Answer {
  status: number;
  json: Record<string, unknown>;
  res: Response;
}

/** A request from a fresh client IP unless one is given. */
async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const allHeaders = { 'x-forwarded-for': freshIp(), ...headers };
  const init =
    body === undefined ? { method, headers: allHeaders } : jsonRequest(method, body, allHeaders);
  const res = await app.request(`/api/v1${path}`, init);
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: res.status, json, res };
}

const post = (body: unknown, headers?: Record<string, string>) =>
  call('POST', '/forms/', body, headers);

let emailCounter = 0;
const uniqueEmail = (who = 'visitor') => `${who}.${++emailCounter}@example.com`;

/** The minimal valid payload of each action (the waitlist needs a jeweler login). */
function minimal(action: FormAction, email = uniqueEmail()): Record<string, unknown> {
  const person = { gender: 'W', first_name: 'Anna', last_name: 'Berger', email };
  const common = {
    action,
    form_id: `form-${action.toLowerCase()}`,
    used_website_language: 'DE',
    storyblok_story_uuid: null,
    storyblok_component_uid: null,
    store_uuid: null,
    metadata: { context: 'website' },
  };
  switch (action) {
    case 'REGISTRATION':
      return { ...common, email, data_agreement: true, selected_language: null };
    case 'CONTACT_FORM':
      return {
        ...common,
        email,
        message: 'Ich interessiere mich für den Ring.',
        data_agreement: true,
      };
    case 'APPOINTMENT_REQUEST':
      return {
        ...common,
        ...person,
        mobile_phone: '+49 170 1234567',
        appointment_request: 'Samstagvormittag',
        data_agreement: true,
      };
    case 'ADDRESS_FORM':
      return {
        ...common,
        ...person,
        address_street: 'Maximilianstraße',
        address_number: '12',
        address_zip_code: '80539',
        address_city: 'München',
        address_country: 'DE',
        data_agreement: true,
      };
    case 'NEWSLETTER_SUBSCRIBE':
      return { ...common, ...person, data_agreement: true };
    case 'NEWSLETTER_UNSUBSCRIBE':
      return { ...common, email };
    case 'EVENT_REGISTRATION':
      return {
        ...common,
        ...person,
        event_date: eventDateForSending('2030-06-04'),
        data_agreement: true,
        storyblok_story_uuid: MUSEUM_STORY,
        storyblok_component_uid: MUSEUM_FORM,
      };
    case 'LIMITED_RING_REQUEST': {
      const { used_website_language: _lang, ...rest } = common;
      return {
        ...rest,
        language: 'de',
        customer_lastname: 'Meier',
        jewelry_value: '4500',
        data_agreement: true,
      };
    }
  }
}

const COMMON_KEYS = new Set([
  'action',
  'form_id',
  'used_website_language',
  'language',
  'storyblok_story_uuid',
  'storyblok_component_uid',
  'store_uuid',
  'metadata',
]);
const ownFields = (payload: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => !COMMON_KEYS.has(key)));

async function row(uuid: unknown): Promise<FormSubmission> {
  const [found] = await testDb.db
    .select()
    .from(form_submissions)
    .where(eq(form_submissions.uuid, String(uuid)));
  if (!found) throw new Error(`no submission ${String(uuid)}`);
  return found;
}

const outbox = () => createOutboxRepository(testDb.db);
async function mailsTo(to: string): Promise<OutboxMessage[]> {
  return (await outbox().list(1000)).filter((m) => m.to === to);
}
async function mailsAbout(uuid: unknown): Promise<OutboxMessage[]> {
  return (await outbox().list(1000)).filter((m) => m.text.includes(String(uuid)));
}

/** Posts a subscription for `email` and returns the submission uuid and the mailed link. */
async function subscribe(email: string, language = 'EN') {
  const { status, json } = await post({
    ...minimal('NEWSLETTER_SUBSCRIBE', email),
    used_website_language: language,
  });
  expect(status).toBe(201);
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  return { uuid: String(json.uuid), link, mail };
}

describe('POST /forms/: the minimal valid payload of every action', () => {
  const actions = FORM_ACTIONS.filter(
    (a) => a !== 'LIMITED_RING_REQUEST' && a !== 'NEWSLETTER_UNSUBSCRIBE',
  );

  it.each(actions)('%s → 201 and the stored row holds what was sent', async (action) => {
    const payload = minimal(action);
    const { status, json } = await post(payload);
    expect(status).toBe(201);
    expect(Object.keys(json)).toEqual(['uuid']);
    expect(json.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await row(json.uuid);
    expect(stored).toMatchObject({
      action,
      form_id: `form-${action.toLowerCase()}`,
      language: 'de',
      channel: 'website',
      jeweler_slug: null,
      store_uuid: null,
      email: payload.email,
      user_id: null,
    });
    expect(stored.data).toEqual(ownFields(payload));
    expect(stored.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('NEWSLETTER_UNSUBSCRIBE → 201 for a subscribed address', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const { status, json } = await post(minimal('NEWSLETTER_UNSUBSCRIBE', email));
    expect(status).toBe(201);
    expect((await row(json.uuid)).data).toEqual({ email });
  });

  it('LIMITED_RING_REQUEST → 201 for a jeweler; the server fills the organization', async () => {
    const payload = minimal('LIMITED_RING_REQUEST');
    const { status, json } = await post(payload, auth('jeweler'));
    expect(status).toBe(201);
    const stored = await row(json.uuid);
    const [jeweler] = await testDb.db
      .select()
      .from(users)
      .where(eq(users.email, 'jeweler@maison.test'));
    expect(stored).toMatchObject({
      action: 'LIMITED_RING_REQUEST',
      language: 'de',
      email: 'jeweler@maison.test',
      user_id: jeweler?.id,
    });
    expect(stored.data).toEqual({
      ...ownFields(payload),
      jeweller_name: 'Juwelier Hofmann & Söhne',
      jeweller_customer_id: '1',
    });
  });

  it('keeps jeweller fields the form sends, accepts upper-case language and numbers as text', async () => {
    const { status, json } = await post(
      {
        ...minimal('LIMITED_RING_REQUEST'),
        language: 'JA',
        jewelry_value: 12000,
        ring_size: 54,
        jeweller_name: 'Filiale Nürnberg',
        jeweller_customer_id: 'K-778',
      },
      auth('jeweler'),
    );
    expect(status).toBe(201);
    const stored = await row(json.uuid);
    expect(stored.language).toBe('ja');
    expect(stored.data).toMatchObject({
      jewelry_value: '12000',
      ring_size: '54',
      jeweller_name: 'Filiale Nürnberg',
      jeweller_customer_id: 'K-778',
    });
  });

  it('trims texts, lower-cases the e-mail column, stores click ids and the logged-in user', async () => {
    const { status, json } = await post(
      {
        ...minimal('CONTACT_FORM', 'Mixed.Case@Example.com'),
        message: '  Bitte um Rückruf.  ',
        products: ' 10-1021, 20-2001 ,',
        subject: 'Verlobungsring',
        google_click_id: 'gclid-123',
        meta_click_id: 'fbclid-456',
        unknown_field: 'ignored',
      },
      auth('visitor'),
    );
    expect(status).toBe(201);
    const stored = await row(json.uuid);
    expect(stored.email).toBe('mixed.case@example.com');
    expect(stored.google_click_id).toBe('gclid-123');
    expect(stored.meta_click_id).toBe('fbclid-456');
    expect(stored.user_id).not.toBeNull();
    expect(stored.data).toEqual({
      email: 'Mixed.Case@Example.com',
      message: 'Bitte um Rückruf.',
      products: '10-1021,20-2001',
      subject: 'Verlobungsring',
      data_agreement: true,
    });
  });
});

describe('POST /forms/: validation', () => {
  const withRequired = FORM_ACTIONS.flatMap((action) =>
    requiredFormFields(action, 'de').map((field) => [action, field] as const),
  );

  it.each(withRequired)('%s without %s → 400 naming that field only', async (action, field) => {
    const payload = minimal(action);
    delete payload[field];
    const { status, json } = await post(
      payload,
      action === 'LIMITED_RING_REQUEST' ? auth('jeweler') : {},
    );
    expect(status).toBe(400);
    expect(json).toEqual({ [field]: [REQUIRED] });
  });

  it('blank texts and an unticked data agreement count as missing; all errors come at once', async () => {
    const { status, json } = await post({
      ...minimal('APPOINTMENT_REQUEST'),
      first_name: '   ',
      mobile_phone: '',
      data_agreement: false,
      gender: 'X',
      email: 'not-an-address',
      title: 'KING',
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      first_name: [REQUIRED],
      mobile_phone: [REQUIRED],
      data_agreement: [REQUIRED],
      gender: ['"X" is not a valid choice.'],
      email: ['Enter a valid email address.'],
      title: ['"KING" is not a valid choice.'],
    });
  });

  it('an empty body names action; an unknown action names action', async () => {
    expect(await post({})).toMatchObject({ status: 400, json: { action: [REQUIRED] } });
    expect(await post({ action: 'NOPE', email: 'a@b.ch' })).toMatchObject({
      status: 400,
      json: { action: ['"NOPE" is not a valid choice.'] },
    });
    expect((await post({ action: 42 })).json).toEqual({ action: ['"42" is not a valid choice.'] });
    expect((await post([1, 2])).json).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });

  it('the language is required and must be one of ours', async () => {
    const { used_website_language: _l, ...withoutLanguage } = minimal('CONTACT_FORM');
    expect((await post(withoutLanguage)).json).toEqual({ used_website_language: [REQUIRED] });
    expect((await post({ ...withoutLanguage, used_website_language: 'FR' })).json).toEqual({
      used_website_language: ['"FR" is not a valid choice.'],
    });
  });

  it('types, lengths and JSON errors answer in the DRF shapes', async () => {
    const { json } = await post({
      ...minimal('CONTACT_FORM'),
      message: 'x'.repeat(2001),
      subject: ['a'],
      data_agreement: 'maybe',
      products: '10-1021, <script>',
      metadata: 'microsite',
    });
    expect(json).toEqual({
      message: ['Ensure this field has no more than 2000 characters.'],
      subject: ['Not a valid string.'],
      data_agreement: ['Must be a valid boolean.'],
      products: ['Enter article numbers separated by commas.'],
      metadata: ['Invalid data. Expected a dictionary, but got str.'],
    });
    const bad = await app.request(
      '/api/v1/forms/',
      jsonRequest('POST', '{"action": ', { 'x-forwarded-for': freshIp() }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
    const form = await app.request('/api/v1/forms/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': freshIp() },
      body: 'action=CONTACT_FORM',
    });
    expect(form.status).toBe(415);
  });

  it('DRF booleans accept their usual spellings', async () => {
    const { status, json } = await post({ ...minimal('REGISTRATION'), data_agreement: 'true' });
    expect(status).toBe(201);
    expect((await row(json.uuid)).data.data_agreement).toBe(true);
  });
});

describe('locale rules (001 §5)', () => {
  it('a Korean contact enquiry needs mobile_phone; a German one does not', async () => {
    const ko = { ...minimal('CONTACT_FORM'), used_website_language: 'KO' };
    expect(await post(ko)).toMatchObject({ status: 400, json: { mobile_phone: [REQUIRED] } });
    expect((await post({ ...ko, mobile_phone: '+82 10 1234 5678' })).status).toBe(201);
    expect((await post(minimal('CONTACT_FORM'))).status).toBe(201);
  });

  it('a Japanese address needs address_region and mobile_phone, not address_number', async () => {
    const ja: Record<string, unknown> = { ...minimal('ADDRESS_FORM'), used_website_language: 'JA' };
    const missing = await post(ja);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ address_region: [REQUIRED], mobile_phone: [REQUIRED] });
    const { address_number: _n, ...withoutNumber } = ja;
    const ok = await post({
      ...withoutNumber,
      address_region: '東京都',
      mobile_phone: '090-1234-5678',
      address_country: 'jp',
    });
    expect(ok.status).toBe(201);
    const stored = await row(ok.json.uuid);
    expect(stored.language).toBe('ja');
    expect(stored.data.address_country).toBe('JP');
    expect(stored.data).not.toHaveProperty('address_number');
    const { address_number: _m, ...germanWithoutNumber } = minimal('ADDRESS_FORM');
    expect((await post(germanWithoutNumber)).json).toEqual({ address_number: [REQUIRED] });
  });
});

describe('museum event dates (001 §5)', () => {
  // The fixture window: 2030-06-03 (a Monday) to 2030-06-28, Mondays and Sundays excluded.
  const museum = (day: string) => ({
    ...minimal('EVENT_REGISTRATION'),
    event_date: eventDateForSending(day),
  });
  const cannotBook = { event_date: ['This date cannot be booked.'] };

  it.each([
    ['the day before the start', '2030-06-02'],
    ['the start day, a Monday (excluded)', '2030-06-03'],
    ['an excluded Monday', '2030-06-10'],
    ['an excluded Sunday', '2030-06-09'],
    ['the day after the end', '2030-06-29'],
  ])('%s (%s) → 400', async (_label, day) => {
    expect(await post(museum(day))).toMatchObject({ status: 400, json: cannotBook });
  });

  it.each([
    ['a Tuesday inside the window', '2030-06-04'],
    ['the end day', '2030-06-28'],
  ])('%s (%s) → 201, stored as sent', async (_label, day) => {
    const { status, json } = await post(museum(day));
    expect(status).toBe(201);
    expect((await row(json.uuid)).data.event_date).toBe(`${day}T07:00:00.000Z`);
  });

  it('the day is the UTC day of the instant minus 7 hours, in any offset notation', async () => {
    // 2030-06-04T06:00Z names 2030-06-03 (excluded); 09:00+02:00 is 07:00Z on the 4th.
    const early = { ...museum('2030-06-04'), event_date: '2030-06-04T06:00:00Z' };
    expect(await post(early)).toMatchObject({ status: 400, json: cannotBook });
    const offset = { ...museum('2030-06-04'), event_date: '2030-06-04T09:00:00+02:00' };
    expect((await post(offset)).status).toBe(201);
  });

  it('an unknown story or component, or a malformed date, is refused by name', async () => {
    expect(
      (await post({ ...museum('2030-06-04'), storyblok_component_uid: 'other' })).json,
    ).toEqual({ storyblok_component_uid: ['Unknown form.'] });
    expect((await post({ ...museum('2030-06-04'), storyblok_story_uuid: null })).json).toEqual({
      storyblok_component_uid: ['Unknown form.'],
    });
    const malformed = await post({ ...museum('2030-06-04'), event_date: '04.06.2030' });
    expect(Object.keys(malformed.json)).toEqual(['event_date']);
    expect((malformed.json.event_date as string[])[0]).toMatch(/^Datetime has wrong format/);
  });
});

describe('yearly-ring waitlist access (001 §6)', () => {
  const denied = { detail: 'You do not have permission to perform this action.' };

  it('anonymous → 403, even before the fields are checked', async () => {
    expect(await post(minimal('LIMITED_RING_REQUEST'))).toMatchObject({
      status: 403,
      json: denied,
    });
    expect(await post({ action: 'LIMITED_RING_REQUEST' })).toMatchObject({
      status: 403,
      json: denied,
    });
  });

  it('a visitor without a portal membership → 403; a bad token → 403', async () => {
    expect(await post(minimal('LIMITED_RING_REQUEST'), auth('visitor'))).toMatchObject({
      status: 403,
      json: denied,
    });
    expect(
      (await post(minimal('LIMITED_RING_REQUEST'), { Authorization: 'Token nonsense' })).status,
    ).toBe(403);
  });

  it('any jeweler with a membership may join; nothing was stored for the denied', async () => {
    expect((await post(minimal('LIMITED_RING_REQUEST'), auth('solo'))).status).toBe(201);
    const rows = await testDb.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.action, 'LIMITED_RING_REQUEST'));
    expect(
      rows.every((r) => r.email === 'jeweler@maison.test' || r.email === 'solo@maison.test'),
    ).toBe(true);
  });
});

describe('e-mails', () => {
  it('the brand is notified and the visitor confirmed in the form language', async () => {
    const email = uniqueEmail();
    const { json } = await post({
      ...minimal('CONTACT_FORM', email),
      used_website_language: 'JA',
      mobile_phone: '090-1111-2222',
    });
    const about = await mailsAbout(json.uuid);
    const notification = about.find((m) => m.kind === 'form_notification');
    expect(notification).toMatchObject({ to: BRAND, language: 'de' });
    expect(notification?.subject).toBe('Neuer Formulareingang: Kontaktanfrage');
    expect(notification?.text).toContain('Nachricht: Ich interessiere mich für den Ring.');
    expect(notification?.text).toContain('Mobiltelefon: 090-1111-2222');
    expect(notification?.text).toContain('Sprache: JA');
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ kind: 'form_confirmation', language: 'ja' });
    expect(confirmation?.subject).toBe('お問い合わせありがとうございます');
    expect(confirmation?.text).not.toContain('Ich interessiere mich');
  });

  it('FORMS_NOTIFY_EMAIL redirects the brand notifications', async () => {
    process.env.FORMS_NOTIFY_EMAIL = 'salon@maison.example';
    try {
      const { json } = await post(minimal('REGISTRATION'));
      expect((await mailsAbout(json.uuid)).map((m) => m.to)).toEqual(['salon@maison.example']);
    } finally {
      delete process.env.FORMS_NOTIFY_EMAIL;
    }
  });

  it('a microsite form notifies its jeweler, in the jeweler’s language, not the brand', async () => {
    const before = (await mailsTo(BRAND)).length;
    const { status, json } = await post({
      ...minimal('CONTACT_FORM'),
      store_uuid: KELLER_CRM,
      metadata: {
        context: 'microsite',
        jeweler_slug: 'bijouterie-keller',
        jeweler_story_uuid: '5a1f0000-0000-4000-8000-000000000003',
      },
    });
    expect(status).toBe(201);
    expect(await row(json.uuid)).toMatchObject({
      channel: 'microsite',
      jeweler_slug: 'bijouterie-keller',
      jeweler_story_uuid: '5a1f0000-0000-4000-8000-000000000003',
      store_uuid: KELLER_CRM,
    });
    const notification = (await mailsAbout(json.uuid)).find((m) => m.kind === 'form_notification');
    expect(notification).toMatchObject({ to: 'kontakt@bijouterie-keller.example', language: 'de' });
    expect(notification?.text).toContain('Kanal: Juwelier-Microsite (bijouterie-keller)');
    expect((await mailsTo(BRAND)).length).toBe(before);

    const ginza = await post({ ...minimal('CONTACT_FORM'), store_uuid: GINZA_CRM });
    const toGinza = (await mailsAbout(ginza.json.uuid)).find((m) => m.kind === 'form_notification');
    expect(toGinza).toMatchObject({ to: 'lounge@ginza.example', language: 'ja' });
  });

  it('an unknown store_uuid falls back to the brand', async () => {
    const { json } = await post({
      ...minimal('CONTACT_FORM'),
      store_uuid: '00000000-0000-4000-8000-000000000000',
    });
    const notification = (await mailsAbout(json.uuid)).find((m) => m.kind === 'form_notification');
    expect(notification?.to).toBe(BRAND);
  });

  it('a failing mail server does not fail the stored submission', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const { logger, lines } = captureLogger();
    const other = createApp({ db: testDb.db, logger, mailer: failing });
    const res = await other.request(
      '/api/v1/forms/',
      jsonRequest('POST', minimal('CONTACT_FORM'), { 'x-forwarded-for': freshIp() }),
    );
    expect(res.status).toBe(201);
    const { uuid } = (await res.json()) as { uuid: string };
    expect((await row(uuid)).action).toBe('CONTACT_FORM');
    expect(lines.some((l) => l.level === 50 && l.uuid === uuid)).toBe(true);
  });
});

describe('PATCH /forms/{uuid}/ (contact step 2, wizard)', () => {
  it('an unknown or malformed uuid → 404', async () => {
    const unknown = await call('PATCH', '/forms/6f1c2d3e-4a5b-4c6d-8e7f-000000000000/', {
      first_name: 'Jonas',
    });
    expect(unknown).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect((await call('PATCH', '/forms/not-a-uuid/', {})).status).toBe(404);
  });

  it('only contact submissions can be patched', async () => {
    const { json } = await post(minimal('REGISTRATION'));
    expect((await call('PATCH', `/forms/${String(json.uuid)}/`, { first_name: 'X' })).status).toBe(
      404,
    );
  });

  it('merges step 2 into the stored fields and notifies the addition', async () => {
    const step1 = minimal('CONTACT_FORM');
    const { json } = await post({ ...step1, products: '10-1021,20-2001' });
    const uuid = String(json.uuid);
    const step2 = {
      title: 'DR',
      gender: 'M',
      first_name: 'Jonas',
      last_name: 'Keller',
      address_zip_code: '8001',
      address_city: 'Zürich',
      newsletter_subscription: false,
      google_click_id: 'gclid-step2',
      meta_click_id: null,
      action: 'CONTACT_FORM',
      form_id: 'form-contact_form',
      language: 'de',
    };
    const patched = await call('PATCH', `/forms/${uuid}/`, step2);
    expect(patched).toMatchObject({ status: 200, json: { uuid } });
    const stored = await row(uuid);
    expect(stored.data).toEqual({
      ...ownFields(step1),
      products: '10-1021,20-2001',
      title: 'DR',
      gender: 'M',
      first_name: 'Jonas',
      last_name: 'Keller',
      address_zip_code: '8001',
      address_city: 'Zürich',
      newsletter_subscription: false,
    });
    expect(stored.google_click_id).toBe('gclid-step2');
    expect(stored.updated_at.getTime()).toBeGreaterThanOrEqual(stored.created_at.getTime());
    const update = (await mailsAbout(uuid)).find(
      (m) => m.kind === 'form_notification' && m.subject.startsWith('Ergänzung'),
    );
    expect(update?.text).toContain('Vorname: Jonas');
    expect(update?.text).toContain('Titel: Dr.');
  });

  it('the wizard patches products and message', async () => {
    const { json } = await post(minimal('CONTACT_FORM'));
    const uuid = String(json.uuid);
    const res = await call('PATCH', `/forms/${uuid}/`, {
      products: '30-3005,40-4002',
      message: 'Frage 1: Gelbgold',
      action: 'CONTACT_FORM',
      form_id: 'wizard',
      used_website_language: 'EN',
    });
    expect(res.status).toBe(200);
    const stored = await row(uuid);
    expect(stored.data).toMatchObject({
      products: '30-3005,40-4002',
      message: 'Frage 1: Gelbgold',
    });
    expect(stored.language).toBe('en');
  });

  it('bad step 2 fields → 400 naming them; another action → 400', async () => {
    const { json } = await post(minimal('CONTACT_FORM'));
    const uuid = String(json.uuid);
    expect((await call('PATCH', `/forms/${uuid}/`, { gender: 'Q', title: 7 })).json).toEqual({
      gender: ['"Q" is not a valid choice.'],
      title: ['"7" is not a valid choice.'],
    });
    expect((await call('PATCH', `/forms/${uuid}/`, { action: 'ADDRESS_FORM' })).json).toEqual({
      action: ['"ADDRESS_FORM" is not a valid choice.'],
    });
  });

  it('newsletter_subscription: true starts the double opt-in for the submission’s address', async () => {
    const email = uniqueEmail();
    const { json } = await post(minimal('CONTACT_FORM', email));
    const uuid = String(json.uuid);
    expect(
      (await call('PATCH', `/forms/${uuid}/`, { newsletter_subscription: true, language: 'de' }))
        .status,
    ).toBe(200);
    const optIn = (await mailsTo(email)).find((m) => m.kind === 'newsletter_confirm');
    expect(optIn?.text).toContain(`${SITE}/newsletter/bestaetigung?uuid=${uuid}`);
    expect((await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`)).status).toBe(200);
  });
});

describe('newsletter double opt-in', () => {
  it('subscribing mails the confirmation link in the form language; confirming answers 200', async () => {
    const email = uniqueEmail('news');
    const { uuid, link, mail } = await subscribe(email, 'EN');
    expect(mail).toMatchObject({ kind: 'newsletter_confirm', language: 'en' });
    expect(link).toBe(`${SITE}/en/newsletter/confirmation?uuid=${uuid}`);
    // A sign-up is list management: no staff notification, no second mail.
    expect((await mailsAbout(uuid)).map((m) => m.to)).toEqual([email]);
    const [pending] = await testDb.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(pending).toMatchObject({ status: 'pending', submission_uuid: uuid, language: 'en' });

    const confirmed = await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`);
    expect(confirmed).toMatchObject({ status: 200, json: { uuid, status: 'confirmed' } });
    expect((await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`)).status).toBe(200);
    const [after] = await testDb.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(after?.status).toBe('confirmed');
    expect(after?.confirmed_at).toBeInstanceOf(Date);
  });

  it('the German link has no locale prefix; Japanese uses the translated path', async () => {
    const de = await subscribe(uniqueEmail('news'), 'DE');
    expect(de.link).toBe(`${SITE}/newsletter/bestaetigung?uuid=${de.uuid}`);
    const ja = await subscribe(uniqueEmail('news'), 'JA');
    expect(ja.link).toBe(`${SITE}/ja/newsletter/confirmation?uuid=${ja.uuid}`);
  });

  it('an unknown uuid → 404', async () => {
    const unknown = await call(
      'POST',
      '/forms/6f1c2d3e-4a5b-4c6d-8e7f-000000000001/newsletter-subscribe-confirm/',
    );
    expect(unknown).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect((await call('POST', '/forms/xyz/newsletter-subscribe-confirm/')).status).toBe(404);
    const { json } = await post(minimal('CONTACT_FORM'));
    expect(
      (await call('POST', `/forms/${String(json.uuid)}/newsletter-subscribe-confirm/`)).status,
    ).toBe(404);
  });

  it('a confirmed subscriber is not mailed again; the account flag follows the subscription', async () => {
    const { uuid } = await subscribe('visitor@maison.test', 'DE');
    await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`);
    const flag = async () =>
      (await testDb.db.select().from(users).where(eq(users.email, 'visitor@maison.test')))[0]
        ?.newsletter;
    expect(await flag()).toBe(true);
    const mails = (await mailsTo('visitor@maison.test')).length;
    const again = await post(minimal('NEWSLETTER_SUBSCRIBE', 'visitor@maison.test'));
    expect(again.status).toBe(201);
    expect((await mailsTo('visitor@maison.test')).length).toBe(mails);
    expect((await post(minimal('NEWSLETTER_UNSUBSCRIBE', 'visitor@maison.test'))).status).toBe(201);
    expect(await flag()).toBe(false);
  });

  it('unsubscribe answers codes the page maps; an ended link no longer confirms', async () => {
    const notSubscribed = await post(minimal('NEWSLETTER_UNSUBSCRIBE', uniqueEmail('never')));
    expect(notSubscribed).toMatchObject({
      status: 400,
      json: {
        code: 'not_subscribed',
        detail: 'This e-mail address is not subscribed to the newsletter.',
      },
    });
    const email = uniqueEmail('leaving');
    const { uuid } = await subscribe(email);
    const first = await post(minimal('NEWSLETTER_UNSUBSCRIBE', email.toUpperCase()));
    expect(first.status).toBe(201);
    const confirmation = (await mailsTo(email)).find((m) => m.kind === 'form_confirmation');
    expect(confirmation?.subject).toBe('Sie sind vom MAISON-Newsletter abgemeldet');
    const second = await post(minimal('NEWSLETTER_UNSUBSCRIBE', email));
    expect(second).toMatchObject({
      status: 400,
      json: {
        code: 'already_unsubscribed',
        detail: 'This e-mail address is already unsubscribed from the newsletter.',
      },
    });
    expect((await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`)).status).toBe(404);
    // Subscribing again starts a new opt-in.
    const back = await post(minimal('NEWSLETTER_SUBSCRIBE', email));
    const [row2] = await testDb.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(row2).toMatchObject({ status: 'pending', submission_uuid: back.json.uuid });
  });

  it('newsletter_subscription on another form starts the opt-in too', async () => {
    const email = uniqueEmail();
    const { json } = await post({
      ...minimal('APPOINTMENT_REQUEST', email),
      newsletter_subscription: true,
    });
    const kinds = (await mailsTo(email)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['form_confirmation', 'newsletter_confirm']);
    const [sub] = await testDb.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(sub).toMatchObject({ status: 'pending', submission_uuid: json.uuid });
  });
});

describe('dedupe and rate limit', () => {
  it('the same submission from the same address within a minute is stored and mailed once', async () => {
    const email = uniqueEmail('twice');
    const payload = minimal('CONTACT_FORM', email);
    const ip = freshIp();
    const first = await post(payload, { 'x-forwarded-for': ip });
    const second = await post({ ...payload, form_id: 'another-id' }, { 'x-forwarded-for': ip });
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, json: { uuid: first.json.uuid } });
    const rows = await testDb.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    // Another address, or other fields, make a new submission.
    const elsewhere = await post(payload);
    expect(elsewhere.json.uuid).not.toBe(first.json.uuid);
    const changed = await post(
      { ...payload, message: 'Noch eine Frage.' },
      { 'x-forwarded-for': ip },
    );
    expect(changed.json.uuid).not.toBe(first.json.uuid);
  });

  it('concurrent equal submissions still make one row', async () => {
    const email = uniqueEmail('race');
    const ip = freshIp();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(minimal('REGISTRATION', email), { 'x-forwarded-for': ip })),
    );
    expect(new Set(answers.map((a) => a.json.uuid)).size).toBe(1);
    const rows = await testDb.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.email, email));
    expect(rows).toHaveLength(1);
  });

  it(`over ${FORM_RATE_LIMIT_PER_IP} requests per window from one IP → 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_RATE_LIMIT_PER_IP; i++) {
      expect((await post({}, { 'x-forwarded-for': ip })).status).toBe(400);
    }
    const throttled = await post(minimal('CONTACT_FORM'), { 'x-forwarded-for': ip });
    expect(throttled.status).toBe(429);
    expect(throttled.json.detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds?\.$/,
    );
    expect(Number(throttled.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const patched = await call(
      'PATCH',
      '/forms/6f1c2d3e-4a5b-4c6d-8e7f-000000000000/',
      {},
      {
        'x-forwarded-for': ip,
      },
    );
    expect(patched.status).toBe(429);
    expect((await post(minimal('CONTACT_FORM'))).status).toBe(201);
  });
});

describe('staff list and export', () => {
  it('needs a login (401) as a superuser (403)', async () => {
    for (const path of ['/forms/', '/forms/export/', '/forms/?action=NOPE']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, undefined, auth('visitor'))).status).toBe(403);
      expect((await call('GET', path, undefined, auth('jeweler'))).status).toBe(403);
    }
  });

  it('lists newest first, filters by action and day, pages', async () => {
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { json } = await post({ ...minimal('ADDRESS_FORM'), address_number: String(100 + i) });
      created.push(String(json.uuid));
    }
    const all = await call('GET', '/forms/', undefined, auth('admin'));
    expect(all.status).toBe(200);
    const results = all.json.results as { uuid: string; created_at: string; action: string }[];
    expect(all.json.count).toBeGreaterThan(3);
    const times = results.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [newest] = await testDb.db
      .select()
      .from(form_submissions)
      .orderBy(desc(form_submissions.created_at), desc(form_submissions.id))
      .limit(1);
    expect(results[0]?.uuid).toBe(newest?.uuid);

    const addresses = await call('GET', '/forms/?action=ADDRESS_FORM', undefined, auth('admin'));
    const list = addresses.json.results as { uuid: string; action: string; data: object }[];
    expect(list.every((r) => r.action === 'ADDRESS_FORM')).toBe(true);
    expect(list.slice(0, 3).map((r) => r.uuid)).toEqual([...created].reverse());
    expect(list[0]).toMatchObject({
      channel: 'website',
      language: 'de',
      form_id: 'form-address_form',
      data: { address_number: '102' },
    });
    expect(addresses.json.next).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const q = (query: string) => call('GET', `/forms/?${query}`, undefined, auth('admin'));
    expect((await q(`created_after=${today}&created_before=${today}`)).json.count).toBe(
      all.json.count,
    );
    expect((await q(`created_after=${tomorrow}`)).json).toMatchObject({ count: 0, results: [] });
    expect((await q(`created_before=${yesterday}`)).json.count).toBe(0);
    expect(await q('created_after=2026-02-30')).toMatchObject({
      status: 400,
      json: { created_after: ['Enter a valid date.'] },
    });
    expect(await q('action=NOPE')).toMatchObject({
      status: 400,
      json: { action: ['"NOPE" is not a valid choice.'] },
    });
    expect(await q('page=999')).toMatchObject({ status: 404, json: { detail: 'Invalid page.' } });
    expect((await q('page=0')).status).toBe(404);
  });

  it('pages of FORM_SUBMISSIONS_PAGE_SIZE with a next link', async () => {
    const count = (await call('GET', '/forms/', undefined, auth('admin'))).json.count as number;
    for (let i = count; i <= FORM_SUBMISSIONS_PAGE_SIZE; i++) await post(minimal('REGISTRATION'));
    const first = await call('GET', '/forms/', undefined, auth('admin'));
    expect((first.json.results as unknown[]).length).toBe(FORM_SUBMISSIONS_PAGE_SIZE);
    const next = new URL(String(first.json.next));
    expect(next.searchParams.get('page')).toBe('2');
    const second = await call('GET', `/forms/?page=2`, undefined, auth('admin'));
    expect(second.status).toBe(200);
    const firstIds = new Set((first.json.results as { uuid: string }[]).map((r) => r.uuid));
    expect((second.json.results as { uuid: string }[]).some((r) => firstIds.has(r.uuid))).toBe(
      false,
    );
  });

  it('exports CSV: BOM, quoted cells, formula-safe, the action’s fields as columns', async () => {
    const { json } = await post({
      ...minimal('CONTACT_FORM', 'csv@example.com'),
      subject: '=HYPERLINK("http://evil.example","click")',
      message: 'Zeile 1\nZeile 2, mit Komma und "Zitat"',
      mobile_phone: '+41 44 555 04 00',
    });
    const uuid = String(json.uuid);
    await call('PATCH', `/forms/${uuid}/`, { first_name: '@Jonas', last_name: 'Müller' });
    const res = await app.request('/api/v1/forms/export/?action=CONTACT_FORM', {
      headers: auth('admin'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="forms-CONTACT_FORM-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe(
      [
        'uuid',
        'created_at',
        'action',
        'form_id',
        'language',
        'channel',
        'jeweler_slug',
        'store_uuid',
        'subject',
        'email',
        'mobile_phone',
        'message',
        'data_agreement',
        'products',
        'title',
        'gender',
        'first_name',
        'last_name',
        'address_zip_code',
        'address_city',
        'newsletter_subscription',
      ]
        .map((c) => `"${c}"`)
        .join(','),
    );
    const line = lines.find((l) => l.startsWith(`"${uuid}"`)) ?? '';
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain(`"'+41 44 555 04 00"`);
    expect(line).toContain('"Zeile 1\nZeile 2, mit Komma und ""Zitat"""');
    expect(line).toContain(`"'@Jonas","Müller"`);
    expect(line).toContain('"true"');
    expect(text.endsWith('\r\n')).toBe(true);
    // Newest first, only contact rows.
    const rows = text.split('\r\n').filter((l) => /^"[0-9a-f-]{36}"/.test(l));
    expect(rows.every((l) => l.includes('"CONTACT_FORM"'))).toBe(true);
    expect(rows[0]?.startsWith(`"${uuid}"`)).toBe(true);
  });

  it('exports every action’s fields without an action filter; bad filters → 400', async () => {
    const res = await app.request('/api/v1/forms/export/', { headers: auth('admin') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('forms-all-');
    const header = (await res.text()).replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
    for (const field of [
      'event_date',
      'customer_lastname',
      'address_region',
      'selected_language',
    ]) {
      expect(header).toContain(`"${field}"`);
    }
    const bad = await app.request('/api/v1/forms/export/?created_before=yesterday', {
      headers: auth('admin'),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ created_before: ['Enter a valid date.'] });
  });
});

describe('robustness', () => {
  const fieldNames = [
    'action',
    'email',
    'message',
    'data_agreement',
    'used_website_language',
    'language',
    'gender',
    'title',
    'event_date',
    'products',
    'metadata',
    'store_uuid',
    'storyblok_story_uuid',
    'storyblok_component_uid',
    'newsletter_subscription',
    'address_country',
  ];
  const action = fc.oneof(fc.constantFrom<unknown>(...FORM_ACTIONS), fc.string(), fc.jsonValue());
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record({ action }),
    fc
      .tuple(action, fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue()))
      .map(([a, fields]) => ({ ...fields, action: a })),
    fc
      .tuple(
        fc.constantFrom(...FORM_ACTIONS),
        fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue()),
      )
      .map(([a, fields]) => ({ ...minimal(a), ...fields })),
  );

  it('arbitrary JSON bodies never make POST or PATCH answer 5xx', async () => {
    const { json } = await post(minimal('CONTACT_FORM'));
    const uuid = String(json.uuid);
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.boolean(), async (sent, patchIt, asJeweler) => {
        const path = patchIt ? `/forms/${uuid}/` : '/forms/';
        const headers = asJeweler ? auth('jeweler') : {};
        const answer = await call(patchIt ? 'PATCH' : 'POST', path, sent, headers);
        expect(answer.status).toBeLessThan(500);
        expect([200, 201, 400, 403, 404]).toContain(answer.status);
      }),
      { numRuns: 150 },
    );
  });

  it('quotes a refused object action without calling its own toString (it answered 500)', async () => {
    const odd = await post({ action: { toString: false } });
    expect(odd.status).toBe(400);
    expect(odd.json).toEqual({ action: ['"{"toString":false}" is not a valid choice.'] });
    const { json } = await post(minimal('CONTACT_FORM'));
    const patched = await call('PATCH', `/forms/${String(json.uuid)}/`, {
      action: { toString: false },
    });
    expect(patched.status).toBe(400);
  });

  it('answers 400 naming the field for U+0000 in any text, nested ones too (PostgreSQL cannot store it)', async () => {
    const nul = await post({ ...minimal('CONTACT_FORM'), message: 'Guten\u0000Tag' });
    expect(nul.status).toBe(400);
    expect(nul.json).toEqual({ message: ['Null characters are not allowed.'] });
    const nested = await post({
      ...minimal('CONTACT_FORM'),
      metadata: { context: 'microsite', jeweler_slug: 'a\u0000b', jeweler_story_uuid: 'x' },
    });
    expect(nested.status).toBe(400);
    expect(nested.json).toEqual({ 'metadata.jeweler_slug': ['Null characters are not allowed.'] });
    const { json } = await post(minimal('CONTACT_FORM'));
    const patched = await call('PATCH', `/forms/${String(json.uuid)}/`, { first_name: '\u0000' });
    expect(patched.status).toBe(400);
    expect(patched.json).toEqual({ first_name: ['Null characters are not allowed.'] });
  });

  it('never logs e-mail addresses or message texts at info level', () => {
    const info = logs.filter((l) => l.level === 30).map((l) => JSON.stringify(l));
    expect(info.length).toBeGreaterThan(10);
    expect(info.filter((l) => /@example\.com|@maison\.test|Ich interessiere/.test(l))).toEqual([]);
  });

  it('describes the forms routes in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/api/v1/forms/'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/forms/{uuid}/'] ?? {})).toEqual(['patch']);
    expect(doc.paths['/api/v1/forms/{uuid}/newsletter-subscribe-confirm/']).toHaveProperty('post');
    expect(doc.paths['/api/v1/forms/export/']).toHaveProperty('get');
    expect(doc.components.schemas).toHaveProperty('FormContactForm');
    expect(doc.components.schemas).toHaveProperty('FormLimitedRingRequest');
  });
});
