import type { ErrorOption, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormMessage } from './errors';

/**
 * Our messages inside react-hook-form's errors. A message is a translation key (what the zod
 * schemas say) or a server text shown as received; the error's type tells them apart.
 */
const SERVER_TEXT = 'server-text';

/** The message under the form, kept as react-hook-form's root error: the next submit clears it. */
export const ALERT = 'root.server';

export function toFieldError(message: FormMessage): ErrorOption {
  return 'key' in message
    ? { type: 'key', message: message.key }
    : { type: SERVER_TEXT, message: message.text };
}

/** A field's error, or the root's (whose type may be missing). */
type ErrorLike = { type?: string | number; message?: string } | undefined;

export function messageOf(error: ErrorLike): FormMessage | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_TEXT ? { text: error.message } : { key: error.message };
}

/** Shows refused fields under their inputs and the other message under the form. */
export function showErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: Partial<Record<string, FormMessage>>,
  alert: FormMessage | null,
): void {
  for (const [field, message] of Object.entries(fields)) {
    if (message) setError(field as Path<V>, toFieldError(message));
  }
  if (alert) setError(ALERT, toFieldError(alert));
}
