/**
 * Portal permissions, 002 §6. A permission is held per location; a superuser holds every
 * permission at every location (000 §6, 002 §6).
 */

/** 002 §6: every permission string the portal knows. */
export const PERMISSIONS = [
  'mediaportal:access',
  'location_users:view',
  'location_users:manage',
  'orders:use_as_billing_location',
  'orders:use_as_shipping_location',
  'orders:use_as_target_location',
  'inventory:manage_article_availability',
  'inventory:manage_article_note',
  'inventory:transfer_article',
  'inventory:log_article_sale',
  'inventory:archive_item',
  'inventory:view_history',
  'orders:manage_note',
  'inventory:view_current',
  'inventory:view_sell_in',
  'inventory:view_sell_out',
  'orders:view_open',
  'inventory:view_statistics',
  'location:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

/** 002 §6 "Action to permission": the permission each inventory action needs. */
export const ACTION_PERMISSIONS = {
  set_virtual_storage: 'inventory:manage_article_availability',
  change_location: 'inventory:transfer_article',
  book_out: 'inventory:archive_item',
  set_archive_status: 'inventory:archive_item',
  set_client_note: 'inventory:manage_article_note',
  sell_out: 'inventory:log_article_sale',
  update_sale_user: 'inventory:log_article_sale',
  delete_sell_out: 'inventory:log_article_sale',
  request_change: 'orders:manage_note',
  history: 'inventory:view_history',
} as const satisfies Record<string, Permission>;
export type PortalAction = keyof typeof ACTION_PERMISSIONS;

export const PORTAL_ACTIONS = Object.keys(ACTION_PERMISSIONS) as PortalAction[];

export function isPortalAction(value: string): value is PortalAction {
  return Object.hasOwn(ACTION_PERMISSIONS, value);
}

/** 000 §3, 002 §3: the user's per-location permission lists as the me endpoint returns them. */
export interface PortalLocation {
  location: number;
  permissions: readonly string[];
}

export interface PermissionSubject {
  is_superuser: boolean;
  portal_locations: readonly PortalLocation[];
}

/** 000 §6, 002 §6: true for a superuser, or when the permission is held at that location. */
export function hasPermission(
  user: PermissionSubject,
  locationId: number,
  permission: Permission,
): boolean {
  if (user.is_superuser) return true;
  return user.portal_locations.some(
    (entry) => entry.location === locationId && entry.permissions.includes(permission),
  );
}

/** The locations at which the user holds a permission; null means every location (superuser). */
export function locationsWithPermission(
  user: PermissionSubject,
  permission: Permission,
): number[] | null {
  if (user.is_superuser) return null;
  return user.portal_locations
    .filter((entry) => entry.permissions.includes(permission))
    .map((entry) => entry.location);
}
