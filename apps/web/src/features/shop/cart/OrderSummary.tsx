'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  formatCents,
  orderTotals,
  paymentTermsText,
  shippingTierText,
  type CommerceText,
  type OrderAddress,
} from '@maison/domain/shop';
import { Button } from '@/ui/Button';
import type { ShopOrder } from '../api';
import { countryName } from './format';
import styles from './cart.module.css';

function Address({ label, address }: { label: string; address: OrderAddress | null }) {
  const locale = useLocale();
  if (!address) return null;
  return (
    <div className={styles.address}>
      <h3 className={styles.summaryLabel}>{label}</h3>
      <address>
        {[
          address.full_name,
          address.line_1,
          address.line_2,
          `${address.zip_code} ${address.city}`.trim(),
          countryName(address.country_code, locale),
        ]
          .filter(Boolean)
          .map((part, index) => (
            <span key={index}>{part}</span>
          ))}
      </address>
    </div>
  );
}

/** A text of the commerce data in the person's language (shippingTierText, paymentTermsText). */
function useCommerceText() {
  const t = useTranslations('cart.summary');
  const locale = useLocale();
  return (text: CommerceText): string => {
    if ('text' in text) return text.text;
    if (text.key === 'invoiceNetDays') return t(text.key, text.values);
    const { weight, unit } = text.values;
    return t(text.key, {
      weight: new Intl.NumberFormat(locale, { style: 'unit', unit }).format(weight),
    });
  };
}

export interface OrderSummaryProps {
  order: ShopOrder;
  currency: string;
  termsHref: string;
  placing: boolean;
  /** The message of a failed placing, in the user's language. */
  error: string | null;
  onPlace: () => void;
}

/** 001 §2 order summary: subtotal, shipping, total, payment terms, addresses, terms, place. */
export function OrderSummary({
  order,
  currency,
  termsHref,
  placing,
  error,
  onPlace,
}: OrderSummaryProps) {
  const t = useTranslations('cart');
  const commerceText = useCommerceText();
  const totals = orderTotals(order);
  const money = (cents: number) => formatCents(cents, currency);
  // 001 §8: without a shipping method the order ships for 0 and names no tier.
  const tiers = order.shipments
    .filter((shipment) => shipment.shipping_method && shipment.weight_tier_name)
    .map((shipment) => commerceText(shippingTierText(shipment.weight_tier_name!)));

  return (
    <section className={styles.summary} aria-labelledby="cart-summary-headline">
      <h2 id="cart-summary-headline" className={styles.summaryHeadline}>
        {t('summary.headline')}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(totals.subtotal_amount_cents)}</dd>
        </div>
        <div>
          <dt>
            {t('summary.shipping')}
            {tiers.length ? <span className={styles.tier}>{tiers.join(', ')}</span> : null}
          </dt>
          <dd data-testid="cart-shipping">{money(totals.shipping_amount_cents)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="cart-total">{money(totals.total_amount_cents)}</dd>
        </div>
      </dl>
      <p className={styles.net}>{t('summary.net')}</p>
      {order.payment_terms ? (
        <div className={styles.terms}>
          <h3 className={styles.summaryLabel}>{t('summary.paymentTerms')}</h3>
          <p data-testid="cart-payment-terms">
            {commerceText(paymentTermsText(order.payment_terms))}
          </p>
        </div>
      ) : null}
      <div className={styles.addresses}>
        <Address label={t('summary.shippingAddress')} address={order.shipping_address} />
        <Address label={t('summary.billingAddress')} address={order.billing_address} />
      </div>
      <p className={styles.termsLink}>
        {t.rich('terms', {
          link: (chunks) => (
            <a href={termsHref} data-testid="cart-terms">
              {chunks}
            </a>
          ),
        })}
      </p>
      {error ? (
        <p className={styles.placeError} role="alert">
          {error}
        </p>
      ) : null}
      <Button
        size="lg"
        className={styles.place}
        loading={placing}
        onClick={onPlace}
        data-testid="cart-place-order"
      >
        {t('place')}
      </Button>
    </section>
  );
}
