'use client';

import { useTranslations } from 'next-intl';
import {
  isEngravingLocked,
  orderTypeOptions,
  switchOrderType,
  type JewelryGroup,
} from '@maison/domain/shop';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { Choices, fieldError } from './Choices';
import type { JewelryOrderFormState } from './useJewelryOrderForm';
import styles from './form.module.css';

type FieldsProps = Pick<
  JewelryOrderFormState,
  'form' | 'change' | 'errors' | 'free' | 'limitations'
> & { group: JewelryGroup };

/** 001 §4: the ring of the year's free limit numbers, once loaded. */
function LimitNumberField({ form, change, errors, free, limitations }: FieldsProps) {
  const t = useTranslations('shop');
  const s = form.selection;
  if (limitations.data) {
    return (
      <div data-testid="shop-limit-number">
        <Dropdown
          label={t('form.limit-number')}
          items={free.map((n) => ({
            value: String(n),
            label: t('form.limit-number-option', { number: n }),
          }))}
          value={s.yearlyRingId === null ? null : String(s.yearlyRingId)}
          onValueChange={(v) =>
            change({ ...form, selection: { ...s, yearlyRingId: Number(v) } }, ['yearlyRingId'])
          }
          placeholder={t('form.limit-number-placeholder')}
          filterable
          required
          error={fieldError('yearlyRingId', errors)}
        />
        <p className={styles.hint}>{t('form.limit-free', { count: free.length })}</p>
      </div>
    );
  }
  if (limitations.isError) {
    return (
      <div className={styles.loadError} role="alert">
        <p>{t('unavailable')}</p>
        <Button variant="secondary" size="sm" onClick={() => void limitations.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <p className={styles.loadingLine} aria-busy="true">
      {t('loading')}
    </p>
  );
}

/**
 * 001 §4 "Order type": commission or not (the ring of the year is fixed to commission, a
 * nocommission power bracelet carries the default engraving), and the ring of the year's
 * limit number.
 */
export function OrderTypeFields(props: FieldsProps) {
  const t = useTranslations('shop');
  const { group, form, change, errors } = props;
  const s = form.selection;
  return (
    <>
      <Choices
        legend={t('form.order-type')}
        value={s.orderType}
        onChange={(to) =>
          change(switchOrderType(form, group, to), [
            'orderType',
            'commission',
            'engravingType',
            'engravingText',
            'engravingImage',
          ])
        }
        options={orderTypeOptions(group).map((o) => ({
          value: o,
          label: t(`lookup.orderType.${o}`),
          testId: `shop-order-type-${o}`,
        }))}
        hint={
          group.isRingOfTheYear
            ? t('form.order-type-fixed')
            : isEngravingLocked(form, group)
              ? t('form.order-type-default-engraving', { text: s.engravingText })
              : undefined
        }
        error={errors.orderType}
        errorTestId="shop-error-orderType"
      />
      {errors.commission ? (
        <p className={styles.error} role="alert" data-testid="shop-error-commission">
          {errors.commission}
        </p>
      ) : null}
      {group.isRingOfTheYear ? <LimitNumberField {...props} /> : null}
    </>
  );
}
