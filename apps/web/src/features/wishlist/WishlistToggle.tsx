'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { track } from '@/features/tracking/track';
import { HeartFilledIcon, HeartIcon } from '@/ui/Icon';
import { useSaveFailedToast, useWishlist } from './useWishlist';
import styles from './WishlistToggle.module.css';

/**
 * Adds or removes a product (000 §4). A failed save rolls back (useWishlist) and a toast says
 * what did not happen and why. `compact` is the sticky bar's icon-only variant.
 */
export function WishlistToggle({
  article,
  compact = false,
}: {
  article: string;
  compact?: boolean;
}) {
  const t = useTranslations('wishlist');
  const wishlist = useWishlist();
  const saveFailed = useSaveFailedToast();
  const [busy, setBusy] = useState(false);
  const saved = wishlist.has(article);
  const label = saved ? t('remove') : t('add');

  const toggle = async () => {
    setBusy(true);
    const result = saved ? await wishlist.remove(article) : await wishlist.add(article);
    setBusy(false);
    if (!result.ok) saveFailed(saved ? 'remove' : 'add', result.status);
    else if (!saved) track('add_to_wishlist', { article });
  };

  return (
    <button
      type="button"
      className={compact ? `${styles.root} ${styles.compact}` : styles.root}
      // The label names the action (add or remove); aria-pressed as well would announce
      // "remove from wishlist, pressed".
      aria-label={compact ? label : undefined}
      data-saved={saved}
      aria-busy={busy || undefined}
      disabled={!wishlist.ready}
      data-testid="wishlist-toggle"
      onClick={() => {
        if (!busy) void toggle();
      }}
    >
      {saved ? <HeartFilledIcon size="1.25em" /> : <HeartIcon size="1.25em" />}
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
