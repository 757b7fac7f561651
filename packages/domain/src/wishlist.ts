/** 000 §3: a wishlist entry. */
export interface WishlistItem {
  article: string;
  date_added: string;
}

/**
 * One entry per article, keeping the newest date_added, stored oldest first (the UI lists newest
 * first, 000 §4). Ties keep the later entry, so a re-add with the same timestamp wins.
 */
export function dedupeWishlist<T extends WishlistItem>(entries: readonly T[]): T[] {
  const byArticle = new Map<string, T>();
  for (const entry of entries) {
    const kept = byArticle.get(entry.article);
    if (!kept || Date.parse(entry.date_added) >= Date.parse(kept.date_added)) {
      byArticle.set(entry.article, entry);
    }
  }
  return [...byArticle.values()].sort(
    (a, b) => Date.parse(a.date_added) - Date.parse(b.date_added),
  );
}
