'use client';

import { useFormatter } from 'next-intl';
import { useCallback } from 'react';
import type { StatisticsMetric } from '@maison/domain/portal/statistics';
import { formatPrice } from '../format';

/**
 * A figure as the page shows it: counts with the locale's grouping, values as the tables show
 * prices (002 §5: de-DE, no decimals, the currency's symbol); a value of 0 is written as 0.
 */
export function useFigureFormat(metric: StatisticsMetric, currency: string | null) {
  const format = useFormatter();
  return useCallback(
    (value: number) =>
      metric === 'count' ? format.number(value) : formatPrice(value, currency) || '0',
    [format, metric, currency],
  );
}
