'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FORM_SUCCESS_STATUS, type FormAction } from '@maison/domain/constants';
import { isFilled, missingFormFields, requiredFormFields } from '@maison/domain/forms/rules';
import type { ApiResult } from '@/features/account/api';
import type { FormMessage } from '@/features/account/errors';
import { useSession } from '@/features/account/session';
import { markPopupFormSent } from '@/blocks/popup_form_modal/popup';
import type { FormValue, FormValues } from './payload';
import { prefillValues } from './prefill';
import {
  NO_FORM_ERRORS,
  failedSubmitErrors,
  requiredErrors,
  type FormErrorState,
} from './serverErrors';
import type { FormPlacement } from './types';

export interface UseFormOptions<V extends FormValues> {
  action: FormAction;
  placement: FormPlacement;
  initial: V;
  /** The required fields; default the shared rules of the action in the form's locale. */
  required?: readonly string[];
  /** Fields never prefilled from the profile. */
  noPrefill?: readonly string[];
}

export interface SubmitOptions<T> {
  /** The status that means sent; default 201. */
  success?: number;
  onSuccess?: (result: ApiResult<T>) => void;
  /** Returns true when it handled the failure itself (no messages are shown then). */
  onFailure?: (result: ApiResult<T>) => boolean | void;
}

/**
 * A form's state (000 §4, 001 §4): values prefilled from the profile, required fields checked
 * before sending (form-general.required-field under each empty one, nothing sent), the button
 * busy while the request runs, server errors per field, and the sent state.
 */
export function useForm<V extends FormValues>({
  action,
  placement,
  initial,
  required: requiredOverride,
  noPrefill = [],
}: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrorState>(NO_FORM_ERRORS);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const { locale } = placement;
  const required = requiredOverride ?? requiredFormFields(action, locale);

  const current = useSession();
  const profile = current.status === 'user' ? current.user : null;
  const prefilled = useRef(false);
  const skip = noPrefill.join(',');
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    setValues((v) =>
      prefillValues(v, profile as unknown as Record<string, unknown>, skip.split(',')),
    );
  }, [profile, skip]);

  const setValue = useCallback((field: string, value: FormValue) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its message.
    setErrors((e) => {
      if (!e.fields[field]) return e;
      const fields = { ...e.fields };
      delete fields[field];
      return { ...e, fields };
    });
  }, []);

  const focusFirstError = () => {
    setTimeout(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
  };

  /** Checks the required fields, then sends; resolves when the answer is handled. */
  async function submit<T>(
    send: (values: V) => Promise<ApiResult<T>>,
    { success = FORM_SUCCESS_STATUS, onSuccess, onFailure }: SubmitOptions<T> = {},
  ): Promise<void> {
    if (busy.current) return;
    const missing = requiredOverride
      ? requiredOverride.filter((field) => !isFilled(values[field]))
      : missingFormFields(action, locale, values);
    if (missing.length) {
      setErrors(requiredErrors(missing));
      focusFirstError();
      return;
    }
    setErrors(NO_FORM_ERRORS);
    busy.current = true;
    setLoading(true);
    let result: ApiResult<T>;
    try {
      result = await send(values);
    } catch {
      busy.current = false;
      setLoading(false);
      setErrors({ fields: {}, alert: { key: 'forms.error.network' } });
      return;
    }
    busy.current = false;
    setLoading(false);
    if (result.status === success) {
      if (placement.popupUid) markPopupFormSent(placement.popupUid);
      setSent(true);
      onSuccess?.(result);
      return;
    }
    if (onFailure?.(result)) return;
    const parsed = failedSubmitErrors(result.status, result.data, Object.keys(values));
    setErrors(parsed);
    if (Object.keys(parsed.fields).length) focusFirstError();
  }

  /** An onSubmit handler for the <form>. */
  const onSubmit =
    <T>(send: (values: V) => Promise<ApiResult<T>>, options?: SubmitOptions<T>) =>
    (event: FormEvent) => {
      event.preventDefault();
      void submit(send, options);
    };

  return {
    values,
    setValue,
    setValues,
    errors: errors.fields as Partial<Record<string, FormMessage>>,
    alert: errors.alert,
    setErrors,
    loading,
    sent,
    formRef,
    locale,
    placement,
    isRequired: (field: string) => required.includes(field),
    submit,
    onSubmit,
  };
}

export type FormState<V extends FormValues = FormValues> = ReturnType<typeof useForm<V>>;
