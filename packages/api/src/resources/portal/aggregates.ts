import type { AggregateGroup } from '@maison/db';
import {
  DEFAULT_AGGREGATE_DIMENSIONS,
  aggregateGrouping,
  toMajorUnits,
  unmatchedIncludes,
} from '@maison/domain';
import { ApiError } from '../../shared/errors';
import { choices } from './query';

/**
 * The parameters and the answer the two aggregates calls share (docs/portal.md "Aggregates"):
 * `aggregate_by`, `metrics` and `include`, each repeated or comma-separated, none ignored.
 */

export function aggregateParams<D extends string, M extends string, I extends string>(
  dimensions: readonly D[],
  metrics: readonly M[],
  includes: Record<I, D>,
) {
  const includeNames = Object.keys(includes) as I[];
  return {
    aggregate_by: choices(dimensions).openapi({
      type: 'string',
      description: `Group by, in this order (comma-separated or repeated): ${dimensions.join(', ')}; absent: currency. A value metric adds currency.`,
    }),
    metrics: choices(metrics).openapi({
      type: 'string',
      description: `Comma-separated: ${metrics.join(', ')} (absent: all)`,
    }),
    include: choices(includeNames).openapi({
      type: 'string',
      description: `Extra group fields: ${includeNames.map((n) => `${n} (with ${includes[n]})`).join(', ')}`,
    }),
  };
}

export interface AggregateQuery<D, M, I> {
  aggregate_by: D[];
  metrics: M[];
  include: I[];
}

/** The grouping, metrics and includes of a call; an include without its dimension is a 400. */
export function aggregateRequest<D extends string, M extends string, I extends string>(
  query: AggregateQuery<D, M, I>,
  allMetrics: readonly M[],
  includes: Record<I, D>,
) {
  const dimensions = query.aggregate_by.length
    ? query.aggregate_by
    : (DEFAULT_AGGREGATE_DIMENSIONS as readonly string[] as D[]);
  const metrics = query.metrics.length ? [...new Set(query.metrics)] : [...allMetrics];
  const unmatched = unmatchedIncludes(query.include, includes, dimensions);
  if (unmatched.length)
    throw new ApiError(400, {
      include: unmatched.map((n) => `"${n}" needs aggregate_by=${includes[n]}.`),
    });
  return {
    grouping: aggregateGrouping(dimensions, metrics) as D[],
    metrics,
    includes: [...new Set(query.include)],
  };
}

/** The wire form of the groups: metrics in major units of the group's currency. */
export function aggregateAnswer<G>(groups: AggregateGroup[]) {
  return {
    aggregates: groups.map((g) => {
      const currency = typeof g.group.currency === 'string' ? g.group.currency : null;
      return {
        group: g.group as G,
        metrics: {
          ...(g.count === undefined ? {} : { count: g.count }),
          ...(g.sell_in_value === undefined
            ? {}
            : { total_sell_in_value: toMajorUnits(g.sell_in_value, currency) ?? 0 }),
          ...(g.sell_out_value === undefined
            ? {}
            : { total_sell_out_value: toMajorUnits(g.sell_out_value, currency) ?? 0 }),
        },
      };
    }),
  };
}
