import { z } from '@hono/zod-openapi';
import {
  FORM_CHANNELS,
  FORM_CLICK_ID_MAX_LENGTH,
  FORM_LONG_TEXT_MAX_LENGTH,
  FORM_TEXT_MAX_LENGTH,
  USER_GENDERS,
  USER_TITLES,
  localeOfLanguage,
  type Locale,
} from '@maison/domain';
import { MESSAGES } from '../../shared/errors';
import {
  DATETIME_FORMAT,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL,
  choice,
  maxLength,
  pythonType,
  stringError,
} from '../../shared/fields';

/** Each form field's parser, with DRF's and Django's field texts (docs/forms.md, field types). */

const NOT_BOOLEAN = 'Must be a valid boolean.';
const ARTICLE_NUMBERS = 'Enter article numbers separated by commas.';
export const notDictionary = (input: unknown) =>
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
export const FIELD_SCHEMAS: Record<string, z.ZodType> = {
  subject: text(),
  email: email(),
  mobile_phone: text(),
  message: text(FORM_LONG_TEXT_MAX_LENGTH),
  customMessage: text(FORM_LONG_TEXT_MAX_LENGTH),
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
export const COMMON_SCHEMAS: Record<string, z.ZodType> = {
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
