import { HINT_TOO_LARGE_QUANTITY } from '../constants';

/**
 * Service-item quantities (001 §5): the options run from orderQuantity in steps of orderQuantity
 * up to maxQuantity; an option is unavailable when the quantity already in the cart plus the
 * option exceeds maxQuantity (hint shop.hint.too-large-quantity), and add-to-cart is disabled.
 */

export interface QuantityRule {
  orderQuantity: number;
  maxQuantity: number;
}

export interface QuantityOption {
  quantity: number;
  available: boolean;
  hint: typeof HINT_TOO_LARGE_QUANTITY | null;
}

function assertRule({ orderQuantity, maxQuantity }: QuantityRule): void {
  if (!Number.isInteger(orderQuantity) || orderQuantity < 1)
    throw new RangeError(`orderQuantity must be a positive whole number: ${orderQuantity}`);
  if (!Number.isInteger(maxQuantity) || maxQuantity < 0)
    throw new RangeError(`maxQuantity must be a whole number ≥ 0: ${maxQuantity}`);
}

/** 001 §5: whether `quantity` is one of the steps of orderQuantity (the maximum aside). */
export function isQuantityStep(rule: QuantityRule, quantity: number): boolean {
  assertRule(rule);
  return (
    Number.isInteger(quantity) &&
    quantity >= rule.orderQuantity &&
    quantity % rule.orderQuantity === 0
  );
}

/** 001 §5: whether `quantity` may be added to `inCart` of the same item. */
export function isQuantityAllowed(rule: QuantityRule, quantity: number, inCart: number): boolean {
  return isQuantityStep(rule, quantity) && quantity + Math.max(0, inCart) <= rule.maxQuantity;
}

/** 001 §5: every step up to maxQuantity, each marked available or not. */
export function serviceQuantityOptions(rule: QuantityRule, inCart: number): QuantityOption[] {
  assertRule(rule);
  const options: QuantityOption[] = [];
  for (let q = rule.orderQuantity; q <= rule.maxQuantity; q += rule.orderQuantity) {
    const available = isQuantityAllowed(rule, q, inCart);
    options.push({ quantity: q, available, hint: available ? null : HINT_TOO_LARGE_QUANTITY });
  }
  return options;
}

/** The first available option (the form's default), or null when none is left. */
export function defaultServiceQuantity(rule: QuantityRule, inCart: number): number | null {
  return serviceQuantityOptions(rule, inCart).find((o) => o.available)?.quantity ?? null;
}

/**
 * The quantity options of a service line already in the cart (001 §2 "quantity for service
 * items"): its own quantity does not count against the maximum.
 */
export function cartLineQuantityOptions(
  rule: QuantityRule,
  lineQuantity: number,
  inCartTotal: number,
): QuantityOption[] {
  return serviceQuantityOptions(rule, inCartTotal - lineQuantity);
}
