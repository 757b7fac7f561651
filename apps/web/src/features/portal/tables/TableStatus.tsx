'use client';

import { useTranslations } from 'next-intl';
import type { TableId } from '@maison/domain/portal/tables';
import { Button } from '@/ui/Button';
import type { Aggregate } from '../api';
import { formatCount, formatPrice } from '../format';
import styles from './status.module.css';

export type TableStatus = 'config' | 'no-stores' | 'error' | 'loading' | 'empty' | 'rows';

/** What the body shows: skeletons until config and rows are there, rows, or a placeholder. */
export function tableStatus(state: {
  configLoaded: boolean;
  hasStores: boolean;
  isError: boolean;
  isLoading: boolean;
  rowCount: number;
}): TableStatus {
  if (!state.configLoaded) return 'config';
  if (!state.hasStores) return 'no-stores';
  if (state.isError) return 'error';
  if (state.isLoading) return 'loading';
  return state.rowCount === 0 ? 'empty' : 'rows';
}

/** 002 §2, §8: no rows (with reset-filters), no store chosen, or the list failed (retry). */
export function TablePlaceholder({
  status,
  width,
  onResetFilters,
  onRetry,
}: {
  status: 'empty' | 'no-stores' | 'error';
  width: number;
  onResetFilters: () => void;
  onRetry: () => void;
}) {
  const t = useTranslations('partnerportal.table');
  return (
    <div
      className={styles.placeholder}
      style={{ width: width || undefined }}
      data-testid="table-placeholder"
    >
      {status === 'empty' ? (
        <>
          <p>{t('empty')}</p>
          <Button variant="secondary" size="sm" onClick={onResetFilters}>
            {t('reset-filters')}
          </Button>
        </>
      ) : status === 'no-stores' ? (
        <p>{t('no-stores')}</p>
      ) : (
        <>
          <p role="alert">{t('failed')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </>
      )}
    </div>
  );
}

/** 002 §2: the count of matching and loaded rows, and the totals per currency. */
export function TableFooter({
  tableId,
  count,
  shown,
  loadingMore,
  totals,
}: {
  tableId: TableId;
  count: number | null;
  shown: number;
  loadingMore: boolean;
  /** The totals, when the rows are shown and the totals are known. */
  totals: readonly Aggregate[] | undefined;
}) {
  const t = useTranslations('partnerportal');
  return (
    <footer className={styles.footer}>
      <p className={styles.count} aria-live="polite" data-testid="table-count">
        {/* The counts in de-DE, as the totals beside them and the table's number cells. */}
        {count === null
          ? '\u00a0'
          : t('table.count', { count, total: formatCount(count), shown: formatCount(shown) })}
        {loadingMore ? (
          <span className={styles.loadingMore}> · {t('table.loading-more')}</span>
        ) : null}
      </p>
      {totals ? (
        <dl className={styles.totals} data-testid="table-totals">
          <div>
            <dt>{t('totals.count')}</dt>
            <dd>{formatCount(totals.reduce((sum, a) => sum + (a.metrics.count ?? 0), 0))}</dd>
          </div>
          <div>
            <dt>
              {tableId === 'sellOut' ? t('totals.sell-out-value') : t('totals.sell-in-value')}
            </dt>
            {totals.map((aggregate) => (
              <dd key={aggregate.group.currency ?? 'none'}>
                {formatPrice(
                  tableId === 'sellOut'
                    ? aggregate.metrics.total_sell_out_value
                    : aggregate.metrics.total_sell_in_value,
                  aggregate.group.currency,
                ) || '–'}
              </dd>
            ))}
          </div>
        </dl>
      ) : null}
    </footer>
  );
}
