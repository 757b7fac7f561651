import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createOutboxRepository,
  eq,
  form_submissions,
  users,
  type Db,
  type FormSubmission,
  type OutboxMessage,
} from '@maison/db';
import { eventDateForSending, type FormAction } from '@maison/domain';
import { issueAccessToken } from '../../src';
import { createTestDb, jsonRequest, testApp, type TestDb } from '../helpers';

/** The forms suites' world and requests: payloads, stored rows and mails of /api/v1/forms/. */

const FIXTURES = fileURLToPath(new URL('../fixtures/forms', import.meta.url));
export const SITE = 'https://maison.example';
export const BRAND = 'concierge@maison.test';
export const REQUIRED = 'This field is required.';
export const MUSEUM_STORY = '5a1f0000-0000-4000-8000-000000000001';
export const MUSEUM_FORM = 'museum-form';
export const KELLER_CRM = 'c42d03d7-526d-4eef-80a9-7325239ceac4';
export const GINZA_CRM = '9b1a0c55-7e8f-4c3d-a2b1-5f6e7d8c9b0a';

interface FormsWorld {
  testDb: TestDb;
  db: Db;
  app: ReturnType<typeof testApp>['app'];
  logs: Record<string, unknown>[];
  /** Access tokens of the seeded accounts, by the e-mail's local part. */
  tokens: Record<string, string>;
}

/** The file's world: the seeded database with the forms fixture pack, and the app on it. */
export const w = {} as FormsWorld;

/** One world for the test file, made before its tests and closed after. */
export function useFormsWorld(): void {
  beforeAll(async () => {
    process.env.SITE_URL = SITE;
    delete process.env.FORMS_NOTIFY_EMAIL;
    const testDb = await createTestDb({ seed: true, contentPacks: [FIXTURES] });
    const { app, logs } = testApp(testDb.db);
    const tokens: Record<string, string> = {};
    for (const u of await testDb.db.select().from(users)) {
      tokens[(u.email ?? String(u.username)).split('@')[0] as string] = await issueAccessToken(u);
    }
    Object.assign(w, { testDb, db: testDb.db, app, logs, tokens });
  });
  afterAll(() => w.testDb?.close());
}

let ipCounter = 0;

export const freshIp = () => `10.5.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
export const auth = (who: string) => ({ Authorization: `Token ${w.tokens[who]}` });

interface Answer {
  status: number;
  json: Record<string, unknown>;
  res: Response;
}

/** A request from a fresh client IP unless one is given. */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const allHeaders = { 'x-forwarded-for': freshIp(), ...headers };
  const init =
    body === undefined ? { method, headers: allHeaders } : jsonRequest(method, body, allHeaders);
  const res = await w.app.request(`/api/v1${path}`, init);
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: res.status, json, res };
}

export const post = (body: unknown, headers?: Record<string, string>) =>
  call('POST', '/forms/', body, headers);

let emailCounter = 0;
export const uniqueEmail = (who = 'visitor') => `${who}.${++emailCounter}@example.com`;

/** The minimal valid payload of each action (the waitlist needs a jeweler login). */
export function minimal(action: FormAction, email = uniqueEmail()): Record<string, unknown> {
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
export const ownFields = (payload: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => !COMMON_KEYS.has(key)));

export async function row(uuid: unknown): Promise<FormSubmission> {
  const [found] = await w.db
    .select()
    .from(form_submissions)
    .where(eq(form_submissions.uuid, String(uuid)));
  if (!found) throw new Error(`no submission ${String(uuid)}`);
  return found;
}

export const outbox = () => createOutboxRepository(w.db);
export async function mailsTo(to: string): Promise<OutboxMessage[]> {
  return (await outbox().list(1000)).filter((m) => m.to === to);
}
export async function mailsAbout(uuid: unknown): Promise<OutboxMessage[]> {
  return (await outbox().list(1000)).filter((m) => m.text.includes(String(uuid)));
}

/** Posts a subscription for `email` and returns the submission uuid and the mailed link. */
export async function subscribe(email: string, language = 'EN') {
  const { status, json } = await post({
    ...minimal('NEWSLETTER_SUBSCRIBE', email),
    used_website_language: language,
  });
  expect(status).toBe(201);
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  return { uuid: String(json.uuid), link, mail };
}
