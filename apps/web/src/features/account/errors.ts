import { RESET_CONFIRM_ERROR_FIELDS } from '@maison/domain/constants';

/** A DRF error body: messages per field, `detail`, `non_field_errors`, sometimes `code`. */
export type ErrorBody = Record<string, unknown>;

/** An answer's body as a DRF error body (a list holds its messages by index), or null. */
export function errorBody(data: unknown): ErrorBody | null {
  return data && typeof data === 'object' ? (data as ErrorBody) : null;
}

/** A message for the user: a translation key (full path from the root) or a server text as is. */
export type FormMessage = { key: string } | { text: string };

/** 000 §5: server texts that have a translation. */
const SERVER_MESSAGE_KEYS: Record<string, string> = {
  'user with this email already exists.': 'register.error.user-exists',
  'No active account found with the given credentials': 'loginForm.error.wrong-credentials',
  no_active_account: 'loginForm.error.no-active-account',
  'This password is too short. It must contain at least 8 characters.':
    'register.error.password-too-short',
  'This password is too common.': 'register.error.password-too-common',
  'Invalid token for given user.': 'password-forgot.error.invalid-token',
  'Enter a valid email address.': 'form-general.valid-email',
};

/** The first text of a DRF error value: a string, a list of strings, or nested lists. */
export function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

/** 000 §5: a known server text becomes its key; other texts are shown as received. */
export function mapServerMessage(text: string): FormMessage {
  const key = SERVER_MESSAGE_KEYS[text];
  return key ? { key } : { text };
}

/** 000 §5: email errors the catalogue does not know become register.error.email-check. */
function mapFieldMessage(field: string, text: string): FormMessage {
  const mapped = mapServerMessage(text);
  if (field === 'email' && 'text' in mapped) return { key: 'register.error.email-check' };
  return mapped;
}

export interface FormErrors<F extends string> {
  fields: Partial<Record<F, FormMessage>>;
  /** The message under the form: `detail` or `non_field_errors`, or another field's error. */
  detail: FormMessage | null;
}

/**
 * Splits a DRF error body into messages for the form's fields and one message under the form
 * (000 §8). Errors of fields the form does not show go under the form, so nothing is lost.
 */
export function parseFormErrors<F extends string>(
  body: ErrorBody | null,
  fields: readonly F[],
): FormErrors<F> {
  const result: FormErrors<F> = { fields: {}, detail: null };
  if (!body || typeof body !== 'object') return result;
  for (const field of fields) {
    const text = firstText(body[field]);
    if (text) result.fields[field] = mapFieldMessage(field, text);
  }
  const detail = firstText(body.detail) ?? firstText(body.non_field_errors);
  if (detail) {
    // The login names an account awaiting activation by its code; the text alone is the one
    // of wrong credentials too.
    result.detail =
      body.code === 'no_active_account'
        ? { key: 'loginForm.error.no-active-account' }
        : mapServerMessage(detail);
    return result;
  }
  const other = Object.keys(body).find(
    (key) => !fields.includes(key as F) && key !== 'code' && firstText(body[key]),
  );
  if (other) result.detail = mapServerMessage(firstText(body[other])!);
  return result;
}

/** 000 §8: a failed reset confirm shows the first error among error, password, token, uid. */
export function resetConfirmError(data: unknown): FormMessage | null {
  const body = errorBody(data);
  if (!body) return null;
  for (const field of RESET_CONFIRM_ERROR_FIELDS) {
    const text = firstText(body[field]);
    if (text) return mapServerMessage(text);
  }
  const detail = firstText(body.detail);
  return detail ? mapServerMessage(detail) : null;
}

/**
 * Issue 14: why a write failed, in the person's language, when its answer carries no message we
 * translate: no answer at all (status 0, the network), a lost login (401), a refusal (403),
 * throttling (429), or anything else (a server failure).
 */
export function statusMessage(status: number): { key: string } {
  if (status === 0) return { key: 'errors.write.network' };
  if (status === 401) return { key: 'errors.write.session' };
  if (status === 403) return { key: 'errors.write.forbidden' };
  if (status === 429) return { key: 'errors.write.throttled' };
  return { key: 'errors.write.failed' };
}

/**
 * The message of a failed write: a server text we translate; another server text only on a 400
 * (000 §8, 001 §8: validation messages as received); else the status says why, since DRF's
 * English `detail` of a 403 or 429 would not speak the person's language.
 */
export function failureMessage(status: number, message: FormMessage | null): FormMessage {
  if (message && ('key' in message || status === 400)) return message;
  return statusMessage(status);
}

/**
 * parseFormErrors for a failed write: the field messages, and the message under the form
 * (failureMessage) unless the field messages say it all.
 */
export function writeErrors<F extends string>(
  res: { status: number; data: unknown },
  fields: readonly F[],
): FormErrors<F> {
  const parsed = parseFormErrors(errorBody(res.data), fields);
  const onlyFields = Object.keys(parsed.fields).length > 0 && parsed.detail === null;
  return {
    fields: parsed.fields,
    detail: onlyFields ? null : failureMessage(res.status, parsed.detail),
  };
}
