import type { FormAction } from '@maison/domain/constants';
import { CONTACT_STEP2_FIELDS, websiteLanguage } from '@maison/domain/forms/rules';
import { getClickIds } from '@/features/tracking/clickIds';
import type { FormPlacement } from './types';

/** What a form holds: texts, ticks, and the museum's chosen day as YYYY-MM-DD. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/** docs/forms.md: `metadata` names the microsite's jeweler, elsewhere the website. */
export function siteMetadata(placement: FormPlacement) {
  const { microsite } = placement;
  return microsite
    ? {
        context: 'microsite' as const,
        jeweler_slug: microsite.slug,
        jeweler_story_uuid: microsite.storyUuid,
      }
    : { context: 'website' as const };
}

/**
 * Fields sent only when given: an empty gender or country is no choice the API knows (a title
 * may be empty, docs/forms.md), and the server fills the waitlist's jeweler fields when they
 * are not sent.
 */
const SENT_ONLY_WHEN_GIVEN = new Set([
  'gender',
  'address_country',
  'jeweller_name',
  'jeweller_customer_id',
]);

/** The form's own fields; optional choices not made are left out. */
export function fieldValues(values: FormValues, fields: readonly string[]): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const value = values[field];
    if (value === undefined) continue;
    if (SENT_ONLY_WHEN_GIVEN.has(field) && value === '') continue;
    out[field] = value;
  }
  return out;
}

/**
 * 001 §3: the common fields of a submission: action, form id, upper-case website language,
 * story and component ids, the jeweler's CRM id (microsite or jeweler page), metadata and the ad
 * click ids.
 */
export function commonPayload(action: FormAction, placement: FormPlacement) {
  return {
    action,
    form_id: placement.formId,
    used_website_language: websiteLanguage(placement.locale),
    storyblok_story_uuid: placement.storyUuid,
    storyblok_component_uid: placement.componentUid,
    store_uuid: placement.microsite?.crmUuid ?? placement.storeUuid ?? null,
    metadata: siteMetadata(placement),
    ...getClickIds(),
  };
}

/** A submission of `action` with the form's fields and the common fields (001 §3). */
export function formPayload(
  action: FormAction,
  placement: FormPlacement,
  values: FormValues,
  fields: readonly string[],
) {
  return { ...fieldValues(values, fields), ...commonPayload(action, placement) };
}

/** 000 §3: the sign-up sends exactly these eight fields. */
export function registrationPayload(
  placement: FormPlacement,
  values: { email: string; data_agreement: boolean },
) {
  return {
    email: values.email,
    data_agreement: values.data_agreement,
    action: 'REGISTRATION' as const,
    form_id: placement.formId,
    selected_language: null,
    used_website_language: websiteLanguage(placement.locale),
    storyblok_story_uuid: placement.storyUuid,
    storyblok_component_uid: placement.componentUid,
  };
}

/** 001 §3: contact step 2, sent by PATCH: the personal details, click ids, action, form id, language. */
export function contactStep2Payload(placement: FormPlacement, values: FormValues) {
  return {
    ...fieldValues(values, CONTACT_STEP2_FIELDS),
    ...getClickIds(),
    action: 'CONTACT_FORM' as const,
    form_id: placement.formId,
    language: websiteLanguage(placement.locale),
  };
}

/**
 * 001 §3: the yearly-ring waitlist sends `language` instead of `used_website_language`, the story
 * and component ids, and no site metadata.
 */
export function waitlistPayload(
  placement: FormPlacement,
  values: FormValues,
  fields: readonly string[],
) {
  return {
    ...fieldValues(values, fields),
    ...getClickIds(),
    action: 'LIMITED_RING_REQUEST' as const,
    form_id: placement.formId,
    language: websiteLanguage(placement.locale),
    storyblok_story_uuid: placement.storyUuid,
    storyblok_component_uid: placement.componentUid,
  };
}
