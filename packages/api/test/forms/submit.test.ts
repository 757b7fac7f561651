import { describe, expect, it } from 'vitest';
import { eq, users } from '@maison/db';
import { FORM_ACTIONS, requiredFormFields } from '@maison/domain';
import { jsonRequest } from '../helpers';
import {
  auth,
  freshIp,
  minimal,
  ownFields,
  post,
  REQUIRED,
  row,
  subscribe,
  uniqueEmail,
  useFormsWorld,
  w,
} from './kit';

/** POST /api/v1/forms/: what every action stores, and how payloads are validated. */

useFormsWorld();

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
    const [jeweler] = await w.db.select().from(users).where(eq(users.email, 'jeweler@maison.test'));
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
    const bad = await w.app.request(
      '/api/v1/forms/',
      jsonRequest('POST', '{"action": ', { 'x-forwarded-for': freshIp() }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
    const form = await w.app.request('/api/v1/forms/', {
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
