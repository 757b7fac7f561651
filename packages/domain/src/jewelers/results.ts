import {
  JEWELER_PIN_DISTANCE,
  JEWELER_PINNED_TYPES,
  JEWELER_RESULTS_INITIAL,
  JEWELER_TYPES,
} from '../constants/jewelers';

export type JewelerType = (typeof JEWELER_TYPES)[number];

/** What the ordering rules need of a jeweler result (000 §3). */
export interface RankedJeweler {
  type: JewelerType;
  name: string;
  /** In the locale's unit (distanceUnit), null when the visitor's position is unknown. */
  distanceToUser: number | null;
}

const PINNED: ReadonlySet<JewelerType> = new Set(JEWELER_PINNED_TYPES);

/** 000 §4: a boutique or lounge within JEWELER_PIN_DISTANCE of the visitor, in the shown unit. */
export function isPinned(result: RankedJeweler): boolean {
  return (
    PINNED.has(result.type) &&
    result.distanceToUser !== null &&
    result.distanceToUser <= JEWELER_PIN_DISTANCE
  );
}

/**
 * The finder's order (000 §4): with a position, pinned boutiques and lounges first, each group
 * by distance; without one, by name in the locale's collation. Equal keys keep their input
 * order (Array.prototype.sort is stable).
 */
export function orderJewelerResults<T extends RankedJeweler>(
  results: readonly T[],
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale === 'zh-hans' ? 'zh-Hans' : locale);
  const withPosition = results.some((r) => r.distanceToUser !== null);
  if (!withPosition) return [...results].sort((a, b) => collator.compare(a.name, b.name));
  const far = Number.POSITIVE_INFINITY;
  return [...results].sort(
    (a, b) =>
      Number(isPinned(b)) - Number(isPinned(a)) ||
      (a.distanceToUser ?? far) - (b.distanceToUser ?? far),
  );
}

/** The finder's tabs (000 §2): only the active types; all three are active by default (000 §4). */
export function filterByTypes<T extends { type: JewelerType }>(
  results: readonly T[],
  types: readonly JewelerType[] = JEWELER_TYPES,
): T[] {
  const active = new Set(types);
  return results.filter((r) => active.has(r.type));
}

/** 000 §4: the first JEWELER_RESULTS_INITIAL until "show all" is pressed. */
export function visibleResults<T>(results: readonly T[], showAll: boolean): T[] {
  return showAll ? [...results] : results.slice(0, JEWELER_RESULTS_INITIAL);
}

/** Whether a "show all" control is worth showing. */
export function hasHiddenResults(results: readonly unknown[]): boolean {
  return results.length > JEWELER_RESULTS_INITIAL;
}

export function isJewelerType(value: unknown): value is JewelerType {
  return (JEWELER_TYPES as readonly unknown[]).includes(value);
}
