'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatCents,
  quantityInCart,
  serviceQuantityOptions,
  toCents,
  type ServiceItemGroup,
} from '@maison/domain/shop';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { shopApi } from '../api';
import { useShop } from '../context';
import { fieldError } from './Choices';
import { useCurrentOrder, useSku } from './queries';
import { EMPTY_SERVICE_FORM, serviceOrderSchema, serviceQuantity } from './schemas';
import { NoteField, OrderNumberField } from './TextFields';
import { AddToCartFooter } from './AddToCartFooter';
import { useAddToCart, useMessage } from './useAddToCart';
import styles from './form.module.css';

/** The fields that show their server messages (the add-line-item body's). */
const SERVICE_FIELDS = ['quantity', 'note', 'orderNumber'] as const;
type ServiceField = (typeof SERVICE_FIELDS)[number];

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
  const message = useMessage();
  const { commerce } = useShop();
  const currency = commerce.currency;
  const order = useCurrentOrder();
  const inCart = order.data ? quantityInCart(order.data.line_items, group.articleNumber) : 0;
  const { register, watch, setValue, reset, clearErrors, handleSubmit, formState } = useForm({
    defaultValues: EMPTY_SERVICE_FORM,
    resolver: zodResolver(serviceOrderSchema(group, inCart)),
    reValidateMode: 'onSubmit',
  });
  const cart = useAddToCart(
    (body: { quantity: number; note?: string; orderNumber?: string }) =>
      shopApi.addServiceItem(group.uuid, body),
    {
      name: group.name,
      fields: SERVICE_FIELDS,
      onReset: () => reset(EMPTY_SERVICE_FORM),
      onClosed,
    },
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

  const options = serviceQuantityOptions(group, inCart);
  // A choice the cart has meanwhile made too large gives way to the first one that fits.
  const quantity = serviceQuantity(group, inCart, watch('quantity'));
  const unitCents = toCents(group.price, currency);
  const noneFits = quantity === null;
  const ruleError = formState.errors.quantity?.message;
  const shown = {
    ...cart.failure.fields,
    ...(ruleError ? { quantity: message(ruleError) } : {}),
  };

  const submit = handleSubmit((body) => {
    if (missingSku === null) cart.add(body);
  });

  /** A field changed: its messages and the form's message go. */
  const clear = (field: ServiceField) => {
    clearErrors(field);
    cart.setFailure((f) => ({
      fields: Object.fromEntries(Object.entries(f.fields).filter(([k]) => k !== field)),
      general: null,
      missingSku: null,
    }));
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
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
                setValue('quantity', Number(v));
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
          <OrderNumberField
            field={register('orderNumber', { onChange: () => clear('orderNumber') })}
            errors={shown}
          />
          <NoteField field={register('note', { onChange: () => clear('note') })} errors={shown} />
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
