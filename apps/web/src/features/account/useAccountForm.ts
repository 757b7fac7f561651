'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldError, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FormMessage } from './errors';
import { useMessageText } from './FormMessage';
import { messageOf, showErrors } from './hookForm';

/**
 * An account form (000 §4, 001 §2) on react-hook-form: the schema's checks run when it is
 * sent, and the messages stay until it is sent again, as the server's do.
 */
export function useAccountForm<V extends FieldValues>(
  schema: z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
) {
  const form = useForm<V, unknown, V>({
    defaultValues,
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const text = useMessageText();
  const errors = form.formState.errors as Partial<Record<string, FieldError>>;
  return {
    ...form,
    /** The text under a field, if any. */
    errorText: (field: keyof V & string) => text(messageOf(errors[field])),
    alert: messageOf(form.formState.errors.root?.server) ?? null,
    /** Shows a refused write's messages: per field, and the one under the form. */
    showErrors: (errors: {
      fields: Partial<Record<string, FormMessage>>;
      detail: FormMessage | null;
    }) => showErrors(form.setError, errors.fields, errors.detail),
  };
}
