'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  DEFAULT_DELIVERY_TIME_WEEKS,
  SHOP_END_CUSTOMER_NAME_MAX_LENGTH,
  SHOP_NOTE_MAX_LENGTH,
  SHOP_ORDER_NUMBER_MAX_LENGTH,
} from '@maison/domain/constants';
import { countryTimeZone, todayIn } from '@maison/domain/portal/dates';
import {
  PriceCompositionError,
  SPECIAL_COLORS,
  allowsEngraving,
  composePrice,
  composedTotalCents,
  deliveryTimeWeeks,
  formatCents,
  freeLimitNumbers,
  fromCents,
  initialOrderForm,
  isEngravingLocked,
  isSoldOut,
  isTextEngraving,
  keepLimitNumber,
  lengthLabel,
  lengthOptions,
  minimumDeliveryDate,
  orderTypeOptions,
  requiresEndCustomerName,
  ringSizeWarning,
  selectionSkus,
  setEngraving,
  setMetalColor,
  switchOrderType,
  toCents,
  validateSelection,
  type JewelryGroup,
  type OrderForm,
  type SelectionField,
  type SelectionState,
  type SpecialColor,
} from '@maison/domain/shop';
import { formatDate, isoDay } from '@/features/portal/format';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import { TextArea, TextInput } from '@/ui/TextInput';
import { cx } from '@/ui/cx';
import { shopApi } from '../api';
import { useShop } from '../context';
import { Choices, fieldError } from './Choices';
import { EngravingFields } from './EngravingFields';
import { useLimitations, useSku } from './queries';
import { AddToCartFooter } from './AddToCartFooter';
import { useAddToCart, useMessage } from './useAddToCart';
import listStyles from './catalogue.module.css';
import styles from './form.module.css';

/** "No special colour" in the colour choice (special colours are 1–9). */
const NO_SPECIAL_COLOR = 0;

/** The fields that show their messages (validateSelection's and the server's). */
const SELECTION_FIELDS: readonly SelectionField[] = [
  'metalColor',
  'length',
  'specialColor',
  'engravingType',
  'engravingText',
  'engravingImage',
  'orderType',
  'commission',
  'yearlyRingId',
  'endCustomerName',
  'orderNumber',
  'requestedDeliveryDate',
  'note',
];

const without = (errors: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k)));

/** What is sent: only the engraving fields of the chosen engraving type. */
function selectionToSend(s: SelectionState): SelectionState {
  if (s.engravingType === null) return { ...s, engravingText: '', engravingImage: null };
  return isTextEngraving(s.engravingType)
    ? { ...s, engravingImage: null }
    : { ...s, engravingText: '' };
}

/** YYYY-MM-DD as the local day the date picker shows. */
function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/**
 * The order form of a jewelry group (001 §3 Selection state, §4 Order type and Ring of the
 * year, §5 Shop validation). The rules are the domain's; the form keeps an OrderForm in state.
 */
export function JewelryOrderForm({
  group,
  onClosed,
}: {
  group: JewelryGroup;
  onClosed: () => void;
}) {
  const t = useTranslations('shop');
  const message = useMessage();
  const { commerce } = useShop();
  const currency = commerce.currency;
  const today = useMemo(() => todayIn(countryTimeZone(commerce.market)), [commerce.market]);
  const limitations = useLimitations();
  const [form, setForm] = useState<OrderForm>(() => initialOrderForm(group));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const s = form.selection;
  const money = (major: number) => formatCents(toCents(major, currency), currency);

  const skus = selectionSkus(group, s);
  const skuCode = skus?.skuCode ?? null;
  const { sku } = useSku(skuCode);

  const cart = useAddToCart(
    (selection: SelectionState) => shopApi.addJewelry(group.uuid, selection),
    {
      name: group.name,
      fields: SELECTION_FIELDS,
      onReset: () => {
        setForm(initialOrderForm(group));
        setErrors({});
      },
      onClosed,
    },
  );
  // 001 §8: the SKU list lacks the selection's SKU, or adding it answered sku_not_found.
  const reported = cart.failure.missingSku;
  const missingSku = sku === null ? skuCode : reported === null ? null : reported || skuCode;

  useEffect(() => {
    // 001 §8: a missing SKU is reported; the form shows its loader until the selection changes.
    if (sku === null && skuCode) console.error(`Sku ${skuCode} not found`);
  }, [sku, skuCode]);

  const free = useMemo(
    () =>
      group.isRingOfTheYear && limitations.data
        ? freeLimitNumbers(limitations.data, group.skuPrefix)
        : [],
    [group, limitations.data],
  );
  useEffect(() => {
    // Someone else may have taken the chosen number meanwhile.
    if (!limitations.data) return;
    setForm((f) => {
      const kept = keepLimitNumber(free, f.selection.yearlyRingId);
      return kept === f.selection.yearlyRingId
        ? f
        : { ...f, selection: { ...f.selection, yearlyRingId: kept } };
    });
  }, [free, limitations.data]);

  const weeks =
    (sku ? deliveryTimeWeeks({ delivery_time: sku.delivery_time }) : null) ??
    DEFAULT_DELIVERY_TIME_WEEKS;
  const minDate = minimumDeliveryDate(today, weeks);

  const composition = useMemo(() => {
    const base = sku?.price_amount_cents;
    try {
      return composePrice(
        group,
        s,
        currency,
        typeof base === 'number' ? fromCents(base, currency) : null,
      );
    } catch (err) {
      if (err instanceof PriceCompositionError) return null;
      throw err;
    }
  }, [group, s, currency, sku]);

  const shown = { ...cart.failure.fields, ...errors };
  const change = (next: OrderForm, fields: readonly string[]) => {
    setForm(next);
    setErrors((e) => without(e, fields));
    cart.setFailure((f) => ({
      fields: without(f.fields, fields),
      general: null,
      missingSku: null,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSelection(group, s, {
      today,
      deliveryTimeWeeks: weeks,
      freeLimitNumbers: free,
    });
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, message(v)])));
    if (Object.keys(found).length > 0) {
      // After React has rendered the messages, so the first invalid field is marked.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (missingSku !== null) return;
    cart.add(selectionToSend(s));
  };

  if (group.isRingOfTheYear && limitations.data && isSoldOut(free)) {
    return (
      <div className={styles.soldOut} data-testid="shop-form">
        <p data-testid="shop-sold-out">{t('form.sold-out')}</p>
      </div>
    );
  }

  const locked = isEngravingLocked(form, group);
  const lengthColor = s.metalColor ?? group.metalColors[0] ?? null;
  const lengths = lengthColor ? lengthOptions(group, lengthColor) : [];
  const lengthText = (length: number) => {
    const label = lengthLabel(length, group.useSizeLabels);
    const plain = lengthLabel(length, false);
    return label === plain ? plain : `${label} (${plain})`;
  };
  const articleItems = lengths
    .filter((l) => l.kind === 'article')
    .map((l) => ({ value: String(l.option.length), label: lengthText(l.option.length) }));
  const specialItems = lengths
    .filter((l) => l.kind === 'special')
    .map((l) => ({
      value: String(l.option.length),
      label: t('form.special-length-option', {
        length: lengthText(l.option.length),
        price: money(l.option.price),
      }),
    }));
  const lengthItems: DropdownItem[] =
    specialItems.length === 0
      ? articleItems
      : [
          { label: t('form.lengths-article'), options: articleItems },
          { label: t('form.lengths-special'), options: specialItems },
        ];
  const colorSurcharge = lengthColor ? group.specialColorPrices[lengthColor] : undefined;
  const orderTypes = orderTypeOptions(group);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('form.label', { name: group.name })}
      data-testid="shop-form"
    >
      <div className={styles.columns}>
        <div className={styles.column}>
          <h4 className={styles.sectionTitle}>{t('form.section-piece')}</h4>
          <Choices
            legend={t('form.metal-color')}
            value={s.metalColor}
            onChange={(mc) => change(setMetalColor(form, group, mc), ['metalColor', 'length'])}
            options={group.metalColors.map((mc) => ({
              value: mc,
              label: t(`lookup.metalColor.${mc}`),
              lead: (
                <span
                  className={cx(listStyles.metalDot, listStyles[`metal${mc}`])}
                  aria-hidden="true"
                />
              ),
              testId: `shop-metal-color-${mc}`,
            }))}
            error={shown.metalColor}
            errorTestId="shop-error-metalColor"
          />

          {lengths.length > 0 ? (
            <div data-testid="shop-length">
              <Dropdown
                label={group.productType === 'ring' ? t('form.ring-size') : t('form.length')}
                items={lengthItems}
                value={s.length === null ? null : String(s.length)}
                onValueChange={(v) =>
                  change({ ...form, selection: { ...s, length: Number(v) } }, ['length'])
                }
                placeholder={t('form.length-placeholder')}
                required
                error={fieldError('length', shown)}
              />
              {ringSizeWarning(group.productType, s.length) ? (
                <p className={styles.warning} role="status" data-testid="shop-size-warning">
                  {t('form.size-warning')}
                </p>
              ) : null}
            </div>
          ) : null}

          {group.allowSpecialColor ? (
            <Choices<number>
              legend={t('form.special-color')}
              layout="swatches"
              testId="shop-special-color"
              value={s.specialColor ?? NO_SPECIAL_COLOR}
              onChange={(id) =>
                change(
                  {
                    ...form,
                    selection: {
                      ...s,
                      specialColor: id === NO_SPECIAL_COLOR ? null : (id as SpecialColor),
                    },
                  },
                  ['specialColor'],
                )
              }
              hint={
                colorSurcharge
                  ? t('form.special-color-surcharge', { price: money(colorSurcharge) })
                  : undefined
              }
              options={[
                {
                  value: NO_SPECIAL_COLOR,
                  label: t('form.special-color-none'),
                  lead: (
                    <span className={cx(styles.swatch, styles.swatchNone)} aria-hidden="true" />
                  ),
                  testId: 'shop-special-color-none',
                },
                ...SPECIAL_COLORS.map((c) => ({
                  value: c.id,
                  label: t(`lookup.specialColor.${c.key}`),
                  lead: (
                    <span
                      className={styles.swatch}
                      style={{ backgroundColor: c.hex }}
                      aria-hidden="true"
                    />
                  ),
                  testId: `shop-special-color-${c.id}`,
                })),
              ]}
              error={shown.specialColor}
              errorTestId="shop-error-specialColor"
            />
          ) : null}

          {allowsEngraving(group) ? (
            <EngravingFields
              group={group}
              engraving={s}
              locked={locked}
              errors={shown}
              money={money}
              onChange={(engraving, fields) => change(setEngraving(form, group, engraving), fields)}
            />
          ) : null}
        </div>

        <div className={styles.column}>
          <h4 className={styles.sectionTitle}>{t('form.section-order')}</h4>
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
            options={orderTypes.map((o) => ({
              value: o,
              label: t(`lookup.orderType.${o}`),
              testId: `shop-order-type-${o}`,
            }))}
            hint={
              group.isRingOfTheYear
                ? t('form.order-type-fixed')
                : locked
                  ? t('form.order-type-default-engraving', { text: s.engravingText })
                  : undefined
            }
            error={shown.orderType}
            errorTestId="shop-error-orderType"
          />
          {shown.commission ? (
            <p className={styles.error} role="alert" data-testid="shop-error-commission">
              {shown.commission}
            </p>
          ) : null}

          {group.isRingOfTheYear ? (
            limitations.data ? (
              <div data-testid="shop-limit-number">
                <Dropdown
                  label={t('form.limit-number')}
                  items={free.map((n) => ({
                    value: String(n),
                    label: t('form.limit-number-option', { number: n }),
                  }))}
                  value={s.yearlyRingId === null ? null : String(s.yearlyRingId)}
                  onValueChange={(v) =>
                    change({ ...form, selection: { ...s, yearlyRingId: Number(v) } }, [
                      'yearlyRingId',
                    ])
                  }
                  placeholder={t('form.limit-number-placeholder')}
                  filterable
                  required
                  error={fieldError('yearlyRingId', shown)}
                />
                <p className={styles.hint}>{t('form.limit-free', { count: free.length })}</p>
              </div>
            ) : limitations.isError ? (
              <div className={styles.loadError} role="alert">
                <p>{t('unavailable')}</p>
                <Button variant="secondary" size="sm" onClick={() => void limitations.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : (
              <p className={styles.loadingLine} aria-busy="true">
                {t('loading')}
              </p>
            )
          ) : null}

          {s.orderType === 'commission' ? (
            <TextInput
              label={t('form.end-customer-name')}
              value={s.endCustomerName}
              required={requiresEndCustomerName(group, s)}
              maxLength={SHOP_END_CUSTOMER_NAME_MAX_LENGTH}
              onChange={(e) =>
                change({ ...form, selection: { ...s, endCustomerName: e.target.value } }, [
                  'endCustomerName',
                  'commission',
                ])
              }
              error={fieldError('endCustomerName', shown)}
              autoComplete="off"
              data-testid="shop-end-customer-name"
            />
          ) : null}

          <TextInput
            label={t('form.order-number')}
            value={s.orderNumber}
            maxLength={SHOP_ORDER_NUMBER_MAX_LENGTH}
            onChange={(e) =>
              change({ ...form, selection: { ...s, orderNumber: e.target.value } }, ['orderNumber'])
            }
            error={fieldError('orderNumber', shown)}
            autoComplete="off"
            data-testid="shop-order-number"
          />
          <div data-testid="shop-delivery-date">
            <DatePicker
              label={
                <>
                  {t('form.delivery-date')}{' '}
                  <span className={styles.labelHint}>
                    {t('form.delivery-date-min', { date: formatDate(minDate) })}
                  </span>
                </>
              }
              value={s.requestedDeliveryDate ? localDay(s.requestedDeliveryDate) : null}
              onChange={(date) =>
                change(
                  {
                    ...form,
                    selection: { ...s, requestedDeliveryDate: date ? isoDay(date) : null },
                  },
                  ['requestedDeliveryDate'],
                )
              }
              minDate={localDay(minDate)}
              error={fieldError('requestedDeliveryDate', shown)}
            />
          </div>
          <TextArea
            label={t('form.note')}
            value={s.note}
            rows={2}
            maxLength={SHOP_NOTE_MAX_LENGTH}
            onChange={(e) =>
              change({ ...form, selection: { ...s, note: e.target.value } }, ['note'])
            }
            error={fieldError('note', shown)}
            data-testid="shop-note"
          />

          <div className={styles.summary}>
            {composition ? (
              <dl className={styles.priceParts}>
                <div>
                  <dt>{t('form.price-base')}</dt>
                  <dd>{formatCents(composition.base_amount_cents, currency)}</dd>
                </div>
                {composition.special_color_amount_cents > 0 ? (
                  <div>
                    <dt>{t('form.price-special-color')}</dt>
                    <dd>{formatCents(composition.special_color_amount_cents, currency)}</dd>
                  </div>
                ) : null}
                {composition.final_length_amount_cents > 0 ? (
                  <div>
                    <dt>{t('form.price-special-length')}</dt>
                    <dd>{formatCents(composition.final_length_amount_cents, currency)}</dd>
                  </div>
                ) : null}
                {composition.engraving_amount_cents > 0 ? (
                  <div>
                    <dt>{t('form.price-engraving')}</dt>
                    <dd>{formatCents(composition.engraving_amount_cents, currency)}</dd>
                  </div>
                ) : null}
                <div className={styles.total}>
                  <dt>{t('form.price-total')}</dt>
                  <dd data-testid="shop-price">
                    {formatCents(composedTotalCents(composition), currency)}
                  </dd>
                </div>
              </dl>
            ) : (
              <p className={styles.hint}>
                {skus && sku === undefined ? t('loading') : t('form.price-incomplete')}
              </p>
            )}

            <AddToCartFooter cart={cart} missingSku={missingSku} />
          </div>
        </div>
      </div>
    </form>
  );
}
