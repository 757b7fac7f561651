'use client';

import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { locationsWithPermission } from '@maison/domain/permissions';
import { localToday } from '@maison/domain/portal/dates';
import { ARTICLE_TYPES, FILTER_NONE } from '@maison/domain/portal/filters';
import {
  STATISTICS_VIEWS,
  chartYears,
  dominantCurrency,
  monthlyChartQuery,
  monthlyRows,
  yearOf,
  yearlyChartQuery,
  yearlyRows,
  type StatisticsFilters,
  type StatisticsMetric,
  type StatisticsPeriod,
  type StatisticsView,
} from '@maison/domain/portal/statistics';
import { Dropdown } from '@/ui/Dropdown';
import { Skeleton } from '@/ui/Skeleton';
import { TwoWaySwitch } from '@/ui/TwoWaySwitch';
import { usePortal } from '../context';
import { ChartTable } from './ChartTable';
import type { ChartSeries } from './charts';
import { useFigureFormat } from './format';
import { useAggregates } from './queries';
import { Rankings } from './Rankings';
import styles from './statistics.module.css';

const loadChart = () => import('./charts');

/** Recharts is not in the page's first load: its chunk is asked for on mount (see below). */
const StatisticsChart = dynamic(loadChart, {
  ssr: false,
  loading: () => <Skeleton as="div" className={styles.chartPending} />,
});

/** The chart's stores or months and a series per year, from the answer of its query. */
function useChartData(
  period: StatisticsPeriod,
  view: StatisticsView,
  metric: StatisticsMetric,
  filters: StatisticsFilters | null,
  today: string,
) {
  const t = useTranslations('partnerportal.statistics');
  const format = useFormatter();
  const params = useMemo(() => {
    if (!filters) return null;
    return period === 'yearly'
      ? yearlyChartQuery(filters, view, today)
      : monthlyChartQuery(filters, view, today);
  }, [filters, period, view, today]);
  const { aggregates, loading } = useAggregates(params);
  const currency = metric === 'value' ? dominantCurrency(aggregates) : null;
  return useMemo(() => {
    const years = chartYears(period, view, today);
    const yearLabel = (year: number) =>
      year === yearOf(today) ? t('current-year', { year }) : t('year-label', { year });
    let categories: string[];
    let series: ChartSeries[];
    if (period === 'yearly') {
      const rows = yearlyRows(aggregates, years, metric, currency);
      categories = rows.map((r) => r.label);
      series = years.map((year) => ({
        year,
        label: yearLabel(year),
        values: rows.map((r) => r.values[year] ?? 0),
      }));
    } else {
      const rows = monthlyRows(aggregates, years, today, metric, currency);
      categories = rows.map((r) =>
        format.dateTime(new Date(yearOf(today), r.month - 1, 1), { month: 'short' }),
      );
      series = years.map((year) => ({
        year,
        label: yearLabel(year),
        values: rows.map((r) => r.values[year] ?? null),
      }));
    }
    return { categories, series, currency, loading, empty: aggregates.length === 0 };
  }, [aggregates, period, view, metric, currency, today, loading, t, format]);
}

/**
 * 002 §2: the statistics page's body: the controls, the yearly or monthly chart (with its
 * table) and the rankings, for the chosen stores where the user may see statistics.
 */
export function StatisticsPanel() {
  const t = useTranslations('partnerportal');
  const { user, selected, locationsLoaded } = usePortal();
  const [period, setPeriod] = useState<StatisticsPeriod>('yearly');
  const [view, setView] = useState<StatisticsView>('currentYear');
  const [metric, setMetric] = useState<StatisticsMetric>('count');
  const [articleType, setArticleType] = useState<string>(FILTER_NONE);
  const today = localToday();

  const permitted = useMemo(
    () => locationsWithPermission(user, 'inventory:view_statistics'),
    [user],
  );
  const filters = useMemo<StatisticsFilters | null>(() => {
    const locations =
      permitted === null ? selected : selected.filter((id) => permitted.includes(id));
    return locations.length ? { locations, articleType } : null;
  }, [permitted, selected, articleType]);

  useEffect(() => {
    void loadChart();
  }, []);

  const chart = useChartData(period, view, metric, filters, today);
  const format = useFigureFormat(metric, chart.currency);
  const title = t(`statistics.${period}-title`);
  const valueAxis =
    metric === 'count'
      ? t('statistics.axis-count')
      : t('statistics.axis-value', { currency: chart.currency ?? '' });
  const categoryAxis = t(period === 'yearly' ? 'statistics.axis-store' : 'statistics.axis-month');
  const busy = !locationsLoaded || chart.loading;

  return (
    <>
      <div className={styles.controls} role="group" aria-label={t('statistics.controls-label')}>
        <TwoWaySwitch
          label={t('statistics.period.label')}
          options={[
            { value: 'yearly', label: t('statistics.period.yearly') },
            { value: 'monthly', label: t('statistics.period.monthly') },
          ]}
          value={period}
          onValueChange={setPeriod}
          className={styles.switch}
        />
        <TwoWaySwitch
          label={t('statistics.metric.label')}
          options={[
            { value: 'count', label: t('statistics.metric.count') },
            { value: 'value', label: t('statistics.metric.value') },
          ]}
          value={metric}
          onValueChange={setMetric}
          className={styles.switch}
        />
        <Dropdown
          label={t('statistics.view.label')}
          items={STATISTICS_VIEWS.map((value) => ({
            value,
            label: t(`statistics.view.${value}`),
          }))}
          value={view}
          onValueChange={(value) => setView(value as StatisticsView)}
          className={styles.control}
          id="statistics-view"
        />
        <Dropdown
          label={t('filters.article_type.label')}
          items={[
            { value: FILTER_NONE, label: t('filters.all') },
            ...ARTICLE_TYPES.map((value) => ({
              value,
              label: t(`values.article-type.${value}`),
            })),
          ]}
          value={articleType}
          onValueChange={setArticleType}
          className={styles.control}
          id="statistics-article_type"
        />
      </div>

      <section
        className={styles.chartSection}
        aria-labelledby="statistics-chart"
        aria-busy={busy}
        data-testid="statistics-chart"
        data-period={period}
        data-view={view}
      >
        <div className={styles.sectionHead}>
          <h2 id="statistics-chart" className={styles.heading}>
            {title}
          </h2>
          {metric === 'value' && chart.currency ? (
            <p className={styles.note}>
              {t('statistics.currency-note', { currency: chart.currency })}
            </p>
          ) : null}
        </div>
        {!filters && locationsLoaded ? (
          <p className={styles.empty}>{t('statistics.no-stores')}</p>
        ) : busy && chart.empty ? (
          <Skeleton as="div" className={styles.chartPending}>
            <span className="visually-hidden">{t('statistics.loading')}</span>
          </Skeleton>
        ) : chart.empty ? (
          <p className={styles.empty} data-testid="statistics-empty">
            {t('statistics.no-data')}
          </p>
        ) : (
          <>
            <div className={styles.chart}>
              <StatisticsChart
                period={period}
                title={title}
                categories={chart.categories}
                series={chart.series}
                format={format}
                axisLabel={{ category: categoryAxis, value: valueAxis }}
              />
            </div>
            <ChartTable
              caption={t('statistics.table-caption', { chart: title, metric: valueAxis })}
              categoryLabel={categoryAxis}
              categories={chart.categories}
              series={chart.series}
              format={format}
            />
          </>
        )}
      </section>

      <Rankings filters={filters} today={today} />
    </>
  );
}
