'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Locale } from '@maison/domain/constants';
import { PORTAL_STATISTICS_TOP } from '@maison/domain/constants';
import {
  RANKING_DIMENSIONS,
  STATISTICS_TIMEFRAMES,
  dominantCurrency,
  mergeCurrencies,
  rankingQuery,
  timeframeYear,
  topRanking,
  type MergedGroup,
  type RankingDimension,
  type StatisticsFilters,
  type StatisticsMetric,
  type StatisticsTimeframe,
} from '@maison/domain/portal/statistics';
import { Dropdown } from '@/ui/Dropdown';
import type { Aggregate } from '../api';
import { localizedDescription } from '../tables/definitions';
import { useFigureFormat } from './format';
import { useAggregates } from './queries';
import styles from './statistics.module.css';

type Group = Aggregate['group'];

/** A group's name: the store, the article number and its description, or the sale user. */
function useGroupLabel(dimension: RankingDimension) {
  const t = useTranslations('partnerportal.statistics.rankings');
  const locale = useLocale() as Locale;
  return ({ group }: MergedGroup<Group>): string => {
    if (dimension === 'location') return group.location_name || String(group.location ?? '');
    if (dimension === 'product') {
      const description = localizedDescription(group.description_de, group.description_en, locale);
      return [group.product, description].filter(Boolean).join(' · ');
    }
    return group.sale_user === null || group.sale_user === undefined
      ? t('no-sale-user')
      : group.sale_user_name || String(group.sale_user);
  };
}

function RankingTable({
  dimension,
  metric,
  entries,
  currency,
  year,
}: {
  dimension: RankingDimension;
  metric: StatisticsMetric;
  entries: readonly MergedGroup<Group>[];
  currency: string | null;
  year: number;
}) {
  const t = useTranslations('partnerportal.statistics');
  const label = useGroupLabel(dimension);
  const format = useFigureFormat(metric, currency);
  const ranked = topRanking(entries, metric, currency, label);
  const metricLabel = t(`rankings.by-${metric}`);
  return (
    <table className={styles.ranking} data-testid={`ranking-${dimension}-${metric}`}>
      <caption className={styles.rankingCaption}>
        {metricLabel}
        <span className="visually-hidden">
          {' '}
          {t('rankings.caption', {
            top: PORTAL_STATISTICS_TOP,
            dimension: t(`rankings.${dimension}`),
            metric: metricLabel,
            year,
          })}
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.rank}>
            {t('rankings.rank')}
          </th>
          <th scope="col">{t('rankings.name')}</th>
          <th scope="col" className={styles.figure}>
            {metric === 'count'
              ? t('rankings.count')
              : currency
                ? t('axis-value', { currency })
                : t('rankings.value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ranked.length === 0 ? (
          <tr>
            <td colSpan={3} className={styles.rankingEmpty}>
              {t('rankings.empty')}
            </td>
          </tr>
        ) : (
          ranked.map((r) => (
            <tr key={r.entry.key} data-testid="ranking-row" data-key={r.entry.key}>
              <td className={styles.rank}>{r.rank}</td>
              <th scope="row" className={styles.rankingName}>
                {label(r.entry)}
              </th>
              <td className={styles.figure}>{format(r.value)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function RankingCard({
  dimension,
  filters,
  timeframe,
  today,
}: {
  dimension: RankingDimension;
  filters: StatisticsFilters | null;
  timeframe: StatisticsTimeframe;
  today: string;
}) {
  const t = useTranslations('partnerportal.statistics.rankings');
  const params = useMemo(
    () => (filters ? rankingQuery(filters, dimension, timeframe, today) : null),
    [filters, dimension, timeframe, today],
  );
  const { aggregates, loading } = useAggregates(params);
  const entries = useMemo(() => mergeCurrencies(aggregates, [dimension]), [aggregates, dimension]);
  const currency = useMemo(() => dominantCurrency(aggregates), [aggregates]);
  const year = timeframeYear(timeframe, today);
  return (
    <section
      className={styles.card}
      aria-labelledby={`ranking-${dimension}`}
      aria-busy={loading}
      data-testid={`ranking-${dimension}`}
    >
      <h3 id={`ranking-${dimension}`} className={styles.cardTitle}>
        {t(dimension)}
      </h3>
      <RankingTable
        dimension={dimension}
        metric="count"
        entries={entries}
        currency={currency}
        year={year}
      />
      <RankingTable
        dimension={dimension}
        metric="value"
        entries={entries}
        currency={currency}
        year={year}
      />
    </section>
  );
}

/**
 * 002 §2, §9: the top 4 stores, articles and sale users by count and by value, for this
 * year, last year or the year before (this year up to today).
 */
export function Rankings({ filters, today }: { filters: StatisticsFilters | null; today: string }) {
  const t = useTranslations('partnerportal.statistics.rankings');
  const [timeframe, setTimeframe] = useState<StatisticsTimeframe>('thisYear');
  return (
    <section className={styles.rankings} aria-labelledby="statistics-rankings">
      <div className={styles.sectionHead}>
        <h2 id="statistics-rankings" className={styles.heading}>
          {t('title')}
        </h2>
        <Dropdown
          label={t('timeframe.label')}
          items={STATISTICS_TIMEFRAMES.map((value) => ({
            value,
            label: t(`timeframe.${value}`, { year: timeframeYear(value, today) }),
          }))}
          value={timeframe}
          onValueChange={(value) => setTimeframe(value as StatisticsTimeframe)}
          className={styles.control}
          id="statistics-timeframe"
        />
      </div>
      <div className={styles.cards}>
        {RANKING_DIMENSIONS.map((dimension) => (
          <RankingCard
            key={dimension}
            dimension={dimension}
            filters={filters}
            timeframe={timeframe}
            today={today}
          />
        ))}
      </div>
    </section>
  );
}
