'use client';

import { useWishlist } from './useWishlist';
import styles from './WishlistCount.module.css';

/** The header badge: how many products are on the wishlist; nothing while it is empty. */
export function WishlistCount() {
  const { entries } = useWishlist();
  if (!entries.length) return null;
  return (
    <span className={styles.badge} data-testid="wishlist-count" aria-hidden="true">
      {entries.length}
    </span>
  );
}
