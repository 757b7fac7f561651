import { describe, expect, it } from 'vitest';
import { dedupeWishlist } from './wishlist';

describe('dedupeWishlist', () => {
  it('keeps the newest entry per article, oldest first', () => {
    expect(
      dedupeWishlist([
        { article: 'A', date_added: '2026-01-03T00:00:00Z' },
        { article: 'B', date_added: '2026-01-02T00:00:00Z' },
        { article: 'A', date_added: '2026-01-01T00:00:00Z' },
        { article: 'B', date_added: '2026-01-04T00:00:00+02:00' },
      ]),
    ).toEqual([
      { article: 'A', date_added: '2026-01-03T00:00:00Z' },
      { article: 'B', date_added: '2026-01-04T00:00:00+02:00' },
    ]);
  });
});
