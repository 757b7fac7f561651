import type { Permission, PermissionSubject } from '../permissions';
import { TABLE_PAGE_PATHS } from './tables';

/** 002 §6 "Navigation": which portal links show and where a forbidden page sends the user. */

/** docs/portal.md: the portal's pages beside the tables. */
export const PORTAL_STATISTIC_PATH = '/portal/statistic';
export const PORTAL_USER_MANAGEMENT_PATH = '/portal/benutzer';

/**
 * 002 §6: the URL texts, in the order they are matched, and the permission each needs. The
 * archive's is ours (the spec names none; docs/decisions/0011-portal-inventory.md).
 */
export const NAVIGATION_RULES = [
  { text: 'sell-out', permission: 'inventory:view_sell_out' },
  { text: 'sell-in', permission: 'inventory:view_sell_in' },
  { text: 'stock', permission: 'inventory:view_current' },
  { text: 'statistic', permission: 'inventory:view_statistics' },
  { text: 'order', permission: 'orders:view_open' },
  { text: 'archiv', permission: 'inventory:archive_item' },
] as const satisfies readonly { text: string; permission: Permission }[];
export type NavigationText = (typeof NAVIGATION_RULES)[number]['text'];

/** 002 §6: a forbidden page redirects to the first permitted page in this order. */
export const NAVIGATION_FALLBACK_ORDER = [
  'stock',
  'sell-in',
  'sell-out',
  'statistic',
  'order',
  'archiv',
] as const satisfies readonly NavigationText[];

/** The default page of each text when the configuration has no link for it. */
export const NAVIGATION_DEFAULT_PATHS: Record<NavigationText, string> = {
  stock: TABLE_PAGE_PATHS.stock,
  'sell-in': TABLE_PAGE_PATHS.sellIn,
  'sell-out': TABLE_PAGE_PATHS.sellOut,
  statistic: PORTAL_STATISTIC_PATH,
  order: TABLE_PAGE_PATHS.openOrders,
  archiv: TABLE_PAGE_PATHS.archived,
};

/** The first rule whose text the URL contains (case-insensitive), or null for free pages. */
export function navigationRule(url: string): (typeof NAVIGATION_RULES)[number] | null {
  const text = url.toLowerCase();
  return NAVIGATION_RULES.find((rule) => text.includes(rule.text)) ?? null;
}

/** True for a superuser, or when the permission is held at one location at least. */
export function holdsAnywhere(user: PermissionSubject, permission: Permission): boolean {
  return user.is_superuser || user.portal_locations.some((p) => p.permissions.includes(permission));
}

/** 002 §6: a URL is permitted when it matches no rule or its rule's permission is held. */
export function isNavigationAllowed(user: PermissionSubject, url: string): boolean {
  const rule = navigationRule(url);
  return rule === null || holdsAnywhere(user, rule.permission);
}

/**
 * 002 §6: the navigation items a user sees (items without the matching permission hidden). The
 * user-management link shows to those who may see users somewhere (location_users:view, 002 §6
 * "User management"); the page itself stays open as the last resort of a forbidden page.
 */
export function visibleNavigation<T extends { url: string }>(
  user: PermissionSubject,
  items: readonly T[],
): T[] {
  return items.filter(
    (item) =>
      isNavigationAllowed(user, item.url) &&
      (!item.url.includes(PORTAL_USER_MANAGEMENT_PATH) ||
        holdsAnywhere(user, 'location_users:view')),
  );
}

/**
 * 002 §6: the first permitted page in the order stock, sell-in, sell-out, statistic, order,
 * archiv, taken from the configured links (or the default paths); else user management.
 */
export function firstPermittedPage(
  user: PermissionSubject,
  items: readonly { url: string }[] = [],
  userManagementUrl: string = PORTAL_USER_MANAGEMENT_PATH,
): string {
  for (const text of NAVIGATION_FALLBACK_ORDER) {
    const rule = NAVIGATION_RULES.find((r) => r.text === text)!;
    if (!holdsAnywhere(user, rule.permission)) continue;
    const item = items.find((i) => navigationRule(i.url)?.text === text);
    return item?.url ?? NAVIGATION_DEFAULT_PATHS[text];
  }
  return userManagementUrl;
}

/** 002 §6: where a user opening `url` must go instead, or null when the page is permitted. */
export function portalRedirect(
  user: PermissionSubject,
  url: string,
  items: readonly { url: string }[] = [],
  userManagementUrl: string = PORTAL_USER_MANAGEMENT_PATH,
): string | null {
  return isNavigationAllowed(user, url) ? null : firstPermittedPage(user, items, userManagementUrl);
}
