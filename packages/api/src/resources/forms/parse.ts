import type { z } from '@hono/zod-openapi';
import {
  CONTACT_STEP2_FIELDS,
  DEFAULT_LOCALE,
  FORM_ACTIONS,
  FORM_FIELDS,
  NON_FIELD_ERRORS,
  isFilled,
  missingFormFields,
  type FieldErrors,
  type FormAction,
  type FormChannel,
  type Locale,
} from '@maison/domain';
import { MESSAGES } from '../../shared/errors';
import { choice } from '../../shared/fields';
import { COMMON_SCHEMAS, FIELD_SCHEMAS, notDictionary } from './field-schemas';

/**
 * The form bodies of `POST /api/v1/forms/` and `PATCH /api/v1/forms/{uuid}/` (docs/forms.md).
 * Every field is parsed on its own so one 400 names all bad fields; the required check runs
 * after, with the locale the body names (requiredFormFields), and skips fields already in error.
 */

interface SubmissionMetadata {
  channel: FormChannel;
  jeweler_slug: string | null;
  jeweler_story_uuid: string | null;
}

interface ParsedSubmission {
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
function notAnObject(body: unknown): FieldErrors | null {
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

/** A sent value as text: trimmed, and null when it is not a string or nothing is left. */
export const textOf = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/** A form's own field list and required fields, when its block decides them (the wizard's). */
export interface FormRules {
  fields: readonly string[];
  required: readonly string[];
}

export interface SubmissionDraft {
  /** The parsed body; with errors, fields in error are absent and the locale may be the default. */
  value: ParsedSubmission;
  /** Every field error: type errors per field, then the required check. Empty when valid. */
  errors: FieldErrors;
}

/**
 * The action's fields and the common fields of a body whose action is known, with every field
 * error at once: type errors per field, then "This field is required." for each required field
 * (in the locale the body names, or the `rules` of the form's block) that is missing, blank or
 * unticked.
 */
export function parseSubmission(
  action: FormAction,
  body: Record<string, unknown>,
  rules?: FormRules,
): SubmissionDraft {
  const common = parseEach(body, COMMON_SCHEMAS, COMMON_KEYS);
  const own = parseEach(body, FIELD_SCHEMAS, rules?.fields ?? FORM_FIELDS[action]);
  const errors: FieldErrors = { ...common.errors, ...own.errors };

  // docs/forms.md: the waitlist sends `language`, every other form `used_website_language`.
  const languageKey = action === 'LIMITED_RING_REQUEST' ? 'language' : 'used_website_language';
  const locale = (common.values[languageKey] ??
    (action === 'LIMITED_RING_REQUEST' ? common.values.used_website_language : undefined)) as
    | Locale
    | null
    | undefined;
  if (!locale && !errors[languageKey]) errors[languageKey] = [MESSAGES.required];

  const missing = rules
    ? rules.required.filter((field) => !isFilled(own.values[field]))
    : missingFormFields(action, locale ?? DEFAULT_LOCALE, own.values);
  for (const field of missing) {
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
      form_id: textOf(common.values.form_id),
      story_uuid: textOf(common.values.storyblok_story_uuid),
      component_uid: textOf(common.values.storyblok_component_uid),
      store_uuid: textOf(common.values.store_uuid),
      google_click_id: textOf(common.values.google_click_id),
      meta_click_id: textOf(common.values.meta_click_id),
      metadata: {
        channel: microsite ? 'microsite' : 'website',
        jeweler_slug: microsite ? textOf(meta?.jeweler_slug) : null,
        jeweler_story_uuid: microsite ? textOf(meta?.jeweler_story_uuid) : null,
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
      form_id: textOf(common.values.form_id),
      google_click_id: textOf(common.values.google_click_id),
      meta_click_id: textOf(common.values.meta_click_id),
    },
  };
}
