'use client';

import { useTranslations } from 'next-intl';
import {
  allowsEngraving,
  isEngravingLocked,
  isSoldOut,
  setEngraving,
  type JewelryGroup,
} from '@maison/domain/shop';
import { AddToCartFooter } from './AddToCartFooter';
import { EngravingFields } from './EngravingFields';
import { OrderDetailsFields } from './OrderDetailsFields';
import { OrderTypeFields } from './OrderTypeFields';
import { PieceFields } from './PieceFields';
import { PriceSummary } from './PriceSummary';
import { useJewelryOrderForm } from './useJewelryOrderForm';
import styles from './form.module.css';

/**
 * The order form of a jewelry group (001 §3 Selection state, §4 Order type and Ring of the
 * year, §5 Shop validation): the piece and its engraving beside the order's details and price.
 */
export function JewelryOrderForm({
  group,
  onClosed,
}: {
  group: JewelryGroup;
  onClosed: () => void;
}) {
  const t = useTranslations('shop');
  const state = useJewelryOrderForm(group, onClosed);
  const { form, change, errors, money, limitations, free } = state;

  if (group.isRingOfTheYear && limitations.data && isSoldOut(free)) {
    return (
      <div className={styles.soldOut} data-testid="shop-form">
        <p data-testid="shop-sold-out">{t('form.sold-out')}</p>
      </div>
    );
  }

  return (
    <form
      ref={state.formRef}
      className={styles.form}
      onSubmit={(event) => void state.submit(event)}
      noValidate
      aria-label={t('form.label', { name: group.name })}
      data-testid="shop-form"
    >
      <div className={styles.columns}>
        <div className={styles.column}>
          <h4 className={styles.sectionTitle}>{t('form.section-piece')}</h4>
          <PieceFields group={group} form={form} change={change} errors={errors} money={money} />
          {allowsEngraving(group) ? (
            <EngravingFields
              group={group}
              engraving={form.selection}
              locked={isEngravingLocked(form, group)}
              errors={errors}
              money={money}
              onChange={(engraving, fields) => change(setEngraving(form, group, engraving), fields)}
            />
          ) : null}
        </div>

        <div className={styles.column}>
          <h4 className={styles.sectionTitle}>{t('form.section-order')}</h4>
          <OrderTypeFields
            group={group}
            form={form}
            change={change}
            errors={errors}
            free={free}
            limitations={limitations}
          />
          <OrderDetailsFields
            group={group}
            form={form}
            change={change}
            text={state.text}
            errors={errors}
            minDate={state.minDate}
            today={state.today}
          />
          <div className={styles.summary}>
            <PriceSummary
              composition={state.composition}
              currency={state.currency}
              loading={state.skuLoading}
            />
            <AddToCartFooter cart={state.cart} missingSku={state.missingSku} />
          </div>
        </div>
      </div>
    </form>
  );
}
