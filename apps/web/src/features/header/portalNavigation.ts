'use client';

import { useSyncExternalStore } from 'react';
import { SHOP_ROUTES } from '@/features/shop/routes';
import type { NavItem } from './navigation';

/**
 * 002 §2: portal pages show the portal navigation (configuration story) instead of the main
 * menu. The portal's own layout publishes the links the user may see (features/portal); the
 * header only reads them, so no portal code ships with the public pages.
 */
export interface PortalNavigation {
  label: string;
  items: readonly NavItem[];
}

/**
 * The partner portal's pages (app/[locale]/portal/(partner)); other pages under /portal, such
 * as the staff page /portal/formulare, keep the main menu.
 */
const PARTNER_PORTAL_PAGES: ReadonlySet<string> = new Set([
  'stock',
  'sell-in',
  'sell-out',
  'open-orders',
  'archiv',
  'statistic',
  'benutzer',
]);

/**
 * The trade shop's pages (002 §2 commercePage), which show the portal navigation too. Only the
 * route constants are imported: no shop code ships with the header.
 */
const COMMERCE_PAGES: ReadonlySet<string> = new Set(Object.values(SHOP_ROUTES));

/** Whether a locale-free path is a partner portal page or a commerce page. */
export function isPortalPath(pathname: string): boolean {
  if (COMMERCE_PAGES.has(pathname.replace(/(.)\/+$/, '$1'))) return true;
  const [, first, second, ...rest] = pathname.split('/');
  if (first !== 'portal') return false;
  return (
    second === undefined || second === '' || (PARTNER_PORTAL_PAGES.has(second) && !rest.length)
  );
}

const EMPTY: PortalNavigation = { label: '', items: [] };
let current: PortalNavigation = EMPTY;
const listeners = new Set<() => void>();

export const portalNavigation = {
  publish(next: PortalNavigation | null) {
    current = next ?? EMPTY;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => current,
  getServerSnapshot: () => EMPTY,
};

/** The published portal links (none until the portal layout has checked the user). */
export function usePortalNavigation(): PortalNavigation {
  return useSyncExternalStore(
    portalNavigation.subscribe,
    portalNavigation.getSnapshot,
    portalNavigation.getServerSnapshot,
  );
}
