import { COMMERCE_ORDER_PERMISSIONS } from '@maison/domain/constants';
import type { User } from '@/features/account/api';

/**
 * 000 §6, 002 §4: the locations the user may order for: those holding one of the ordering
 * permissions (docs/shop.md); `null` for a superuser, who may shop for every location.
 */
export function orderingLocationIds(user: User): number[] | null {
  if (user.is_superuser) return null;
  return user.portal_locations
    .filter((entry) =>
      entry.permissions.some((p) => (COMMERCE_ORDER_PERMISSIONS as readonly string[]).includes(p)),
    )
    .map((entry) => entry.location);
}

/** Where the shell goes without a valid commerce token (000 §6, 002 §4). */
export type LocationChoice =
  | { kind: 'authenticate'; location: number }
  | { kind: 'selector' }
  | { kind: 'none' };

export function chooseLocation(user: User): LocationChoice {
  const ids = orderingLocationIds(user);
  if (ids === null) return { kind: 'selector' };
  if (ids.length === 1) return { kind: 'authenticate', location: ids[0]! };
  return ids.length === 0 ? { kind: 'none' } : { kind: 'selector' };
}
