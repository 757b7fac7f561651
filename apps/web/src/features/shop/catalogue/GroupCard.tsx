'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useCallback, useEffect, useId, useRef } from 'react';
import { formatCents, isSoldOut, type ProductGroup } from '@maison/domain/shop';
import { cx } from '@/ui/cx';
import { ChevronDownIcon } from '@/ui/Icon';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { catalogueType } from './filters';
import type { ListPrice } from './listing';
import styles from './card.module.css';
import listStyles from './catalogue.module.css';

// The forms load when a card opens, so the list's first load carries none of their code.
const JewelryOrderForm = lazy(() =>
  import('./JewelryOrderForm').then((m) => ({ default: m.JewelryOrderForm })),
);
const ServiceOrderForm = lazy(() =>
  import('./ServiceOrderForm').then((m) => ({ default: m.ServiceOrderForm })),
);

/** Share of the viewport below which an opened card's top is left where it is. */
const SCROLL_INTO_VIEW_BELOW = 0.6;

/**
 * A product group (001 §4 "Product card"): image, name, description, article number and prices;
 * collapsed or expanded into its order form.
 */
export function GroupCard({
  group,
  currency,
  tradePrice,
  uvp,
  freeNumbers,
  open,
  onToggle,
  onClose,
}: {
  group: ProductGroup;
  currency: string;
  tradePrice: ListPrice | null;
  uvp: ListPrice | null;
  /** The ring of the year's free limit numbers once known, else null. */
  freeNumbers: readonly number[] | null;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('shop');
  const nameId = useId();
  const panelId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const product = group.products[0];
  const isService = group.metaType === 'service_item';
  const articleNumber = isService ? group.articleNumber : group.skuPrefix;

  useEffect(() => {
    const card = cardRef.current;
    if (!open || !card) return;
    // Closing a form above this card moves it up; bring its top back into view.
    const top = card.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * SCROLL_INTO_VIEW_BELOW) {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      card.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
  }, [open]);

  const closeAfterAdd = useCallback(() => {
    // The add button leaves with the form: keep a keyboard user's place on the toggle.
    if (cardRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    onClose();
  }, [onClose]);

  const price = (label: string, value: ListPrice, testId: string) => (
    <div className={styles.price}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatCents(value.cents, currency)}</dd>
    </div>
  );

  return (
    <article
      ref={cardRef}
      className={cx(styles.card, open && styles.cardOpen)}
      aria-labelledby={nameId}
      data-testid={`shop-group-${group.skuPrefix}`}
    >
      <div className={styles.cardHead}>
        <div className={styles.media}>
          {product?.imageMain ? (
            <img
              src={product.imageMain}
              alt={product.name2 || product.name || group.name}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.mediaEmpty} aria-hidden="true">
              {group.name.slice(0, 1)}
            </span>
          )}
        </div>
        <div className={styles.info}>
          <p className={styles.meta}>
            <span>{t(`lookup.productType.${catalogueType(group)}`)}</span>
            <span className={styles.article}>
              {t('list.article-number', { number: articleNumber })}
            </span>
          </p>
          <h3 id={nameId} className={styles.name}>
            {group.name}
          </h3>
          {product?.name2 ? <p className={styles.description}>{product.name2}</p> : null}
          <ul className={styles.tags}>
            {group.isLimited ? <li className={styles.limited}>{t('list.limited')}</li> : null}
            {freeNumbers ? (
              <li className={isSoldOut(freeNumbers) ? styles.soldOut : undefined}>
                {isSoldOut(freeNumbers)
                  ? t('list.sold-out')
                  : t('list.free-numbers', { count: freeNumbers.length })}
              </li>
            ) : null}
            {group.metalColors.map((mc) => (
              <li key={mc}>
                <span
                  className={cx(listStyles.metalDot, listStyles[`metal${mc}`])}
                  aria-hidden="true"
                />
                {t(`lookup.metalColor.${mc}`)}
              </li>
            ))}
            {isService ? (
              <li>
                {t('list.service-quantity', {
                  step: group.orderQuantity,
                  max: group.maxQuantity,
                  unit: group.unitLabel,
                })}
              </li>
            ) : null}
            {!isService && group.allowEngraving ? <li>{t('list.engraving')}</li> : null}
            {!isService && group.allowSpecialColor ? <li>{t('list.special-color')}</li> : null}
          </ul>
        </div>
        <dl className={styles.prices}>
          {tradePrice
            ? price(
                isService
                  ? t('list.unit-price', { unit: group.unitLabel })
                  : t(tradePrice.from ? 'list.trade-price-from' : 'list.trade-price'),
                tradePrice,
                'shop-group-price',
              )
            : null}
          {uvp ? price(t(uvp.from ? 'list.uvp-from' : 'list.uvp'), uvp, 'shop-group-uvp') : null}
        </dl>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          data-testid="shop-group-toggle"
        >
          <span>{open ? t('list.close') : t('list.order')}</span>
          <VisuallyHidden>: {group.name}</VisuallyHidden>
          <ChevronDownIcon className={styles.chevron} size="1.1em" />
        </button>
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <Suspense
            fallback={
              <p className={styles.formLoading} aria-busy="true">
                {t('loading')}
              </p>
            }
          >
            {group.metaType === 'service_item' ? (
              <ServiceOrderForm group={group} onClosed={closeAfterAdd} />
            ) : (
              <JewelryOrderForm group={group} onClosed={closeAfterAdd} />
            )}
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
