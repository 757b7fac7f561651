'use client';

import { useTranslations } from 'next-intl';
import { composedTotalCents, formatCents, type PriceComposition } from '@maison/domain/shop';
import styles from './form.module.css';

/**
 * The price of a jewelry selection (001 §3 "Price composition"): base, the surcharges that
 * apply and the total; a hint while the selection is incomplete or its SKU loads.
 */
export function PriceSummary({
  composition,
  currency,
  loading,
}: {
  composition: PriceComposition | null;
  currency: string;
  /** The complete selection's SKU is loading. */
  loading: boolean;
}) {
  const t = useTranslations('shop');
  if (!composition)
    return <p className={styles.hint}>{loading ? t('loading') : t('form.price-incomplete')}</p>;
  const money = (cents: number) => formatCents(cents, currency);
  const surcharges = [
    ['form.price-special-color', composition.special_color_amount_cents],
    ['form.price-special-length', composition.final_length_amount_cents],
    ['form.price-engraving', composition.engraving_amount_cents],
  ] as const;
  return (
    <dl className={styles.priceParts}>
      <div>
        <dt>{t('form.price-base')}</dt>
        <dd>{money(composition.base_amount_cents)}</dd>
      </div>
      {surcharges.map(([label, cents]) =>
        cents > 0 ? (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{money(cents)}</dd>
          </div>
        ) : null,
      )}
      <div className={styles.total}>
        <dt>{t('form.price-total')}</dt>
        <dd data-testid="shop-price">{money(composedTotalCents(composition))}</dd>
      </div>
    </dl>
  );
}
