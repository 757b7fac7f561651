'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, send } from '@maison/api/web-client';
import { dataOf, queryRecord, type Aggregate } from '../api';

const NO_AGGREGATES: Aggregate[] = [];

/**
 * 002 §8: a failed statistics call is logged only; the chart then shows empty. The failure
 * is answered as no groups, so a chart and its table never show an error of their own.
 */
async function listAggregates(params: URLSearchParams): Promise<Aggregate[]> {
  try {
    const answer = await dataOf(
      send(api.api.v1.inventory.aggregates.index.$get({ query: queryRecord(params) })),
    );
    return answer.aggregates ?? NO_AGGREGATES;
  } catch (error) {
    console.error('[portal] GET /inventory/aggregates/ (statistics) failed', error);
    return NO_AGGREGATES;
  }
}

/** One statistics call; null params (no store chosen) ask nothing. */
export function useAggregates(params: URLSearchParams | null) {
  const query = params?.toString() ?? '';
  const answer = useQuery({
    queryKey: ['portal', 'statistics', query] as const,
    enabled: params !== null,
    queryFn: () => listAggregates(params ?? new URLSearchParams()),
    staleTime: 60_000,
    // A toggle keeps the chart in place while the next figures load (no layout shift).
    placeholderData: keepPreviousData,
  });
  return {
    aggregates: answer.data ?? NO_AGGREGATES,
    loading: params !== null && (answer.isPending || answer.isPlaceholderData),
  };
}
