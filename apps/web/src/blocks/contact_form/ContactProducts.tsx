'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { BREAKPOINT_CAROUSEL_SMALL_PX } from '@maison/domain/constants';
import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import { TrashIcon } from '@/ui/Icon';
import { useEmblaNav } from '../_shared/useEmblaNav';
import { contactSlidesPerView } from './carousel';
import type { ContactProduct } from './types';
import styles from './ContactForm.module.css';

/** The 1:1 box the slide's image attributes reserve. */
const CARD_IMAGE_PX = 800;
/** One slide per view below 480 px, two up to the mobile breakpoint, three above (001 §2). */
const SLIDE_SIZES = `(max-width: ${BREAKPOINT_CAROUSEL_SMALL_PX - 1}px) 100vw, ${sizesOf('50vw', '33vw')}`;

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Slides per view for the current window width (001 §2). */
function usePerView(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => contactSlidesPerView(window.innerWidth),
    () => contactSlidesPerView(0),
  );
}

/**
 * 001 §2: the chosen products as a carousel, each slide with image, name, article number and
 * a remove button.
 */
export function ContactProducts({
  mpns,
  products,
  onRemove,
}: {
  mpns: readonly string[];
  products: ReadonlyMap<string, ContactProduct>;
  onRemove: (mpn: string) => void;
}) {
  const t = useTranslations('forms.products');
  const perView = usePerView();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    active: mpns.length > perView,
  });
  const { canPrev, canNext, prev, next } = useEmblaNav(api, false);

  if (!mpns.length) return null;
  return (
    <div
      className={styles.carousel}
      style={{ '--per-view': perView } as React.CSSProperties}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('label')}
      data-testid="contact-products"
      data-per-view={perView}
    >
      <p className={styles.carouselLabel}>{t('label')}</p>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track} role="list">
          {mpns.map((mpn, index) => {
            const product = products.get(mpn);
            const name = product?.name ?? t('unknown', { mpn });
            return (
              <li
                key={mpn}
                className={styles.slide}
                data-testid="contact-product"
                data-mpn={mpn}
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${mpns.length}`}
              >
                <div className={styles.image}>
                  {product?.image ? (
                    <Picture
                      className={styles.picture}
                      src={product.image.src}
                      alt={product.image.alt}
                      width={CARD_IMAGE_PX}
                      height={CARD_IMAGE_PX}
                      sizes={SLIDE_SIZES}
                    />
                  ) : null}
                </div>
                <p className={styles.productName}>
                  {name}
                  {product?.name2 ? <span> {product.name2}</span> : null}
                </p>
                <p className={styles.mpn}>{t('mpn', { mpn })}</p>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('removeItem', { name })}
                  onClick={() => onRemove(mpn)}
                >
                  <TrashIcon size="1.125em" />
                  <span>{t('remove')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {mpns.length > perView ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={prev}
            disabled={!canPrev}
            aria-label={t('prev')}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={next}
            disabled={!canNext}
            aria-label={t('next')}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
