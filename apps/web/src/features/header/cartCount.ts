'use client';

import { useSyncExternalStore } from 'react';

/**
 * The header's cart badge (001 §2, §4; 002 §2): the shop's pages publish the current order's
 * `cartBadgeCount` here, and the header only reads it, so no shop code ships with the public
 * pages. The count is kept in sessionStorage, so the tab's other pages show the last known one;
 * null means unknown (the shop was not opened in this tab, or its token was given up).
 */

const STORAGE_KEY = 'maison.shop.cart-count';

function read(): number | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const count = raw === null ? null : Number(raw);
    return count !== null && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

function write(count: number | null) {
  try {
    if (count === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, String(count));
  } catch {
    // Storage blocked or full: the count lasts for this page only.
  }
}

/** undefined until the first read of the storage on the client. */
let current: number | null | undefined;
const listeners = new Set<() => void>();

export const cartCount = {
  publish(count: number | null) {
    if (count === current) return;
    current = count;
    write(count);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): number | null {
    if (current === undefined) current = read();
    return current;
  },
  getServerSnapshot: (): number | null => null,
};

/** The last published cart count of this tab, or null when none is known. */
export function useCartCount(): number | null {
  return useSyncExternalStore(
    cartCount.subscribe,
    cartCount.getSnapshot,
    cartCount.getServerSnapshot,
  );
}
