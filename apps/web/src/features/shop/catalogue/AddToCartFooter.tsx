'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import type { AddFailure } from './useAddToCart';
import styles from './form.module.css';

/**
 * The end of both order forms: the missing-SKU state (001 §8: reported, with a loader), a
 * message for the whole form, the success line and the add-to-cart button.
 */
export function AddToCartFooter({
  cart,
  missingSku,
  blockedReason,
}: {
  cart: { pending: boolean; added: boolean; failure: AddFailure };
  missingSku: string | null;
  /** Why adding is not possible besides a missing SKU (e.g. no quantity fits). */
  blockedReason?: string;
}) {
  const t = useTranslations('shop');
  const reason = blockedReason ?? (missingSku !== null ? t('form.unavailable') : undefined);
  return (
    <>
      {missingSku !== null ? (
        <div className={styles.skuMissing} role="alert" aria-busy="true">
          <Spinner size="sm" />
          <p data-testid="shop-sku-not-found">{t('errors.sku-not-found', { code: missingSku })}</p>
        </div>
      ) : null}
      {cart.failure.general ? (
        <p className={styles.error} role="alert" data-testid="shop-form-error">
          {cart.failure.general}
        </p>
      ) : null}
      {cart.added ? (
        <p className={styles.added} role="status" data-testid="shop-added">
          {t('form.added')}
        </p>
      ) : null}
      <Button
        type="submit"
        className={styles.addButton}
        loading={cart.pending}
        disabled={reason !== undefined}
        disabledReason={reason}
        data-testid="shop-add-to-cart"
      >
        {t('form.add-to-cart')}
      </Button>
    </>
  );
}
