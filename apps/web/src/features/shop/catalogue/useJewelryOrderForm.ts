'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldError, type FieldPath } from 'react-hook-form';
import { DEFAULT_DELIVERY_TIME_WEEKS } from '@maison/domain/constants';
import { countryTimeZone, todayIn } from '@maison/domain/portal/dates';
import {
  PriceCompositionError,
  composePrice,
  deliveryTimeWeeks,
  formatCents,
  freeLimitNumbers,
  fromCents,
  initialOrderForm,
  keepLimitNumber,
  minimumDeliveryDate,
  selectionSkus,
  toCents,
  type JewelryGroup,
  type OrderForm,
  type SelectionContext,
  type SelectionField,
  type SelectionState,
} from '@maison/domain/shop';
import { shopApi } from '../api';
import { useShop } from '../context';
import { useLimitations, useSku } from './queries';
import { jewelryOrderSchema } from './schemas';
import { useAddToCart, useMessage } from './useAddToCart';

/** The fields that show their messages (validateSelection's and the server's). */
const SELECTION_FIELDS: readonly SelectionField[] = [
  'metalColor',
  'length',
  'specialColor',
  'engravingType',
  'engravingText',
  'engravingImage',
  'orderType',
  'commission',
  'yearlyRingId',
  'endCustomerName',
  'orderNumber',
  'requestedDeliveryDate',
  'note',
];

/** Messages per field, in the user's language. */
type ShownErrors = Readonly<Record<string, string>>;

const without = (errors: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k)));

function composition(
  group: JewelryGroup,
  s: SelectionState,
  currency: string,
  base?: number | null,
) {
  try {
    return composePrice(
      group,
      s,
      currency,
      typeof base === 'number' ? fromCents(base, currency) : null,
    );
  } catch (err) {
    if (err instanceof PriceCompositionError) return null;
    throw err;
  }
}

/**
 * The state of a jewelry group's order form (001 §3 Selection state, §4 Order type and Ring of
 * the year, §5 Shop validation) on react-hook-form: the values are the domain's OrderForm,
 * changed through its rules (`change`), validated by the domain on submit (jewelryOrderSchema).
 */
export function useJewelryOrderForm(group: JewelryGroup, onClosed: () => void) {
  const message = useMessage();
  const { commerce } = useShop();
  const currency = commerce.currency;
  const today = useMemo(() => todayIn(countryTimeZone(commerce.market)), [commerce.market]);
  const limitations = useLimitations();
  const free = useMemo(
    () =>
      group.isRingOfTheYear && limitations.data
        ? freeLimitNumbers(limitations.data, group.skuPrefix)
        : [],
    [group, limitations.data],
  );
  // The rules' context depends on the SKU of the values being edited; the resolver reads the
  // one of the last render, which is what the user submits from.
  const context = useRef<SelectionContext>({
    today,
    deliveryTimeWeeks: DEFAULT_DELIVERY_TIME_WEEKS,
    freeLimitNumbers: free,
  });
  const defaultValues = useMemo(() => initialOrderForm(group), [group]);
  const { watch, register, setValue, getValues, clearErrors, reset, handleSubmit, formState } =
    useForm<OrderForm, unknown, SelectionState>({
      defaultValues,
      resolver: (values, ctx, options) =>
        zodResolver(jewelryOrderSchema(group, context.current))(values, ctx, options),
      // Messages show after a submit and go when their field changes, until the next submit.
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    });
  const form = watch();
  const s = form.selection;
  const formRef = useRef<HTMLFormElement>(null);

  const skus = selectionSkus(group, s);
  const skuCode = skus?.skuCode ?? null;
  const { sku } = useSku(skuCode);

  const cart = useAddToCart(
    (selection: SelectionState) => shopApi.addJewelry(group.uuid, selection),
    {
      name: group.name,
      fields: SELECTION_FIELDS,
      onReset: () => reset(initialOrderForm(group)),
      onClosed,
    },
  );
  // 001 §8: the SKU list lacks the selection's SKU, or adding it answered sku_not_found.
  const reported = cart.failure.missingSku;
  const missingSku = sku === null ? skuCode : reported === null ? null : reported || skuCode;

  useEffect(() => {
    // 001 §8: a missing SKU is reported; the form shows its loader until the selection changes.
    if (sku === null && skuCode) console.error(`Sku ${skuCode} not found`);
  }, [sku, skuCode]);

  useEffect(() => {
    // Someone else may have taken the chosen number meanwhile.
    if (!limitations.data) return;
    const chosen = getValues('selection.yearlyRingId');
    const kept = keepLimitNumber(free, chosen);
    if (kept !== chosen) setValue('selection.yearlyRingId', kept);
  }, [free, limitations.data, getValues, setValue]);

  const weeks =
    (sku ? deliveryTimeWeeks({ delivery_time: sku.delivery_time }) : null) ??
    DEFAULT_DELIVERY_TIME_WEEKS;
  useEffect(() => {
    context.current = { today, deliveryTimeWeeks: weeks, freeLimitNumbers: free };
  }, [today, weeks, free]);

  const ruleErrors = Object.entries(formState.errors.selection ?? {}) as [
    string,
    FieldError | undefined,
  ][];
  const errors: ShownErrors = {
    ...cart.failure.fields,
    ...Object.fromEntries(
      ruleErrors.flatMap(([field, error]) =>
        error?.message ? [[field, message(error.message)]] : [],
      ),
    ),
  };

  /** A field changed: its messages (the rules' and the server's) and the form's message go. */
  const clear = (fields: readonly string[]) => {
    clearErrors(fields.map((field) => `selection.${field}`) as FieldPath<OrderForm>[]);
    cart.setFailure((f) => ({
      fields: without(f.fields, fields),
      general: null,
      missingSku: null,
    }));
  };
  /** Applies the domain's next OrderForm (a rule may change several fields at once). */
  const change = (next: OrderForm, fields: readonly string[]) => {
    setValue('selection', next.selection);
    setValue('storedEngraving', next.storedEngraving);
    clear(fields);
  };
  /** A free text field of the selection, with its messages cleared as it changes. */
  const text = (field: 'endCustomerName' | 'orderNumber' | 'note', also: readonly string[] = []) =>
    register(`selection.${field}`, { onChange: () => clear([field, ...also]) });

  const submit = handleSubmit(
    (selection) => {
      if (missingSku === null) cart.add(selection);
    },
    () =>
      // After React has rendered the messages, so the first invalid field is marked.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
  );

  return {
    form,
    change,
    text,
    errors,
    submit,
    formRef,
    cart,
    missingSku,
    /** The SKU of a complete selection is loading. */
    skuLoading: skus !== null && sku === undefined,
    composition: composition(group, s, currency, sku?.price_amount_cents),
    /**
     * The earliest delivery date (001 §5): today plus the SKU's delivery time, null until the
     * selection names its SKU (no date is promised before its delivery time is known).
     */
    minDate: sku ? minimumDeliveryDate(today, weeks) : null,
    today,
    free,
    limitations,
    currency,
    money: (major: number) => formatCents(toCents(major, currency), currency),
  };
}

export type JewelryOrderFormState = ReturnType<typeof useJewelryOrderForm>;
