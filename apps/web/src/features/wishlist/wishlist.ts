import type { WishlistEntry } from '@/features/account/api';

export type { WishlistEntry };

/** Where a guest's wishlist lives until login (000 §3: stored locally for guests). */
export const GUEST_WISHLIST_KEY = 'maison:wishlist';

const time = (entry: WishlistEntry) => Date.parse(entry.date_added) || 0;

/** 000 §4: the wishlist is listed newest first. */
export function sortNewestFirst(entries: readonly WishlistEntry[]): WishlistEntry[] {
  return [...entries].sort((a, b) => time(b) - time(a));
}

/** One entry per article, the newest date_added winning; newest first. */
export function mergeWishlists(...lists: readonly (readonly WishlistEntry[])[]): WishlistEntry[] {
  const byArticle = new Map<string, WishlistEntry>();
  for (const entry of lists.flat()) {
    const seen = byArticle.get(entry.article);
    if (!seen || time(entry) > time(seen)) byArticle.set(entry.article, entry);
  }
  return sortNewestFirst([...byArticle.values()]);
}

/** 000 §4: add appends {article, date_added}; adding a saved article again changes nothing. */
export function addEntry(
  entries: readonly WishlistEntry[],
  article: string,
  now: Date = new Date(),
): WishlistEntry[] {
  if (entries.some((entry) => entry.article === article)) return [...entries];
  return [...entries, { article, date_added: now.toISOString() }];
}

/** 000 §4: remove deletes by article. */
export function removeEntry(entries: readonly WishlistEntry[], article: string): WishlistEntry[] {
  return entries.filter((entry) => entry.article !== article);
}

function isEntry(value: unknown): value is WishlistEntry {
  const entry = value as WishlistEntry;
  return typeof entry?.article === 'string' && typeof entry.date_added === 'string';
}

/** The guest list from local storage; anything unreadable counts as empty. */
export function readGuestWishlist(): WishlistEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writeGuestWishlist(entries: readonly WishlistEntry[]): void {
  try {
    if (entries.length) localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(entries));
    else localStorage.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    // Storage can be full or blocked (private mode): the list then lives for this page only.
  }
}
