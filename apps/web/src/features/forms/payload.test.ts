// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  commonPayload,
  contactStep2Payload,
  fieldValues,
  formPayload,
  siteMetadata,
  waitlistPayload,
} from './payload';
import { placement } from './testing';

const microsite = {
  slug: 'juwelier-hofmann-wien',
  storyUuid: 'jeweler-story-uuid',
  crmUuid: 'crm-uuid',
};

beforeEach(() => localStorage.clear());

describe('form payloads (docs/forms.md, 001 §3)', () => {
  it('names the website, or the microsite with its jeweler', () => {
    expect(siteMetadata(placement())).toEqual({ context: 'website' });
    expect(siteMetadata(placement({ microsite }))).toEqual({
      context: 'microsite',
      jeweler_slug: 'juwelier-hofmann-wien',
      jeweler_story_uuid: 'jeweler-story-uuid',
    });
  });

  it('sends the common fields with the upper-case language, CRM id and click ids', () => {
    localStorage.setItem('gclid', 'G-1');
    expect(commonPayload('ADDRESS_FORM', placement({ locale: 'ko', microsite }))).toEqual({
      action: 'ADDRESS_FORM',
      form_id: 'form-1',
      used_website_language: 'KO',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'block-uid-1',
      store_uuid: 'crm-uuid',
      metadata: {
        context: 'microsite',
        jeweler_slug: 'juwelier-hofmann-wien',
        jeweler_story_uuid: 'jeweler-story-uuid',
      },
      google_click_id: 'G-1',
      meta_click_id: null,
    });
  });

  it("sends the CRM id of the jeweler whose page the form is on, in the website's context", () => {
    const payload = commonPayload('CONTACT_FORM', placement({ storeUuid: 'crm-page' }));
    expect(payload).toMatchObject({ store_uuid: 'crm-page', metadata: { context: 'website' } });
    expect(commonPayload('CONTACT_FORM', placement())).toMatchObject({ store_uuid: null });
  });

  it("sends only the action's fields, and no empty gender, country or jeweler fields", () => {
    const values = {
      title: '',
      gender: '',
      address_country: '',
      first_name: 'Anna',
      jeweller_name: '',
      stray: 'x',
    };
    expect(fieldValues(values, ['title', 'gender', 'address_country', 'first_name'])).toEqual({
      title: '',
      first_name: 'Anna',
    });
    expect(
      formPayload('NEWSLETTER_SUBSCRIBE', placement(), { ...values, gender: 'W' }, ['gender']),
    ).toMatchObject({ gender: 'W', action: 'NEWSLETTER_SUBSCRIBE' });
    expect(formPayload('NEWSLETTER_SUBSCRIBE', placement(), values, ['gender'])).not.toHaveProperty(
      'gender',
    );
  });

  it('sends contact step 2 with `language` and without the page ids', () => {
    expect(
      contactStep2Payload(placement({ locale: 'de' }), { first_name: 'A', gender: 'M' }),
    ).toEqual({
      gender: 'M',
      first_name: 'A',
      google_click_id: null,
      meta_click_id: null,
      action: 'CONTACT_FORM',
      form_id: 'form-1',
      language: 'DE',
    });
  });

  it('sends the waitlist with `language`, the page ids and no site metadata', () => {
    const body = waitlistPayload(
      placement({ microsite }),
      { customer_lastname: 'Berg', jewelry_value: '4000', jeweller_name: '', data_agreement: true },
      ['customer_lastname', 'jewelry_value', 'jeweller_name', 'data_agreement'],
    );
    expect(body).toEqual({
      customer_lastname: 'Berg',
      jewelry_value: '4000',
      data_agreement: true,
      google_click_id: null,
      meta_click_id: null,
      action: 'LIMITED_RING_REQUEST',
      form_id: 'form-1',
      language: 'EN',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'block-uid-1',
    });
  });
});
