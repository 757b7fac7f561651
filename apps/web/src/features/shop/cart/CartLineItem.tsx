'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  engravingPreview,
  formatCents,
  lengthLabel,
  specialColorEntry,
  symbolKeyOfImage,
} from '@maison/domain/shop';
import { formatDate } from '@/features/portal/format';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { RelativeTime } from '@/ui/RelativeTime';
import { TrashIcon } from '@/ui/Icon';
import type { CartEntry } from './lines';
import styles from './line.module.css';

export interface CartLineItemProps {
  entry: CartEntry;
  currency: string;
  /** A change or deletion of this line is under way. */
  pending: boolean;
  /** The message of the line's last failed change, in the user's language. */
  error: string | null;
  onQuantityChange: (quantity: number) => void;
  onDelete: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How a length reads: the size label and the number when the group uses size labels. */
function lengthText(length: number, useSizeLabels: boolean): string {
  const plain = lengthLabel(length, false);
  const label = lengthLabel(length, useSizeLabels);
  return label === plain ? plain : `${label} (${plain})`;
}

/** One line of the cart with every display field of 001 §3 "Cart line". */
export function CartLineItem({
  entry,
  currency,
  pending,
  error,
  onQuantityChange,
  onDelete,
}: CartLineItemProps) {
  const t = useTranslations('cart.line');
  const shopT = useTranslations('shop');
  const lookup = useTranslations('shop.lookup');
  const { line, articleNumber, specialColor, useSizeLabels, quantityOptions } = entry;
  const money = (cents: number) => formatCents(cents, currency);
  const service = line.metaType === 'service_item';
  const engraving = line.engraving;
  const symbol = symbolKeyOfImage(engraving?.image);
  const [name, ...description] = line.nameParts;

  return (
    <li
      className={styles.line}
      data-testid="cart-line"
      data-line-id={line.id}
      aria-busy={pending || undefined}
    >
      <div className={styles.lineImage}>
        {line.img ? (
          <img src={line.img} alt="" loading="lazy" />
        ) : (
          <span className={styles.noImage}>{t('image')}</span>
        )}
      </div>

      <div className={styles.lineBody}>
        <h3 className={styles.lineName} data-testid="cart-line-name">
          <span>{name}</span>
          {description.map((part) => (
            <span key={part} className={styles.lineDescription}>
              {part}
            </span>
          ))}
        </h3>
        <dl className={styles.details}>
          <Detail label={t('articleNumber')}>{articleNumber}</Detail>
          {line.metalColor ? (
            <Detail label={t('metalColor')}>
              {lookup(`metalColor.${line.metalColor}`)} ({line.metalColor})
            </Detail>
          ) : null}
          {line.length !== null ? (
            <Detail label={t(line.type === 'ring' ? 'size' : 'length')}>
              {lengthText(line.length, useSizeLabels)}
            </Detail>
          ) : null}
          {specialColor !== null ? (
            <Detail label={t('specialColor')}>
              <span
                className={styles.swatch}
                style={{ background: specialColorEntry(specialColor).hex }}
                aria-hidden="true"
              />
              {lookup(`specialColor.${specialColorEntry(specialColor).key}`)}
            </Detail>
          ) : null}
          {engraving ? (
            <Detail label={t('engraving')}>
              <span>{lookup(`engravingType.${engraving.type}`)}</span>
              {engraving.text ? (
                <span className={styles.engravingText}>
                  {t('engravingQuote', { text: engravingPreview(engraving.text) })}
                </span>
              ) : null}
              {symbol ? (
                <span>{t('engravingSymbol', { symbol: lookup(`symbol.${symbol}`) })}</span>
              ) : engraving.image ? (
                <img
                  className={styles.engravingImage}
                  src={engraving.image}
                  alt={t('engravingImage')}
                />
              ) : null}
            </Detail>
          ) : null}
          {line.orderType ? (
            <Detail label={t('orderType')}>{lookup(`orderType.${line.orderType}`)}</Detail>
          ) : null}
          {line.limitNr !== null ? <Detail label={t('limitNumber')}>{line.limitNr}</Detail> : null}
          {line.endCustomerName ? (
            <Detail label={t('endCustomerName')}>{line.endCustomerName}</Detail>
          ) : null}
          {line.orderNumber ? <Detail label={t('orderNumber')}>{line.orderNumber}</Detail> : null}
          {line.requestedDeliveryDate ? (
            <Detail label={t('deliveryDate')}>{formatDate(line.requestedDeliveryDate)}</Detail>
          ) : null}
          {line.note ? <Detail label={t('note')}>{line.note}</Detail> : null}
          <Detail label={t('addedAt')}>
            <RelativeTime value={line.created_at} />
          </Detail>
          {service && !quantityOptions ? (
            <Detail label={t('quantity')}>{line.quantity}</Detail>
          ) : null}
        </dl>
        {service && quantityOptions ? (
          <div className={styles.quantity} data-testid="cart-line-quantity">
            <Dropdown
              label={t('quantity')}
              items={quantityOptions.map((option) => ({
                value: String(option.quantity),
                label: String(option.quantity),
                disabled: !option.available,
              }))}
              value={String(line.quantity)}
              disabled={pending}
              onValueChange={(value) => {
                const quantity = Number(value);
                if (quantity !== line.quantity) onQuantityChange(quantity);
              }}
            />
          </div>
        ) : null}
        {error ? (
          <p className={styles.lineError} role="alert">
            {error}
          </p>
        ) : quantityOptions?.some((option) => !option.available) ? (
          // 001 §5: why the larger quantities cannot be chosen.
          <p className={styles.hint}>{shopT('hint.too-large-quantity')}</p>
        ) : null}
      </div>

      <div className={styles.linePrices}>
        <dl className={styles.priceParts}>
          <div>
            <dt>{t(service ? 'unitPrice' : 'basePrice')}</dt>
            <dd>{money(line.price_base)}</dd>
          </div>
          {line.price_special_color_amount_cents > 0 ? (
            <div>
              <dt>{t('specialColorPrice')}</dt>
              <dd>{money(line.price_special_color_amount_cents)}</dd>
            </div>
          ) : null}
          {line.price_special_length_amount_cents > 0 ? (
            <div>
              <dt>{t('specialLengthPrice')}</dt>
              <dd>{money(line.price_special_length_amount_cents)}</dd>
            </div>
          ) : null}
          {engraving ? (
            <div>
              <dt>{t('engravingPrice')}</dt>
              <dd>{money(engraving.price)}</dd>
            </div>
          ) : null}
          <div className={styles.lineTotal}>
            <dt>{t('total')}</dt>
            <dd data-testid="cart-line-price">{money(line.price)}</dd>
          </div>
        </dl>
        <Button
          variant="text"
          size="sm"
          className={styles.delete}
          loading={pending}
          onClick={onDelete}
          aria-label={t('delete-label', { name: line.name })}
          data-testid="cart-line-delete"
        >
          <TrashIcon size="1.1em" />
          <span>{t('delete')}</span>
        </Button>
      </div>
    </li>
  );
}
