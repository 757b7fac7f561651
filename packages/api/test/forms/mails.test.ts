import { describe, expect, it } from 'vitest';
import type { Mailer } from '@maison/services/email';
import { createApp } from '../../src';
import { captureLogger, jsonRequest } from '../helpers';
import {
  BRAND,
  call,
  freshIp,
  GINZA_CRM,
  KELLER_CRM,
  mailsAbout,
  mailsTo,
  minimal,
  ownFields,
  post,
  row,
  SITE,
  uniqueEmail,
  useFormsWorld,
  w,
} from './kit';

/** The mails a submission sends, and contact step 2 (PATCH) with the wizard. */

useFormsWorld();

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
    const other = createApp({ db: w.db, logger, mailer: failing });
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
