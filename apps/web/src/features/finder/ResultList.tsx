'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import type { Locale } from '@maison/domain/constants';
import { distanceFormat, type DistanceUnit } from '@maison/domain/jewelers/distance';
import { localizedHref } from '@/features/content/links';
import { Picture } from '@/features/content/Picture';
import type { JewelerResult } from './api';
import { prefersReducedMotion } from './motion';
import styles from './finder.module.css';

/** Intl's tag for a site locale (zh-hans is zh-Hans to Intl). */
const intlLocale = (locale: Locale) => (locale === 'zh-hans' ? 'zh-Hans' : locale);

/**
 * The results shown (000 §3): type, name, address, zip, city, country, distance, image and a
 * link to the jeweler's page. Hovering or focusing one highlights its marker; a marker picked on
 * the map scrolls its result into view and moves focus to it.
 */
export function ResultList({
  results,
  unit,
  highlighted,
  selected,
  onHighlight,
}: {
  results: readonly JewelerResult[];
  unit: DistanceUnit;
  highlighted: string | null;
  selected: string | null;
  onHighlight: (uuid: string | null) => void;
}) {
  const t = useTranslations('jewelerFinder');
  const locale = useLocale() as Locale;
  const listRef = useRef<HTMLOListElement>(null);
  const countries = useMemo(
    () => new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }),
    [locale],
  );
  const distance = (value: number) => {
    const { value: amount, unit: intlUnit, maximumFractionDigits } = distanceFormat(value, unit);
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'unit',
      unit: intlUnit,
      maximumFractionDigits,
    }).format(amount);
  };

  useEffect(() => {
    if (!selected) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-uuid="${selected}"]`);
    if (!item) return;
    item.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    item.focus({ preventScroll: true });
  }, [selected, results]);

  return (
    <ol className={styles.results} ref={listRef} aria-label={t('resultsLabel')}>
      {results.map((result) => {
        const country = result.country ? (countries.of(result.country) ?? result.country) : '';
        return (
          <li
            key={result.uuid}
            data-uuid={result.uuid}
            data-testid="finder-result"
            tabIndex={-1}
            className={styles.result}
            data-highlighted={highlighted === result.uuid || undefined}
            data-selected={selected === result.uuid || undefined}
            onMouseEnter={() => onHighlight(result.uuid)}
            onMouseLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(result.uuid)}
            onBlur={() => onHighlight(null)}
          >
            <div className={styles.resultImage}>
              {result.imageMain ? (
                <Picture
                  src={result.imageMain.filename}
                  alt={result.imageMain.alt}
                  width={160}
                  height={90}
                  sizes="8rem"
                  imgClassName={styles.resultImg}
                />
              ) : null}
            </div>
            <div className={styles.resultText}>
              <p className={styles.resultType} data-type={result.type}>
                {t(`types.${result.type}`)}
              </p>
              <h3 className={styles.resultName}>
                <a href={localizedHref(result.slug, locale)} className={styles.resultLink}>
                  {result.name}
                </a>
              </h3>
              <address className={styles.resultAddress}>
                {result.address}
                <br />
                {[result.zip, result.city].filter(Boolean).join(' ')}
                {country ? (
                  <>
                    <br />
                    {country}
                  </>
                ) : null}
              </address>
            </div>
            {result.distanceToUser !== null ? (
              <p className={styles.distance} data-testid="finder-distance">
                {distance(result.distanceToUser)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
