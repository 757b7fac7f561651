'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_SUCCESS_STATUS, type FormAction } from '@maison/domain/constants';
import { requiredFormFields } from '@maison/domain/forms/rules';
import type { ApiResult } from '@maison/api/web-client';
import type { FormMessage } from '@/features/account/errors';
import { ALERT, messageOf, showErrors, toFieldError } from '@/features/account/hookForm';
import { useSession } from '@/features/account/session';
import type { FormValues } from './payload';
import { markPopupFormSent } from './popupSent';
import { prefillValues } from './prefill';
import { formSchema } from './schema';
import { failedSubmitErrors } from './serverErrors';
import type { FormPlacement } from './types';

interface MaisonFormOptions<V extends FormValues> {
  action: FormAction;
  placement: FormPlacement;
  initial: V;
  /** The required fields; default the shared rules of the action in the form's locale. */
  required?: readonly string[];
  /** Fields never prefilled from the profile. */
  noPrefill?: readonly string[];
  /** The message of an e-mail that does not look like one (checked before sending). */
  invalidEmail?: string;
}

interface SubmitOptions<R extends ApiResult> {
  /** The status that means sent; default 201. */
  success?: number;
  onSuccess?: (result: R) => void;
  /** Returns true when it handled the failure itself (no messages are shown then). */
  onFailure?: (result: R) => boolean | void;
}

/**
 * A form block on react-hook-form (000 §4, 001 §4): values prefilled from the profile, the
 * required fields of the shared rules checked by the zod resolver before sending
 * (form-general.required-field under each empty one, nothing sent), the button busy while the
 * request runs, server errors per field, and the sent state.
 */
export function useMaisonForm<V extends FormValues>({
  action,
  placement,
  initial,
  required: requiredOverride,
  noPrefill = [],
  invalidEmail,
}: MaisonFormOptions<V>) {
  const { locale } = placement;
  const required = requiredOverride ?? requiredFormFields(action, locale);
  // A shown form keeps its fields and rules; the raw values go out as typed.
  const [resolver] = useState(() =>
    zodResolver(formSchema(Object.keys(initial), required, invalidEmail), undefined, {
      raw: true,
    }),
  );
  const form = useForm<FormValues>({
    defaultValues: initial,
    resolver,
    // Checked again only when sent; a corrected field loses its message (below).
    reValidateMode: 'onSubmit',
    // The first invalid control in the page's order gets the focus (focusFirstError).
    shouldFocusError: false,
  });
  const { clearErrors, getValues, setError, setValue, subscribe } = form;
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);

  // A field the visitor changes loses its message.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change') clearErrors(name);
        },
      }),
    [subscribe, clearErrors],
  );

  const current = useSession();
  const profile = current.status === 'user' ? current.user : null;
  const prefilled = useRef(false);
  const skip = noPrefill.join(',');
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const values = getValues();
    const next = prefillValues(values, profile, skip.split(','));
    for (const [field, value] of Object.entries(next)) {
      if (value !== values[field]) setValue(field, value);
    }
  }, [profile, skip, getValues, setValue]);

  const focusFirstError = () => {
    setTimeout(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
  };

  async function deliver<R extends ApiResult>(
    values: V,
    send: (values: V) => Promise<R>,
    { success = FORM_SUCCESS_STATUS, onSuccess, onFailure }: SubmitOptions<R>,
  ): Promise<void> {
    let result: R;
    try {
      result = await send(values);
    } catch {
      setError(ALERT, toFieldError({ key: 'forms.error.network' }));
      return;
    }
    if (result.status === success) {
      if (placement.popupUid) markPopupFormSent(placement.popupUid);
      setSent(true);
      onSuccess?.(result);
      return;
    }
    if (onFailure?.(result)) return;
    const parsed = failedSubmitErrors(result.status, result.data, Object.keys(values));
    showErrors(setError, parsed.fields, parsed.alert);
    if (Object.keys(parsed.fields).length) focusFirstError();
  }

  /** An onSubmit handler for the <form>: checks the fields, then sends once at a time. */
  const onSubmit =
    <R extends ApiResult>(send: (values: V) => Promise<R>, options: SubmitOptions<R> = {}) =>
    (event: FormEvent) => {
      if (busy.current) {
        event.preventDefault();
        return;
      }
      void form.handleSubmit(async (values) => {
        busy.current = true;
        try {
          await deliver(values as V, send, options);
        } finally {
          busy.current = false;
        }
      }, focusFirstError)(event);
    };

  return {
    control: form.control,
    getValues,
    setValue,
    isRequired: (field: string) => required.includes(field),
    alert: messageOf(form.formState.errors.root?.server) ?? null,
    /** Shows a message under the form (a failure the form explains itself). */
    showAlert: (message: FormMessage) => setError(ALERT, toFieldError(message)),
    loading: form.formState.isSubmitting,
    sent,
    formRef,
    locale,
    placement,
    onSubmit,
  };
}
