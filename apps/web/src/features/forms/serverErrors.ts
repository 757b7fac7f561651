import { failureMessage, firstText, type FormMessage } from '@/features/account/errors';

/** 000 §5, 001 §5: the one server text with a translation; every other text is shown as is. */
const SERVER_TEXT_KEYS: Record<string, string> = {
  'Enter a valid email address.': 'form-general.valid-email',
};

function formFieldMessage(text: string): FormMessage {
  const key = SERVER_TEXT_KEYS[text];
  return key ? { key } : { text };
}

export interface FormErrorState {
  fields: Record<string, FormMessage>;
  /** `detail`, or an error of a field the form does not show: under the form. */
  alert: FormMessage | null;
}

/**
 * A DRF error body (`{"field": ["message"]}`, `{"detail": "..."}`) as messages per field of the
 * form (000 §8, 001 §8), and the first other message for under the form.
 */
export function parseServerErrors(body: unknown, fields: readonly string[]): FormErrorState {
  const result: FormErrorState = { fields: {}, alert: null };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result;
  const record = body as Record<string, unknown>;
  for (const field of fields) {
    const text = firstText(record[field]);
    if (text) result.fields[field] = formFieldMessage(text);
  }
  const other =
    firstText(record.detail) ??
    firstText(record.non_field_errors) ??
    Object.entries(record)
      .filter(([key]) => !fields.includes(key) && key !== 'code')
      .map(([, value]) => firstText(value))
      .find(Boolean) ??
    null;
  if (other) result.alert = formFieldMessage(other);
  return result;
}

/**
 * A refused submission's messages (issue 14): the server's per field, and under the form a
 * message saying why unless the field messages say it all (failureMessage).
 */
export function failedSubmitErrors(
  status: number,
  body: unknown,
  fields: readonly string[],
): FormErrorState {
  const parsed = parseServerErrors(body, fields);
  if (Object.keys(parsed.fields).length > 0 && parsed.alert === null) return parsed;
  return { fields: parsed.fields, alert: failureMessage(status, parsed.alert) };
}
