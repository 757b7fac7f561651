import { z } from '@hono/zod-openapi';
import {
  FORM_ACTIONS,
  FORM_CHANNELS,
  FORM_CLICK_ID_MAX_LENGTH,
  FORM_FIELDS,
  FORM_LONG_TEXT_MAX_LENGTH,
  FORM_TEXT_MAX_LENGTH,
  USER_GENDERS,
  USER_TITLES,
  WIZARD_CONTACT_FIELDS,
} from '@maison/domain';
import { EMAIL_MAX_LENGTH } from '../../shared/fields';
import { FIELD_SCHEMAS } from './field-schemas';
import { PATCH_FIELDS } from './parse';

/** The forms API's OpenAPI shapes: one documented body per action (validated by hand, parse.ts). */

export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const DetailSchema = z.object({ detail: z.string() });
export const security = [{ Token: [] }];

const SubmissionSchema = z
  .object({
    uuid: z.string(),
    action: z.enum(FORM_ACTIONS),
    form_id: z.string().nullable(),
    language: z.string(),
    channel: z.string(),
    jeweler_slug: z.string().nullable(),
    store_uuid: z.string().nullable(),
    email: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('FormSubmissionRecord');
export const PageSchema = z
  .object({
    results: z.array(SubmissionSchema),
    count: z.number(),
    next: z.string().nullable(),
  })
  .openapi('FormSubmissionPage');

const docText = (max = FORM_TEXT_MAX_LENGTH) => z.string().max(max).nullable().optional();
const docBoolean = () => z.boolean().nullable().optional();
const DOC_FIELDS: Record<string, z.ZodType> = {
  ...Object.fromEntries(Object.keys(FIELD_SCHEMAS).map((key) => [key, docText()])),
  email: z.email().max(EMAIL_MAX_LENGTH).nullable().optional(),
  message: docText(FORM_LONG_TEXT_MAX_LENGTH),
  customMessage: docText(FORM_LONG_TEXT_MAX_LENGTH),
  notes: docText(FORM_LONG_TEXT_MAX_LENGTH),
  products: docText(FORM_LONG_TEXT_MAX_LENGTH).openapi({
    description: 'Article numbers joined by commas.',
  }),
  data_agreement: docBoolean(),
  newsletter_subscription: docBoolean(),
  tour_requested: docBoolean(),
  title: z.enum(USER_TITLES).nullable().optional(),
  gender: z.enum(USER_GENDERS).nullable().optional(),
  event_date: z.iso.datetime({ offset: true }).nullable().optional().openapi({
    description: 'The chosen day at 00:00 UTC plus EVENT_DATE_SHIFT_H hours (001 §5).',
  }),
};
const DOC_COMMON = {
  form_id: docText(),
  used_website_language: z
    .enum(['DE', 'EN', 'JA', 'KO', 'ZH-HANS'])
    .optional()
    .openapi({ description: 'Required, except for LIMITED_RING_REQUEST (sends `language`).' }),
  language: z.string().optional(),
  storyblok_story_uuid: docText(),
  storyblok_component_uid: docText(),
  store_uuid: docText().openapi({ description: "The microsite jeweler's crmUuid." }),
  metadata: z
    .object({
      context: z.enum(FORM_CHANNELS),
      jeweler_slug: z.string().optional(),
      jeweler_story_uuid: z.string().optional(),
    })
    .nullable()
    .optional(),
  google_click_id: docText(FORM_CLICK_ID_MAX_LENGTH),
  meta_click_id: docText(FORM_CLICK_ID_MAX_LENGTH),
};

const pascal = (action: string) =>
  action
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** docs/decisions/0036: a contact form sent from a wizard block takes the wizard's fields too. */
const docFields = (action: (typeof FORM_ACTIONS)[number]) =>
  action === 'CONTACT_FORM'
    ? [...new Set([...FORM_FIELDS[action], ...WIZARD_CONTACT_FIELDS])]
    : FORM_FIELDS[action];

const [first, ...rest] = FORM_ACTIONS.map((action) =>
  z
    .object({
      action: z.literal(action),
      ...DOC_COMMON,
      ...Object.fromEntries(docFields(action).map((field) => [field, DOC_FIELDS[field]])),
    })
    .openapi(`Form${pascal(action)}`, {
      ...(action === 'CONTACT_FORM'
        ? {
            description:
              'From a wizard block (storyblok_component_uid names a published `wizard`): the ' +
              'wizard fields, requiring email, gender, first_name, last_name (and ' +
              'data_agreement when the block has a data-agreement label); otherwise the ' +
              'contact form, requiring email, message, data_agreement (and mobile_phone in ko).',
          }
        : {}),
    }),
);
export const SubmissionDocSchema = z
  .discriminatedUnion('action', [first!, ...rest])
  .openapi('FormSubmission');

export const PatchDocSchema = z
  .object({
    action: z.literal('CONTACT_FORM').optional(),
    form_id: docText(),
    language: z.string().optional(),
    used_website_language: z.string().optional(),
    google_click_id: docText(FORM_CLICK_ID_MAX_LENGTH),
    meta_click_id: docText(FORM_CLICK_ID_MAX_LENGTH),
    ...Object.fromEntries(PATCH_FIELDS.map((field) => [field, DOC_FIELDS[field]])),
  })
  .openapi('FormPatch');
