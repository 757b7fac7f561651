import { HINT_TOO_LARGE_QUANTITY } from '@maison/domain/constants';
import { ShopApiError } from '../api';

/** The cart's error messages (`cart.error.*`) by the answer's code (docs/shop.md). */
const CODES = [
  'empty_order',
  'limit_number_taken',
  'not_editable',
  'commerce_unavailable',
  'sku_not_found',
] as const;

export type CartErrorKey = (typeof CODES)[number] | 'forbidden' | 'generic';

const HTTP_SERVICE_UNAVAILABLE = 503;
const HTTP_FORBIDDEN = 403;
const HTTP_BAD_REQUEST = 400;

/** Which message an error of a cart call shows; a network failure is `generic`. */
export function cartErrorKey(error: unknown): CartErrorKey {
  if (!(error instanceof ShopApiError)) return 'generic';
  const code = (CODES as readonly string[]).find((c) => c === error.body.code);
  if (code) return code as CartErrorKey;
  if (error.status === HTTP_SERVICE_UNAVAILABLE) return 'commerce_unavailable';
  if (error.status === HTTP_FORBIDDEN) return 'forbidden';
  return 'generic';
}

/** 001 §8: a quantity PATCH over the maximum answers 400 with the hint key. */
export function isTooLargeQuantity(error: unknown): boolean {
  if (!(error instanceof ShopApiError) || error.status !== HTTP_BAD_REQUEST) return false;
  const field = error.body.quantity;
  return Array.isArray(field) && field.includes(HINT_TOO_LARGE_QUANTITY);
}
