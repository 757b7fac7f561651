'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { SHOP_NOTE_MAX_LENGTH, SHOP_ORDER_NUMBER_MAX_LENGTH } from '@maison/domain/constants';
import {
  defaultServiceQuantity,
  formatCents,
  quantityInCart,
  serviceQuantityOptions,
  toCents,
  type ServiceItemGroup,
} from '@maison/domain/shop';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { TextArea, TextInput } from '@/ui/TextInput';
import { shopApi } from '../api';
import { useShop } from '../context';
import { fieldError } from './Choices';
import { useCurrentOrder, useSku } from './queries';
import { AddToCartFooter } from './AddToCartFooter';
import { useAddToCart } from './useAddToCart';
import styles from './form.module.css';

interface ServiceForm {
  /** The jeweler's choice; null follows the first available option. */
  quantity: number | null;
  note: string;
  orderNumber: string;
}

const EMPTY_FORM: ServiceForm = { quantity: null, note: '', orderNumber: '' };
/** The fields that show their server messages (the add-line-item body's). */
const SERVICE_FIELDS = ['quantity', 'note', 'orderNumber'] as const;

/**
 * The order form of a service item (001 §2, §5): quantities in steps of orderQuantity up to
 * maxQuantity minus what the cart already holds; when nothing fits, the too-large hint and no
 * add-to-cart.
 */
export function ServiceOrderForm({
  group,
  onClosed,
}: {
  group: ServiceItemGroup;
  onClosed: () => void;
}) {
  const t = useTranslations('shop');
  const { commerce } = useShop();
  const currency = commerce.currency;
  const order = useCurrentOrder();
  const [form, setForm] = useState<ServiceForm>(EMPTY_FORM);
  const cart = useAddToCart(
    (body: { quantity: number; note?: string; orderNumber?: string }) =>
      shopApi.addServiceItem(group.uuid, body),
    { name: group.name, fields: SERVICE_FIELDS, onReset: () => setForm(EMPTY_FORM), onClosed },
  );
  const { sku } = useSku(group.articleNumber);
  const reported = cart.failure.missingSku;
  const missingSku =
    sku === null ? group.articleNumber : reported === null ? null : reported || group.articleNumber;

  useEffect(() => {
    // 001 §8: a missing SKU is reported and the form shows its loader.
    if (sku === null) console.error(`Sku ${group.articleNumber} not found`);
  }, [sku, group.articleNumber]);

  if (!order.data && order.isError) {
    return (
      <div className={styles.loadError} role="alert">
        <p>{t('unavailable')}</p>
        <Button variant="secondary" size="sm" onClick={() => void order.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!order.data) {
    return (
      <p className={styles.loadingLine} aria-busy="true">
        {t('loading')}
      </p>
    );
  }

  const inCart = quantityInCart(order.data.line_items, group.articleNumber);
  const options = serviceQuantityOptions(group, inCart);
  const fallback = defaultServiceQuantity(group, inCart);
  const chosen = options.find((o) => o.quantity === form.quantity && o.available);
  // A choice the cart has meanwhile made too large gives way to the first one that fits.
  const quantity = chosen ? chosen.quantity : fallback;
  const unitCents = toCents(group.price, currency);
  const noneFits = quantity === null;
  const shown = cart.failure.fields;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quantity === null || missingSku !== null) return;
    cart.add({
      quantity,
      ...(form.note.trim() ? { note: form.note } : {}),
      ...(form.orderNumber.trim() ? { orderNumber: form.orderNumber } : {}),
    });
  };

  const clear = (field: string) =>
    cart.setFailure((f) => ({
      fields: Object.fromEntries(Object.entries(f.fields).filter(([k]) => k !== field)),
      general: null,
      missingSku: null,
    }));

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('form.label', { name: group.name })}
      data-testid="shop-service-form"
    >
      <div className={styles.columns}>
        <div className={styles.column}>
          <div data-testid="shop-quantity">
            <Dropdown
              label={t('service.quantity')}
              items={options.map((o) => ({
                value: String(o.quantity),
                label: t('service.quantity-option', {
                  quantity: o.quantity,
                  unit: group.unitLabel,
                }),
                disabled: !o.available,
              }))}
              value={quantity === null ? null : String(quantity)}
              onValueChange={(v) => {
                setForm((f) => ({ ...f, quantity: Number(v) }));
                clear('quantity');
              }}
              placeholder={t('service.quantity-none')}
              disabled={noneFits}
              error={fieldError('quantity', shown)}
            />
          </div>
          {noneFits ? (
            <p className={styles.warning} role="status" data-testid="shop-quantity-hint">
              {t('hint.too-large-quantity')}
            </p>
          ) : null}
          <p className={styles.hint}>
            {t('service.limits', {
              step: group.orderQuantity,
              max: group.maxQuantity,
              unit: group.unitLabel,
            })}
            {inCart > 0 ? (
              <>
                {' '}
                <span data-testid="shop-in-cart">
                  {t('service.in-cart', { quantity: inCart, unit: group.unitLabel })}
                </span>
              </>
            ) : null}
          </p>
        </div>
        <div className={styles.column}>
          <TextInput
            label={t('form.order-number')}
            value={form.orderNumber}
            maxLength={SHOP_ORDER_NUMBER_MAX_LENGTH}
            onChange={(e) => {
              setForm((f) => ({ ...f, orderNumber: e.target.value }));
              clear('orderNumber');
            }}
            error={fieldError('orderNumber', shown)}
            autoComplete="off"
            data-testid="shop-order-number"
          />
          <TextArea
            label={t('form.note')}
            value={form.note}
            rows={2}
            maxLength={SHOP_NOTE_MAX_LENGTH}
            onChange={(e) => {
              setForm((f) => ({ ...f, note: e.target.value }));
              clear('note');
            }}
            error={fieldError('note', shown)}
            data-testid="shop-note"
          />
          <div className={styles.summary}>
            <dl className={styles.priceParts}>
              <div>
                <dt>{t('service.unit-price', { unit: group.unitLabel })}</dt>
                <dd data-testid="shop-unit-price">{formatCents(unitCents, currency)}</dd>
              </div>
              {quantity !== null ? (
                <div className={styles.total}>
                  <dt>{t('form.price-total')}</dt>
                  <dd data-testid="shop-price">{formatCents(unitCents * quantity, currency)}</dd>
                </div>
              ) : null}
            </dl>
            <AddToCartFooter
              cart={cart}
              missingSku={missingSku}
              blockedReason={noneFits ? t('hint.too-large-quantity') : undefined}
            />
          </div>
        </div>
      </div>
    </form>
  );
}
