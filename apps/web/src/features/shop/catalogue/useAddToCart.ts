'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { SHOP_FORM_CLOSE_DELAY_MS } from '@maison/domain/constants';
import { SHOP_ERRORS } from '@maison/domain/shop';
import { statusMessage } from '@/features/account/errors';
import { toast } from '@/ui/Toast';
import { SHOP_QUERY_KEYS, ShopApiError, isTokenError } from '../api';

/** What a failed add-to-cart shows: messages per field, one for the form, a missing SKU. */
export interface AddFailure {
  fields: Record<string, string>;
  general: string | null;
  /** The SKU the server could not list (`sku_not_found`, 001 §8). */
  missingSku: string | null;
}

const NO_FAILURE: AddFailure = { fields: {}, general: null, missingSku: null };

const SKU_NOT_FOUND = /^Sku (\S+) not found$/;

/** A message key (`form-general.required-field`, `shop.error.commission`) or a server text. */
export function useMessage() {
  const t = useTranslations();
  return (message: string) => (t.has(message) ? t(message) : message);
}

/**
 * docs/shop.md error shapes: field errors `{"field": [message]}`, others `{detail, code}`.
 * Messages of fields the form does not show (`fields`) become the form's message.
 */
function readFailure(
  err: unknown,
  message: (text: string) => string,
  fields: readonly string[],
): AddFailure {
  if (!(err instanceof ShopApiError))
    return { ...NO_FAILURE, general: message(statusMessage(0).key) };
  const { status, body } = err;
  if (body.code === 'sku_not_found') {
    const code = typeof body.detail === 'string' ? SKU_NOT_FOUND.exec(body.detail)?.[1] : null;
    return { ...NO_FAILURE, missingSku: code ?? '' };
  }
  if (body.code === 'limit_number_taken')
    return {
      ...NO_FAILURE,
      fields: { yearlyRingId: message(SHOP_ERRORS.limitNumberTaken) },
      general: message('shop.errors.limit-number-taken'),
    };
  if (body.code === 'not_editable')
    return { ...NO_FAILURE, general: message('shop.errors.not-editable') };
  if (status === 401) return { ...NO_FAILURE, general: message('shop.errors.session') };
  // Issue 14: a refusal or throttling says so; "please try again" would not help.
  if (status === 403 || status === 429)
    return { ...NO_FAILURE, general: message(statusMessage(status).key) };
  if (status === 400) {
    const shown: Record<string, string> = {};
    const other: string[] = [];
    for (const [field, value] of Object.entries(body)) {
      if (field === 'detail' || field === 'code') continue;
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first !== 'string') continue;
      if (fields.includes(field)) shown[field] = message(first);
      else other.push(message(first));
    }
    if (Object.keys(shown).length > 0 || other.length > 0)
      return { ...NO_FAILURE, fields: shown, general: other.length ? other.join(' ') : null };
  }
  return { ...NO_FAILURE, general: message('shop.errors.add-failed') };
}

/**
 * The add-to-cart of both order forms (001 §4 "Product card"): on success a short confirmation,
 * the cart and the limit numbers reloaded (the header badge reads the cart), and after
 * SHOP_FORM_CLOSE_DELAY_MS the form resets and closes. Failures come back per field.
 */
export function useAddToCart<V>(
  add: (vars: V) => Promise<unknown>,
  {
    name,
    fields,
    onReset,
    onClosed,
  }: {
    name: string;
    /** The fields whose server messages the form shows under them. */
    fields: readonly string[];
    onReset: () => void;
    onClosed: () => void;
  },
) {
  const t = useTranslations('shop');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState<AddFailure>(NO_FAILURE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const mutation = useMutation({
    mutationFn: add,
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: () => {
      setAdded(true);
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.currentOrder });
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.limitations });
      toast.show({ type: 'success', timing: 'medium', content: t('form.added-toast', { name }) });
      timer.current = setTimeout(() => {
        timer.current = null;
        setAdded(false);
        onReset();
        onClosed();
      }, SHOP_FORM_CLOSE_DELAY_MS);
    },
    onError: (err) => {
      const read = readFailure(err, message, fields);
      setFailure(read);
      if (read.missingSku !== null) console.error(`Sku ${read.missingSku} not found`);
      if (isTokenError(err))
        void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.session });
      if (err instanceof ShopApiError && err.body.code === 'limit_number_taken')
        void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.limitations });
      if (err instanceof ShopApiError && err.body.code === 'not_editable')
        void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.currentOrder });
    },
  });

  return {
    add: (vars: V) => {
      if (!mutation.isPending && !added) mutation.mutate(vars);
    },
    pending: mutation.isPending,
    added,
    failure,
    setFailure,
  };
}
