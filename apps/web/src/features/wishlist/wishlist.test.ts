// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  addEntry,
  GUEST_WISHLIST_KEY,
  mergeWishlists,
  readGuestWishlist,
  removeEntry,
  writeGuestWishlist,
} from './wishlist';

const e = (article: string, date: string) => ({ article, date_added: date });

afterEach(() => localStorage.clear());

describe('wishlist (000 §3, §4)', () => {
  it('merges without duplicates, keeping the newest date, newest first', () => {
    const profile = [e('A', '2026-01-01T00:00:00Z'), e('B', '2026-01-03T00:00:00Z')];
    const guest = [e('A', '2026-01-05T00:00:00Z'), e('C', '2026-01-02T00:00:00Z')];
    expect(mergeWishlists(profile, guest)).toEqual([
      e('A', '2026-01-05T00:00:00Z'),
      e('B', '2026-01-03T00:00:00Z'),
      e('C', '2026-01-02T00:00:00Z'),
    ]);
  });

  it('adds once per article and removes by article', () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const list = addEntry([e('A', '2026-01-01T00:00:00Z')], 'B', now);
    expect(list.at(-1)).toEqual(e('B', '2026-02-01T10:00:00.000Z'));
    expect(addEntry(list, 'B', now)).toHaveLength(2);
    expect(removeEntry(list, 'A')).toEqual([e('B', '2026-02-01T10:00:00.000Z')]);
  });

  it('keeps the guest list in local storage and reads bad data as empty', () => {
    writeGuestWishlist([e('A', '2026-01-01T00:00:00Z')]);
    expect(readGuestWishlist()).toEqual([e('A', '2026-01-01T00:00:00Z')]);
    writeGuestWishlist([]);
    expect(localStorage.getItem(GUEST_WISHLIST_KEY)).toBeNull();
    localStorage.setItem(GUEST_WISHLIST_KEY, '{oops');
    expect(readGuestWishlist()).toEqual([]);
  });
});
