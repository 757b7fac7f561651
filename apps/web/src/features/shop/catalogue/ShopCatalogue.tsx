'use client';

/** Issue 7: built next (docs/shop.md "Pages"). */
export function ShopCatalogue() {
  return null;
}
