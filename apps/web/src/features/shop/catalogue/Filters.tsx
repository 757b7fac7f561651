'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { MetalColor } from '@maison/domain/shop';
import { cx } from '@/ui/cx';
import { toggleMetal, type CatalogueFilter, type CatalogueType, type TypeCount } from './filters';
import styles from './catalogue.module.css';

/** The top filter bar (001 §2): product type, metal colours, limited only. */
export function FilterBar({
  filter,
  onChange,
  types,
  metals,
  hasLimited,
  filtered,
}: {
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  types: readonly CatalogueType[];
  metals: readonly MetalColor[];
  hasLimited: boolean;
  filtered: boolean;
}) {
  const t = useTranslations('shop');
  const id = useId();
  return (
    <section className={styles.filterBar} aria-label={t('filter.label')}>
      <div
        className={cx(styles.filterGroup, styles.typeGroup)}
        role="group"
        aria-labelledby={`${id}-type`}
      >
        <span id={`${id}-type`} className={styles.filterLabel}>
          {t('filter.type')}
        </span>
        <div className={styles.chips}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.type === null}
            onClick={() => onChange({ ...filter, type: null })}
            data-testid="shop-filter-all"
          >
            {t('filter.all')}
          </button>
          {types.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={filter.type === type}
              onClick={() => onChange({ ...filter, type: filter.type === type ? null : type })}
              data-testid={`shop-filter-${type}`}
            >
              {t(`lookup.productType.${type}`)}
            </button>
          ))}
        </div>
      </div>
      {metals.length > 0 ? (
        <div className={styles.filterGroup} role="group" aria-labelledby={`${id}-metal`}>
          <span id={`${id}-metal`} className={styles.filterLabel}>
            {t('filter.metal')}
          </span>
          <div className={styles.chips}>
            {metals.map((metal) => (
              <button
                key={metal}
                type="button"
                className={styles.chip}
                aria-pressed={filter.metals.includes(metal)}
                onClick={() => onChange(toggleMetal(filter, metal))}
                data-testid={`shop-filter-metal-${metal}`}
              >
                <span className={cx(styles.metalDot, styles[`metal${metal}`])} aria-hidden="true" />
                {t(`lookup.metalColor.${metal}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {hasLimited ? (
        <div className={styles.filterGroup}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.limitedOnly}
            onClick={() => onChange({ ...filter, limitedOnly: !filter.limitedOnly })}
            data-testid="shop-filter-limited"
          >
            {t('filter.limited')}
          </button>
        </div>
      ) : null}
      {filtered ? (
        <button
          type="button"
          className={styles.reset}
          onClick={() => onChange({ type: null, metals: [], limitedOnly: false })}
          data-testid="shop-filter-reset"
        >
          {t('filter.reset')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * The sidebar (001 §2): the product types with their number of groups under the other filters;
 * choosing one filters the list. Above the list on narrow screens.
 */
export function TypeSidebar({
  counts,
  total,
  value,
  onChange,
}: {
  counts: readonly TypeCount[];
  total: number;
  value: CatalogueType | null;
  onChange: (type: CatalogueType | null) => void;
}) {
  const t = useTranslations('shop');
  const headingId = useId();
  return (
    <nav className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sidebarTitle}>
        {t('list.sidebar-title')}
      </h2>
      <ul className={styles.sidebarList}>
        <li>
          <button
            type="button"
            className={styles.sidebarItem}
            aria-pressed={value === null}
            onClick={() => onChange(null)}
            data-testid="shop-sidebar-all"
          >
            {/* The visible words are the name (WCAG 2.5.3): no aria-label that says it otherwise. */}
            <span>{t('list.sidebar-all')}</span> <span className={styles.count}>{total}</span>
          </button>
        </li>
        {counts.map(({ type, count }) => (
          <li key={type}>
            <button
              type="button"
              className={styles.sidebarItem}
              aria-pressed={value === type}
              onClick={() => onChange(value === type ? null : type)}
              data-testid={`shop-sidebar-${type}`}
            >
              <span>{t(`lookup.productType.${type}`)}</span>{' '}
              <span className={styles.count} data-testid={`shop-sidebar-count-${type}`}>
                {count}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
