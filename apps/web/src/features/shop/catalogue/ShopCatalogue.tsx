'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useMemo, useState } from 'react';
import { freeLimitNumbers } from '@maison/domain/shop';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { useShop } from '../context';
import { FilterBar, TypeSidebar } from './Filters';
import { GroupCard } from './GroupCard';
import {
  NO_FILTER,
  filterGroups,
  isFiltered,
  offeredMetals,
  typeCounts,
  type CatalogueFilter,
} from './filters';
import { listSkuCodes, tradePrice, uvpPrice } from './listing';
import { useLimitations, useProducts, useSkuBatch } from './queries';
import styles from './catalogue.module.css';

/** Skeleton cards while the assortment loads (LOOK.md: skeletons, not spinners). */
const SKELETON_CARDS = 4;

/**
 * /shop (001 §2 "Shop product list", docs/shop.md "Pages"): the product groups of the commerce
 * location with a top filter bar and a sidebar of product types; each card expands into its
 * order form, one at a time.
 */
export function ShopCatalogue() {
  const t = useTranslations('shop');
  const { commerce } = useShop();
  const products = useProducts();
  const limitations = useLimitations();
  const [filter, setFilter] = useState<CatalogueFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const headingId = useId();

  const groups = useMemo(() => products.data ?? [], [products.data]);
  const batch = useSkuBatch(useMemo(() => listSkuCodes(groups), [groups]));
  const skus = useMemo(() => new Map((batch.data ?? []).map((s) => [s.code, s])), [batch.data]);
  const visible = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const counts = useMemo(() => typeCounts(groups, filter), [groups, filter]);
  const metals = useMemo(() => offeredMetals(groups), [groups]);
  const hasLimited = groups.some((g) => g.isLimited);
  const close = useCallback(() => setOpenId(null), []);

  let content;
  if (products.isError) {
    content = (
      <div className={styles.state} role="alert" data-testid="shop-list-error">
        <p>{t('unavailable')}</p>
        <Button variant="secondary" onClick={() => void products.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (products.isPending) {
    content = (
      <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} as="li" className={styles.skeleton} />
        ))}
      </ul>
    );
  } else if (groups.length === 0) {
    content = (
      <p className={styles.state} data-testid="shop-list-placeholder">
        {t('product-list.placeholder')}
      </p>
    );
  } else {
    content = (
      <div className={styles.body}>
        <TypeSidebar
          counts={counts}
          total={filterGroups(groups, { ...filter, type: null }).length}
          value={filter.type}
          onChange={(type) => setFilter((f) => ({ ...f, type }))}
        />
        <section className={styles.results} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.resultCount} aria-live="polite">
            {t('list.count', { count: visible.length })}
          </h2>
          {visible.length > 0 ? (
            <ul className={styles.list}>
              {visible.map((group) => (
                <li key={group.uuid}>
                  <GroupCard
                    group={group}
                    currency={commerce.currency}
                    tradePrice={tradePrice(group, commerce.currency, skus)}
                    uvp={uvpPrice(group, commerce.currency)}
                    freeNumbers={
                      group.isRingOfTheYear && limitations.data
                        ? freeLimitNumbers(limitations.data, group.skuPrefix)
                        : null
                    }
                    open={openId === group.uuid}
                    onToggle={() => setOpenId((id) => (id === group.uuid ? null : group.uuid))}
                    onClose={close}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.state} data-testid="shop-list-no-matches">
              <p>{t('list.no-matches')}</p>
              <Button variant="secondary" onClick={() => setFilter(NO_FILTER)}>
                {t('filter.reset')}
              </Button>
            </div>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>
          {commerce.organization_name} · {commerce.location_name}
        </p>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro', { currency: commerce.currency })}</p>
      </header>
      {groups.length > 0 ? (
        <FilterBar
          filter={filter}
          onChange={setFilter}
          types={counts.map((c) => c.type)}
          metals={metals}
          hasLimited={hasLimited}
          filtered={isFiltered(filter)}
        />
      ) : null}
      {content}
    </div>
  );
}
