'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FILTER_LOADER_MS } from '@maison/domain/constants';
import {
  filtersFromQuery,
  filtersToQuery,
  matchesFilters,
  toggleFilterItem,
  type ProductFilter,
} from '@maison/domain/products/filters';
import { productLayoutClass } from '@maison/domain/products/layout';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { useHydrated } from '@/ui/useHydrated';
import { ProductCard, type ProductCardLabels } from './ProductCard';
import type { ProductSummary } from './summary';
import styles from './ProductList.module.css';

export interface FilterPanel {
  groupId: string;
  title: string;
  options: { value: string; label: string }[];
}

export interface ProductListLabels extends ProductCardLabels {
  filters: string;
  loading: string;
  noResult: string;
  reset: string;
  /** The match count's text per plural category, '{count}' where the number goes. */
  count: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

export interface ProductListProps {
  products: ProductSummary[];
  productType: string;
  panels: FilterPanel[];
  view: 'grid' | 'highlight';
  labels: ProductListLabels;
}

/** Cards of the first row load eagerly. */
const EAGER_CARDS = 3;

/**
 * The product grid with its filter panels (000 §3, §4). The server renders every product; the
 * filters live in the URL query (shareable, back/forward) and are read after hydration so the
 * page stays statically cacheable. A change shows the loader for FILTER_LOADER_MS.
 */
/** The match count in the locale's plural form. */
function countText(templates: ProductListLabels['count'], locale: string, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return (templates[category] ?? templates.other).replace('{count}', String(count));
}

export function ProductList({ products, productType, panels, view, labels }: ProductListProps) {
  const locale = useLocale();
  const groupIds = useMemo(() => panels.map((panel) => panel.groupId), [panels]);
  const fromUrl = useCallback(
    () => filtersFromQuery(new URLSearchParams(window.location.search), productType, groupIds),
    [productType, groupIds],
  );
  const [selected, setSelected] = useState<ProductFilter[]>(() =>
    filtersFromQuery(new URLSearchParams(), productType, groupIds),
  );
  const [applied, setApplied] = useState(selected);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hydrated = useHydrated();

  const apply = useCallback((next: ProductFilter[], withLoader: boolean) => {
    setSelected(next);
    clearTimeout(timer.current);
    if (!withLoader) {
      setApplied(next);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      setApplied(next);
      setLoading(false);
    }, FILTER_LOADER_MS);
  }, []);

  useEffect(() => {
    const initial = fromUrl();
    if (initial.some((filter) => filter.activeItemIDs.length > 0)) apply(initial, false);
    const onPopState = () => apply(fromUrl(), true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      clearTimeout(timer.current);
    };
  }, [fromUrl, apply]);

  const change = (next: ProductFilter[]) => {
    const query = filtersToQuery(next, new URLSearchParams(window.location.search)).toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    apply(next, true);
  };

  const visible = products.filter((product) => matchesFilters(product.filters, applied));
  const anyActive = selected.some((filter) => filter.activeItemIDs.length > 0);
  const reset = () => change(selected.map((filter) => ({ ...filter, activeItemIDs: [] })));
  const layout = productLayoutClass(visible.length);

  return (
    <div
      className={styles.root}
      data-testid="product-list"
      data-interactive={hydrated || undefined}
    >
      {panels.length > 0 ? (
        <div className={styles.panels} role="group" aria-label={labels.filters}>
          {panels.map((panel) => {
            const active = selected.find((filter) => filter.groupId === panel.groupId);
            return (
              <fieldset key={panel.groupId} className={styles.panel}>
                <legend className={styles.legend}>{panel.title}</legend>
                <div className={styles.options}>
                  {panel.options.map((option) => {
                    const pressed = active?.activeItemIDs.includes(option.value) ?? false;
                    return (
                      <button
                        key={option.value}
                        type="button"
                        className={styles.option}
                        aria-pressed={pressed}
                        data-testid={`filter-${panel.groupId}-${option.value}`}
                        onClick={() =>
                          change(toggleFilterItem(selected, panel.groupId, option.value))
                        }
                      >
                        {option.label}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          {anyActive ? (
            <Button variant="text" onClick={reset} className={styles.resetAll}>
              {labels.reset}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className={styles.results} aria-busy={loading}>
        {loading ? (
          <div className={styles.loader} data-testid="product-list-loader" role="status">
            <Spinner />
            <span>{labels.loading}</span>
          </div>
        ) : null}
        {visible.length === 0 ? (
          <div className={styles.empty} data-testid="product-list-empty">
            <p>{labels.noResult}</p>
            <Button variant="secondary" onClick={reset}>
              {labels.reset}
            </Button>
          </div>
        ) : (
          <ul
            className={`${styles.grid} ${view === 'highlight' ? styles.highlight : styles[layout]}`}
            data-layout={layout}
            data-view={view}
          >
            {visible.map((product, index) => (
              <li key={product.uuid} className={styles.cell}>
                <ProductCard
                  product={product}
                  labels={labels}
                  eager={index < EAGER_CARDS}
                  large={view === 'highlight' && index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.count} aria-live="polite">
          {loading ? '' : countText(labels.count, locale, visible.length)}
        </p>
      </div>
    </div>
  );
}
