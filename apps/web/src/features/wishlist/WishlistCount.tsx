'use client';

import { useWishlist } from './useWishlist';

/**
 * The header badge: how many products are on the wishlist; nothing while it is empty. The
 * header draws it (`className`) like its cart badge.
 */
export function WishlistCount({ className }: { className?: string }) {
  const { entries } = useWishlist();
  if (!entries.length) return null;
  return (
    <span className={className} data-testid="wishlist-count" aria-hidden="true">
      {entries.length}
    </span>
  );
}
