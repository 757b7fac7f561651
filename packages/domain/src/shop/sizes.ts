import { DEFAULT_LENGTHS, RING_SIZE_WARNING_MAX, RING_SIZE_WARNING_MIN } from '../constants';
import type { ShopProductType } from './lookups';

/** 001 §5, 001 §9: a ring size below 47 or above 67.6 shows a size warning. */
export function ringSizeWarning(productType: ShopProductType, length: number | null): boolean {
  return (
    productType === 'ring' &&
    length !== null &&
    (length < RING_SIZE_WARNING_MIN || length > RING_SIZE_WARNING_MAX)
  );
}

/**
 * 001 §9: the length the form selects first. With several options, the type's default (ring 56,
 * necklace 42.5, bracelet 17) when it is one of them; with a single option, that option (there
 * is nothing to choose, ours); otherwise none.
 */
export function defaultLength(
  productType: ShopProductType,
  lengths: readonly number[],
): number | null {
  if (lengths.length === 1) return lengths[0]!;
  if (lengths.length < 2) return null;
  const preferred = (DEFAULT_LENGTHS as Partial<Record<ShopProductType, number>>)[productType];
  return preferred !== undefined && lengths.includes(preferred) ? preferred : null;
}
