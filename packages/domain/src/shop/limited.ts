import type { Limitation } from './types';

/**
 * The ring of the year (001 §4): sold out when no limit number is free; otherwise the jeweler
 * picks one of the free numbers. Limitations come per skuPrefix (001 §7).
 */

/** The free numbers of a group's skuPrefix, ascending and without duplicates. */
export function freeLimitNumbers(limitations: readonly Limitation[], skuPrefix: string): number[] {
  const numbers = limitations
    .filter((l) => l.skuPrefix === skuPrefix)
    .flatMap((l) => l.limitNumbers)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

export function isSoldOut(freeNumbers: readonly number[]): boolean {
  return freeNumbers.length === 0;
}

export function isLimitNumberFree(freeNumbers: readonly number[], n: number | null): boolean {
  return n !== null && freeNumbers.includes(n);
}

/**
 * The number to keep after the free numbers changed (someone else ordered one): the chosen
 * number while it is still free, else none, so the jeweler picks again.
 */
export function keepLimitNumber(
  freeNumbers: readonly number[],
  chosen: number | null,
): number | null {
  return isLimitNumberFree(freeNumbers, chosen) ? chosen : null;
}
