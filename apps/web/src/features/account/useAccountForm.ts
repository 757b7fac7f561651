'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import type { FormMessage } from './errors';
import { useMessageText } from './FormMessage';
import { messageOf, showErrors } from './hookForm';

/**
 * The checks of a form's fields. They test texts (a language is a text to them) and leave the
 * values as they are, so the form's values keep the types of its defaults.
 */
type FieldChecks<V> = z.ZodMiniType<Fields<V>, Fields<V>>;
type Fields<V> = { [K in keyof V]: unknown };

/**
 * An account form (000 §4, 001 §2) on react-hook-form: the schema's checks run when it is
 * sent, and the messages stay until it is sent again, as the server's do.
 */
export function useAccountForm<V extends FieldValues>(
  schema: FieldChecks<NoInfer<V>>,
  defaultValues: DefaultValues<V>,
) {
  const form = useForm<V, unknown, V>({
    defaultValues,
    resolver: zodResolver(schema) as Resolver<V, unknown, V>,
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
