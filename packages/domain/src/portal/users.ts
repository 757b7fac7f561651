import { USERNAME_PART_MAX_LENGTH, USERNAME_RANDOM_CHARACTERS } from '../constants/portal';
import {
  PERMISSIONS,
  type Permission,
  type PermissionSubject,
  type PortalLocation,
} from '../permissions';

/** Partner portal user management (issue 19; 002 §4, §5, §6). */

/** 002 §5: a new user without chosen permissions gets location:manage (store access). */
export const DEFAULT_INVITE_PERMISSIONS: readonly Permission[] = ['location:manage'];

/** A new user's permissions: those chosen, or the default when none is (left out or empty). */
export function invitePermissions(chosen: readonly Permission[] | undefined): Permission[] {
  return chosen && chosen.length > 0 ? [...chosen] : [...DEFAULT_INVITE_PERMISSIONS];
}

/**
 * 002 §3, §6: the portal user types: jeweler (a partner) and the brand's own staff, the spec's
 * {product} type, here 'maison' (decision 0032). Only the brand type chooses a new user's type.
 */
export const PORTAL_USER_TYPES = ['jeweler', 'maison'] as const;
export type PortalUserType = (typeof PORTAL_USER_TYPES)[number];
export const BRAND_USER_TYPE: PortalUserType = 'maison';
/** 002 §6: store access is granted "with user type partner": a jeweler, unless typed already. */
export const PARTNER_USER_TYPE: PortalUserType = 'jeweler';

/**
 * 002 §6: the permission matrix's categories. The spec names the five categories and the 19
 * strings but not which string is in which; this follows the order of the spec's list
 * (docs/decisions/0032-portal-user-management.md). history is an action in 002 §6's table, so
 * inventory:view_history is one of the actions.
 */
export const PERMISSION_CATEGORIES = {
  Global: ['mediaportal:access', 'location_users:view', 'location_users:manage'],
  Location: ['location:manage'],
  Views: [
    'inventory:view_current',
    'inventory:view_sell_in',
    'inventory:view_sell_out',
    'orders:view_open',
    'inventory:view_statistics',
  ],
  Actions: [
    'inventory:manage_article_availability',
    'inventory:manage_article_note',
    'inventory:transfer_article',
    'inventory:log_article_sale',
    'inventory:archive_item',
    'inventory:view_history',
    'orders:manage_note',
  ],
  B2B: [
    'orders:use_as_billing_location',
    'orders:use_as_shipping_location',
    'orders:use_as_target_location',
  ],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionCategory = keyof typeof PERMISSION_CATEGORIES;

const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** 002 §5: lowercased, accents and non-alphanumerics removed, cut at 10 characters. */
export function usernamePart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_FOLDS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, USERNAME_PART_MAX_LENGTH);
}

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * 002 §5: the username of a user invited without an e-mail: the normalized location name,
 * first name and last name and two random characters, joined by underscores. A part left empty
 * (a name in a script without Latin letters) is left out. `random` returns [0, 1) as
 * Math.random does; a caller that finds the name taken asks again for other characters.
 */
export function generateUsername(
  locationName: string,
  firstName: string,
  lastName: string,
  random: () => number = Math.random,
): string {
  let suffix = '';
  for (let i = 0; i < USERNAME_RANDOM_CHARACTERS; i += 1) {
    const index = Math.min(
      Math.floor(random() * RANDOM_ALPHABET.length),
      RANDOM_ALPHABET.length - 1,
    );
    suffix += RANDOM_ALPHABET[index];
  }
  return [locationName, firstName, lastName]
    .map(usernamePart)
    .filter((part) => part !== '')
    .concat(suffix)
    .join('_');
}

export type MatrixState = 'checked' | 'unchecked' | 'half';

/**
 * 002 §4: a permission in the editor's column over `editableLocationIds` (one location's column
 * or the "all" column): checked when the user holds it at every one of them, half-checked at
 * only some, unchecked at none (or when there is no editable location).
 */
export function matrixState(
  permission: Permission,
  userLocations: readonly PortalLocation[],
  editableLocationIds: readonly number[],
): MatrixState {
  const held = editableLocationIds.filter((id) =>
    userLocations.some((entry) => entry.location === id && entry.permissions.includes(permission)),
  ).length;
  if (held === 0) return 'unchecked';
  return held === editableLocationIds.length ? 'checked' : 'half';
}

/** 002 §4: revoking this store removes the user's portal access (their only membership). */
export function isLastStore(userLocations: readonly PortalLocation[], locationId: number): boolean {
  return userLocations.length === 1 && userLocations[0]?.location === locationId;
}

/**
 * 002 §6: what an editor may give at a location: every permission for a superuser, else the
 * permissions the editor holds there (a user never gains one its editor lacks).
 */
export function grantablePermissions(
  editor: PermissionSubject,
  locationId: number,
): readonly Permission[] {
  if (editor.is_superuser) return PERMISSIONS;
  const held = new Set(
    editor.portal_locations
      .filter((entry) => entry.location === locationId)
      .flatMap((entry) => entry.permissions),
  );
  return PERMISSIONS.filter((permission) => held.has(permission));
}
