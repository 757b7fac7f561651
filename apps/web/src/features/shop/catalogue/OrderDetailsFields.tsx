'use client';

import { useTranslations } from 'next-intl';
import { SHOP_END_CUSTOMER_NAME_MAX_LENGTH } from '@maison/domain/constants';
import { localDate, localDay } from '@maison/domain/format/local-day';
import { requiresEndCustomerName, type JewelryGroup } from '@maison/domain/shop';
import { formatDate } from '@/features/portal/format';
import { DatePicker } from '@/ui/DatePicker';
import { TextInput } from '@/ui/TextInput';
import { fieldError } from './Choices';
import { NoteField, OrderNumberField } from './TextFields';
import type { JewelryOrderFormState } from './useJewelryOrderForm';
import styles from './form.module.css';

/**
 * The order's own details (001 §3): the end customer of a commission, the jeweler's order
 * number, the requested delivery date (not before the SKU's delivery time) and a note.
 */
export function OrderDetailsFields({
  group,
  form,
  change,
  text,
  errors,
  minDate,
  today,
}: Pick<JewelryOrderFormState, 'form' | 'change' | 'text' | 'errors' | 'minDate' | 'today'> & {
  group: JewelryGroup;
}) {
  const t = useTranslations('shop');
  const s = form.selection;
  return (
    <>
      {s.orderType === 'commission' ? (
        <TextInput
          {...text('endCustomerName', ['commission'])}
          label={t('form.end-customer-name')}
          required={requiresEndCustomerName(group, s)}
          maxLength={SHOP_END_CUSTOMER_NAME_MAX_LENGTH}
          error={fieldError('endCustomerName', errors)}
          autoComplete="off"
          data-testid="shop-end-customer-name"
        />
      ) : null}
      <OrderNumberField field={text('orderNumber')} errors={errors} />
      <div data-testid="shop-delivery-date">
        <DatePicker
          label={
            <>
              {t('form.delivery-date')}
              {minDate ? (
                <>
                  {' '}
                  <span className={styles.labelHint}>
                    {t('form.delivery-date-min', { date: formatDate(minDate) })}
                  </span>
                </>
              ) : null}
            </>
          }
          value={localDate(s.requestedDeliveryDate)}
          onChange={(date) =>
            change(
              { ...form, selection: { ...s, requestedDeliveryDate: date ? localDay(date) : null } },
              ['requestedDeliveryDate'],
            )
          }
          minDate={localDate(minDate ?? today) ?? undefined}
          error={fieldError('requestedDeliveryDate', errors)}
        />
      </div>
      <NoteField field={text('note')} errors={errors} />
    </>
  );
}
