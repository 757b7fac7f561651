'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SHOP_NOTE_MAX_LENGTH, SHOP_ORDER_NUMBER_MAX_LENGTH } from '@maison/domain/constants';
import { TextArea, TextInput } from '@/ui/TextInput';
import { fieldError } from './Choices';

interface TextFieldProps {
  /** The registered form field (react-hook-form). */
  field: UseFormRegisterReturn;
  errors: Readonly<Record<string, string>>;
}

/** The jeweler's own order number of a line (both order forms, 001 §3). */
export function OrderNumberField({ field, errors }: TextFieldProps) {
  const t = useTranslations('shop');
  return (
    <TextInput
      {...field}
      label={t('form.order-number')}
      maxLength={SHOP_ORDER_NUMBER_MAX_LENGTH}
      error={fieldError('orderNumber', errors)}
      autoComplete="off"
      data-testid="shop-order-number"
    />
  );
}

/** The note of a line (both order forms, 001 §3). */
export function NoteField({ field, errors }: TextFieldProps) {
  const t = useTranslations('shop');
  return (
    <TextArea
      {...field}
      label={t('form.note')}
      rows={2}
      maxLength={SHOP_NOTE_MAX_LENGTH}
      error={fieldError('note', errors)}
      data-testid="shop-note"
    />
  );
}
