import { z } from '@hono/zod-openapi';
import {
  CONTACT_STEP2_FIELDS,
  DEFAULT_LOCALE,
  FORM_ACTIONS,
  FORM_CHANNELS,
  FORM_CLICK_ID_MAX_LENGTH,
  FORM_FIELDS,
  FORM_LONG_TEXT_MAX_LENGTH,
  FORM_TEXT_MAX_LENGTH,
  NON_FIELD_ERRORS,
  USER_GENDERS,
  USER_TITLES,
  localeOfLanguage,
  missingFormFields,
  type FieldErrors,
  type FormAction,
  type FormChannel,
  type Locale,
} from '@maison/domain';
import { MESSAGES } from '../errors';
import {
  DATETIME_FORMAT,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL,
  choice,
  maxLength,
  pythonType,
  stringError,
} from '../fields';

/**
 * The form bodies of `POST /api/v1/forms/` and `PATCH /api/v1/forms/{uuid}/` (docs/forms.md).
 * Every field is parsed on its own so one 400 names all bad fields; the required check runs
 * after, with the locale the body names (requiredFormFields), and skips fields already in error.
 */

const NOT_BOOLEAN = 'Must be a valid boolean.';
const ARTICLE_NUMBERS = 'Enter article numbers separated by commas.';
const notDictionary = (input: unknown) =>
  `Invalid data. Expected a dictionary, but got ${Array.isArray(input) ? 'list' : pythonType(input)}.`;

/** DRF's CharField: strings (numbers become strings), trimmed, null allowed, blank allowed. */
function text(max = FORM_TEXT_MAX_LENGTH) {
  return z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
      z
        .string({ error: stringError })
        .trim()
        .max(max, { error: maxLength(max) })
        .nullable(),
    )
    .optional();
}

/** Django's EmailField; blank passes here and is caught by the required check. */
function email() {
  return z
    .string({ error: stringError })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: maxLength(EMAIL_MAX_LENGTH), abort: true })
    .refine((v) => v === '' || z.regexes.email.test(v), { error: INVALID_EMAIL })
    .nullable()
    .optional();
}

const TRUE_VALUES = new Set(['t', 'y', 'yes', 'true', 'on', '1']);
const FALSE_VALUES = new Set(['f', 'n', 'no', 'false', 'off', '0']);

/** DRF's BooleanField: true/false, 1/0 and their usual spellings. */
function boolean() {
  return z.unknown().transform((v, ctx): boolean | null | undefined => {
    if (v === undefined || v === null || typeof v === 'boolean') return v;
    if (v === 1 || v === 0) return v === 1;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (TRUE_VALUES.has(s)) return true;
      if (FALSE_VALUES.has(s)) return false;
      if (s === '') return null;
    }
    ctx.addIssue({ code: 'custom', message: NOT_BOOLEAN, input: v });
    return z.NEVER;
  });
}

/** A choice where blank and null mean "not given" (the required check decides). */
function optionalChoice<T extends string>(values: readonly T[], normalize = (s: string) => s) {
  return z.unknown().transform((v, ctx): T | null | undefined => {
    if (v === undefined || v === null) return v;
    if (typeof v === 'string') {
      const s = normalize(v.trim());
      if (s === '') return null;
      if ((values as readonly string[]).includes(s)) return s as T;
    }
    ctx.addIssue({ code: 'custom', message: choice(v), input: v });
    return z.NEVER;
  });
}

/** ISO 3166-1 alpha-2, upper-cased. */
function country() {
  return z.unknown().transform((v, ctx): string | null | undefined => {
    if (v === undefined || v === null) return v;
    if (typeof v === 'string') {
      const s = v.trim().toUpperCase();
      if (s === '') return null;
      if (/^[A-Z]{2}$/.test(s)) return s;
    }
    ctx.addIssue({ code: 'custom', message: choice(v), input: v });
    return z.NEVER;
  });
}

/** 001 §3: article numbers joined by commas; spaces and empty items are dropped. */
function products() {
  return z
    .string({ error: stringError })
    .max(FORM_LONG_TEXT_MAX_LENGTH, { error: maxLength(FORM_LONG_TEXT_MAX_LENGTH) })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every((s) => /^[\w./-]+$/.test(s)), { error: ARTICLE_NUMBERS })
    .transform((items) => items.join(','))
    .nullable()
    .optional();
}

/** 001 §5: an ISO date-time with offset (the chosen day, shifted; see eventDayOf). */
function eventDate() {
  return z
    .string({ error: stringError })
    .trim()
    .refine((v) => v === '' || z.iso.datetime({ offset: true }).safeParse(v).success, {
      error: DATETIME_FORMAT,
    })
    .nullable()
    .optional();
}

/** Upper- or lower-case locale codes (`DE`, `zh-hans`), as the locale. */
function language() {
  return z.unknown().transform((v, ctx): Locale | null | undefined => {
    if (v === undefined || v === null || v === '') return v === '' ? null : v;
    const locale = localeOfLanguage(v);
    if (locale) return locale;
    ctx.addIssue({ code: 'custom', message: choice(v), input: v });
    return z.NEVER;
  });
}

/** The schema of every field a form can carry (docs/forms.md, field types). */
const FIELD_SCHEMAS: Record<string, z.ZodType> = {
  subject: text(),
  email: email(),
  mobile_phone: text(),
  message: text(FORM_LONG_TEXT_MAX_LENGTH),
  data_agreement: boolean(),
  products: products(),
  title: optionalChoice(USER_TITLES),
  gender: optionalChoice(USER_GENDERS, (s) => s.toUpperCase()),
  first_name: text(),
  last_name: text(),
  address_street: text(),
  address_number: text(),
  address_region: text(),
  address_zip_code: text(),
  address_city: text(),
  address_country: country(),
  newsletter_subscription: boolean(),
  appointment_request: text(),
  event_date: eventDate(),
  tour_requested: boolean(),
  selected_language: text(),
  customer_lastname: text(),
  jewelry_value: text(),
  ring_size: text(),
  notes: text(FORM_LONG_TEXT_MAX_LENGTH),
  jeweller_name: text(),
  jeweller_customer_id: text(),
};

const metadata = () =>
  z
    .object(
      {
        context: z.enum(FORM_CHANNELS, {
          error: (issue) => (issue.input === undefined ? MESSAGES.required : choice(issue.input)),
        }),
        jeweler_slug: text(),
        jeweler_story_uuid: text(),
      },
      { error: (issue) => notDictionary(issue.input) },
    )
    .nullable()
    .optional();

/** The fields every submission may carry besides the action's own. */
const COMMON_SCHEMAS: Record<string, z.ZodType> = {
  form_id: text(),
  used_website_language: language(),
  language: language(),
  storyblok_story_uuid: text(),
  storyblok_component_uid: text(),
  store_uuid: text(),
  metadata: metadata(),
  google_click_id: text(FORM_CLICK_ID_MAX_LENGTH),
  meta_click_id: text(FORM_CLICK_ID_MAX_LENGTH),
};

export interface SubmissionMetadata {
  channel: FormChannel;
  jeweler_slug: string | null;
  jeweler_story_uuid: string | null;
}

export interface ParsedSubmission {
  action: FormAction;
  locale: Locale;
  /** The action's fields as sent (parsed), without absent ones. */
  fields: Record<string, unknown>;
  form_id: string | null;
  story_uuid: string | null;
  component_uid: string | null;
  store_uuid: string | null;
  google_click_id: string | null;
  meta_click_id: string | null;
  metadata: SubmissionMetadata;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function isRecord(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** A JSON body that is no object: DRF's non-field error. */
export function notAnObject(body: unknown): FieldErrors | null {
  return isRecord(body) ? null : { [NON_FIELD_ERRORS]: [notDictionary(body)] };
}

/** The body's action, or the 400 naming `action` (missing or not one of FORM_ACTIONS). */
export function parseAction(body: unknown): Parsed<FormAction> {
  const notObject = notAnObject(body);
  if (notObject) return { ok: false, errors: notObject };
  const action = (body as Record<string, unknown>).action;
  if (action === undefined) return { ok: false, errors: { action: [MESSAGES.required] } };
  if (action === null) return { ok: false, errors: { action: ['This field may not be null.'] } };
  if (typeof action === 'string' && (FORM_ACTIONS as readonly string[]).includes(action)) {
    return { ok: true, value: action as FormAction };
  }
  return { ok: false, errors: { action: [choice(action)] } };
}

/** Parses `keys` of `body` one by one, collecting every field's errors. */
function parseEach(
  body: Record<string, unknown>,
  schemas: Record<string, z.ZodType>,
  keys: readonly string[],
): { values: Record<string, unknown>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const key of keys) {
    const schema = schemas[key];
    if (!schema || !(key in body)) continue;
    const result = schema.safeParse(body[key]);
    if (result.success) {
      if (result.data !== undefined) values[key] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      const path = [key, ...issue.path.map(String)].join('.');
      (errors[path] ??= []).push(issue.message);
    }
  }
  return { values, errors };
}

const COMMON_KEYS = Object.keys(COMMON_SCHEMAS);

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export interface SubmissionDraft {
  /** The parsed body; with errors, fields in error are absent and the locale may be the default. */
  value: ParsedSubmission;
  /** Every field error: type errors per field, then the required check. Empty when valid. */
  errors: FieldErrors;
}

/**
 * The action's fields and the common fields of a body whose action is known, with every field
 * error at once: type errors per field, then "This field is required." for each required field
 * (in the locale the body names) that is missing, blank or unticked.
 */
export function parseSubmission(
  action: FormAction,
  body: Record<string, unknown>,
): SubmissionDraft {
  const common = parseEach(body, COMMON_SCHEMAS, COMMON_KEYS);
  const own = parseEach(body, FIELD_SCHEMAS, FORM_FIELDS[action]);
  const errors: FieldErrors = { ...common.errors, ...own.errors };

  // docs/forms.md: the waitlist sends `language`, every other form `used_website_language`.
  const languageKey = action === 'LIMITED_RING_REQUEST' ? 'language' : 'used_website_language';
  const locale = (common.values[languageKey] ??
    (action === 'LIMITED_RING_REQUEST' ? common.values.used_website_language : undefined)) as
    Locale | null | undefined;
  if (!locale && !errors[languageKey]) errors[languageKey] = [MESSAGES.required];

  for (const field of missingFormFields(action, locale ?? DEFAULT_LOCALE, own.values)) {
    if (!errors[field]) errors[field] = [MESSAGES.required];
  }

  const meta = common.values.metadata as
    | { context: FormChannel; jeweler_slug?: string | null; jeweler_story_uuid?: string | null }
    | null
    | undefined;
  const microsite = meta?.context === 'microsite';
  return {
    errors,
    value: {
      action,
      locale: locale ?? DEFAULT_LOCALE,
      fields: own.values,
      form_id: str(common.values.form_id),
      story_uuid: str(common.values.storyblok_story_uuid),
      component_uid: str(common.values.storyblok_component_uid),
      store_uuid: str(common.values.store_uuid),
      google_click_id: str(common.values.google_click_id),
      meta_click_id: str(common.values.meta_click_id),
      metadata: {
        channel: microsite ? 'microsite' : 'website',
        jeweler_slug: microsite ? str(meta?.jeweler_slug) : null,
        jeweler_story_uuid: microsite ? str(meta?.jeweler_story_uuid) : null,
      },
    },
  };
}

/** 001 §3, §4: what contact step 2 and the wizard may patch onto a contact submission. */
export const PATCH_FIELDS = [...CONTACT_STEP2_FIELDS, 'products', 'message'] as const;
const PATCH_COMMON_KEYS = [
  'form_id',
  'language',
  'used_website_language',
  'google_click_id',
  'meta_click_id',
];

export interface ParsedPatch {
  fields: Record<string, unknown>;
  locale: Locale | null;
  form_id: string | null;
  google_click_id: string | null;
  meta_click_id: string | null;
}

/** A PATCH body: nothing is required (001 §5); `action`, when sent, must be CONTACT_FORM. */
export function parsePatch(body: unknown): Parsed<ParsedPatch> {
  const notObject = notAnObject(body);
  if (notObject) return { ok: false, errors: notObject };
  const record = body as Record<string, unknown>;
  const common = parseEach(record, COMMON_SCHEMAS, PATCH_COMMON_KEYS);
  const own = parseEach(record, FIELD_SCHEMAS, PATCH_FIELDS);
  const errors: FieldErrors = { ...common.errors, ...own.errors };
  if (record.action !== undefined && record.action !== 'CONTACT_FORM') {
    errors.action = [choice(record.action)];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fields: own.values,
      locale: ((common.values.language ?? common.values.used_website_language) as Locale) ?? null,
      form_id: str(common.values.form_id),
      google_click_id: str(common.values.google_click_id),
      meta_click_id: str(common.values.meta_click_id),
    },
  };
}

// ---- OpenAPI: one documented body per action (validation above is by hand). ----

const docText = (max = FORM_TEXT_MAX_LENGTH) => z.string().max(max).nullable().optional();
const docBoolean = () => z.boolean().nullable().optional();
const DOC_FIELDS: Record<string, z.ZodType> = {
  ...Object.fromEntries(Object.keys(FIELD_SCHEMAS).map((key) => [key, docText()])),
  email: z.email().max(EMAIL_MAX_LENGTH).nullable().optional(),
  message: docText(FORM_LONG_TEXT_MAX_LENGTH),
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

const [first, ...rest] = FORM_ACTIONS.map((action) =>
  z
    .object({
      action: z.literal(action),
      ...DOC_COMMON,
      ...Object.fromEntries(FORM_FIELDS[action].map((field) => [field, DOC_FIELDS[field]])),
    })
    .openapi(`Form${pascal(action)}`),
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
