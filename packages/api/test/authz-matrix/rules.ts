import { PERMISSIONS, type Permission } from '@maison/domain';
import { securitySchemes, type Op } from '../openapi-kit/document';

/**
 * Issue 14: the authorization matrix, generated from the route table. Every operation of the
 * OpenAPI document is classified by its tags and security (portal, shop, forms staff, content
 * staff, user, public); every non-public one runs for each role × {own, foreign location} and
 * is judged against RULES below, which say who may do what (002 §6, docs/portal.md,
 * docs/shop.md, docs/forms.md), not against what the server happens to answer.
 *
 * Each cell checks:
 * - allow: a 2xx that holds the target's data and no data the role may not see;
 * - deny: a refusal (the probe's statuses, 403 unless noted) without the target's data, and
 *   for writes the watched tables byte-for-byte unchanged (row count and md5 of every row);
 * - unauthenticated (anonymous, or a shop call without a commerce token): 401, no data, no
 *   change;
 * - isolated (the request cannot name the foreign location: per-user data, or a shop call with
 *   the caller's own commerce token): whatever it answers below 500 holds no foreign data and
 *   leaves the foreign location's (or the other user's) rows unchanged.
 *
 * Every row of the fixture carries a canary naming its location (LOC-OWN-A, LOC-OWN-B,
 * LOC-FOREIGN), organization (ORG-OWN, ORG-FOREIGN) or user (USER-<role>); a leak is a canary
 * in an answer the role may not see.
 */

// ---- The rule table ----

export const ROLES = ['superuser', 'manager', 'solo', 'visitor', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];
export const SCOPES = ['own', 'foreign'] as const;
export type Scope = (typeof SCOPES)[number];

/** seed.ts's solo account: the table views only (002 §6 "Views"), no statistics. */
const VIEW_ONLY: Permission[] = [
  'inventory:view_current',
  'inventory:view_sell_in',
  'inventory:view_sell_out',
  'orders:view_open',
  'location_users:view',
];

export const LOCATION_KEYS = ['LOC-OWN-A', 'LOC-OWN-B', 'LOC-FOREIGN'] as const;
export type LocationKey = (typeof LOCATION_KEYS)[number];
/** The location a scope names: own = the own organization's OWN_A, foreign = the other's. */
const SCOPE_LOCATION: Record<Scope, LocationKey> = { own: 'LOC-OWN-A', foreign: 'LOC-FOREIGN' };
const ORGANIZATION: Record<LocationKey, string> = {
  'LOC-OWN-A': 'ORG-OWN',
  'LOC-OWN-B': 'ORG-OWN',
  'LOC-FOREIGN': 'ORG-FOREIGN',
};

/**
 * What each role holds, shaped like seed.ts's demo accounts (admin, jeweler, solo, visitor):
 * the manager every permission at both locations of the own organization, solo the view
 * permissions at OWN_A, nobody but the superuser anything at the foreign organization.
 */
export const GRANTS: Record<
  Role,
  { login: boolean; superuser: boolean; at: Partial<Record<LocationKey, readonly Permission[]>> }
> = {
  superuser: { login: true, superuser: true, at: {} },
  manager: {
    login: true,
    superuser: false,
    at: { 'LOC-OWN-A': PERMISSIONS, 'LOC-OWN-B': PERMISSIONS },
  },
  solo: { login: true, superuser: false, at: { 'LOC-OWN-A': VIEW_ONLY } },
  visitor: { login: true, superuser: false, at: {} },
  anonymous: { login: false, superuser: false, at: {} },
};

/** Who may call an operation on a target location. */
export type Need =
  /** Anyone, anonymous included (a capability URL, clearing a cookie). */
  | { who: 'public' }
  /** Any logged-in user, on their own data only (the request cannot name anyone else's). */
  | { who: 'self' }
  /** Superusers only (staff screens). */
  | { who: 'superuser' }
  /** A membership at the target location, or a superuser. */
  | { who: 'member' }
  /** The permission at the target location, or a superuser (002 §6). */
  | { who: 'permission'; permission: Permission }
  /** An ordering permission at the target location, or a superuser (docs/shop.md). */
  | { who: 'ordering' };

/**
 * How a request names its target location: a path id or location__in (`named`), the commerce
 * token's location (`token`: only a superuser can get a token for the foreign location), or
 * not at all (`none`: per-user data, or not location data).
 */
type Naming = 'named' | 'token' | 'none';

/**
 * What an answer may show: the locations (or users) whose canaries a role may see; `members`:
 * the locations where the role holds the permission and the accounts that are members there
 * (a location's user list, issue 19).
 */
export type Sees = Need | { who: 'nothing' } | { who: 'members'; permission: Permission };

interface Rule {
  need: Need;
  naming: Naming;
  /** Canaries a role may see in the answer; default: the need's locations. */
  sees?: Sees;
  note?: string;
}

const view = (permission: Permission): Rule => ({
  need: { who: 'permission', permission },
  naming: 'named',
});

/** The rule of every operation the matrix covers, by "METHOD path". */
export const RULES: Record<string, Rule> = {
  // Portal (002 §6, docs/portal.md).
  'GET /api/v1/locations/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'member' },
    note: "000 §6: a superuser's are all locations, anyone else's their memberships",
  },
  'GET /api/v1/organizations/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'member' },
  },
  'GET /api/v1/inventory/current/': view('inventory:view_current'),
  'GET /api/v1/inventory/sell-in/': view('inventory:view_sell_in'),
  'GET /api/v1/inventory/sell-out/': view('inventory:view_sell_out'),
  'GET /api/v1/inventory/archive/': {
    ...view('inventory:archive_item'),
    note: 'the spec names no view permission for the archive; docs/portal.md takes archive_item',
  },
  'GET /api/v1/inventory/aggregates/': {
    ...view('inventory:view_current'),
    note: 'asked with table=stock: the table view permission (docs/portal.md "Aggregates")',
  },
  'POST /api/v1/inventory/actions/': {
    need: { who: 'member' },
    naming: 'named',
    note: 'each action needs its own permission: ACTION_RULES below',
  },
  'GET /api/v1/inventory/{id}/history/': view('inventory:view_history'),
  'GET /api/v1/open-orders/': view('orders:view_open'),
  'GET /api/v1/open-orders/aggregates/': view('orders:view_open'),
  'POST /api/v1/open-orders/{item_id}/client-note/': view('orders:manage_note'),
  'GET /api/v1/inventory/export/': {
    ...view('inventory:view_current'),
    note: "issue 18: asked with table=stock; an export has its table's list permission",
  },
  'GET /api/v1/open-orders/export/': view('orders:view_open'),
  'GET /api/v1/portal/table-config/{tableId}/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'nothing' },
    note: 'per user (002 §3); the spec does not limit it to portal users, nor do we',
  },
  'PUT /api/v1/portal/table-config/{tableId}/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'nothing' },
  },
  // Issue 19: a location's users and invites (002 §6 "User management").
  'GET /api/v1/locations/{id}/users/': {
    ...view('location_users:view'),
    sees: { who: 'members', permission: 'location_users:view' },
  },
  'GET /api/v1/locations/{id}/users/pending/': view('location_users:view'),
  'POST /api/v1/locations/{id}/users/': view('location_users:manage'),
  'GET /api/v1/locations/{id}/users/{userId}/': {
    ...view('location_users:view'),
    sees: { who: 'members', permission: 'location_users:view' },
  },
  'PATCH /api/v1/locations/{id}/users/{userId}/': view('location_users:manage'),
  'DELETE /api/v1/locations/{id}/users/{userId}/': view('location_users:manage'),
  'POST /api/v1/locations/{id}/users/{userId}/access/': {
    ...view('location_users:manage'),
    note: 'the target is a member of LOC-OWN-B, a store the manager manages too (002 §6)',
  },
  'POST /api/v1/locations/{id}/users/pending/{inviteId}/resend/': view('location_users:manage'),
  'DELETE /api/v1/locations/{id}/users/pending/{inviteId}/': view('location_users:manage'),
  'GET /api/v1/locations/{id}/sale-users/': {
    need: { who: 'member' },
    naming: 'named',
    note: 'docs/portal.md: members of the location and superusers',
  },
  // Shop (docs/shop.md): a commerce token of the location; its cart is the location's.
  'POST /api/v1/locations/{id}/commerce/authenticate/': {
    need: { who: 'ordering' },
    naming: 'named',
    sees: { who: 'nothing' },
  },
  'POST /api/v1/commerce/logout/': { need: { who: 'public' }, naming: 'none' },
  'GET /api/v1/commerce/session/': { need: { who: 'ordering' }, naming: 'token' },
  'GET /api/v1/commerce/products/': {
    need: { who: 'ordering' },
    naming: 'token',
    sees: { who: 'nothing' },
    note: 'the catalogue is not location data; any commerce token reads it',
  },
  'GET /api/v1/commerce/limitations/': {
    need: { who: 'ordering' },
    naming: 'token',
    sees: { who: 'nothing' },
  },
  'GET /api/v1/commerce/skus/': {
    need: { who: 'ordering' },
    naming: 'token',
    sees: { who: 'nothing' },
  },
  'GET /api/v1/commerce/orders/current/': { need: { who: 'ordering' }, naming: 'token' },
  'POST /api/v1/commerce/orders/current/line-items/': {
    need: { who: 'ordering' },
    naming: 'token',
  },
  'PATCH /api/v1/commerce/line-items/{id}/': { need: { who: 'ordering' }, naming: 'named' },
  'DELETE /api/v1/commerce/line-items/{id}/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/orders/{id}/authorize/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/orders/{id}/place/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/orders/{id}/reload/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/engraving-images/': { need: { who: 'ordering' }, naming: 'token' },
  'GET /api/v1/commerce/engraving-images/{name}': {
    need: { who: 'public' },
    naming: 'named',
    note: "docs/shop.md: the image's random name is the capability; no token",
  },
  // Staff.
  'GET /api/v1/forms/': { need: { who: 'superuser' }, naming: 'none' },
  'GET /api/v1/forms/export/': { need: { who: 'superuser' }, naming: 'none' },
  'GET /api/v1/careers/applications/': { need: { who: 'superuser' }, naming: 'none' },
  'GET /api/v1/careers/files/{uuid}/': { need: { who: 'superuser' }, naming: 'none' },
  'PUT /api/v1/cms/stories/{uuid}/': { need: { who: 'superuser' }, naming: 'none' },
  'POST /api/v1/cms/stories/': { need: { who: 'superuser' }, naming: 'none' },
  'POST /api/v1/cms/stories/{uuid}/unpublish/': { need: { who: 'superuser' }, naming: 'none' },
  'DELETE /api/v1/cms/stories/{uuid}/': { need: { who: 'superuser' }, naming: 'none' },
  // The caller's own account (000 §3).
  'GET /api/v1/users/me/': { need: { who: 'self' }, naming: 'none', sees: { who: 'self' } },
  'PATCH /api/v1/users/me/': { need: { who: 'self' }, naming: 'none', sees: { who: 'self' } },
  'POST /api/v1/users/set_password/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'self' },
  },
};

/** 002 §6 "Action to permission", as the spec writes it. */
export const ACTION_RULES = {
  set_virtual_storage: 'inventory:manage_article_availability',
  change_location: 'inventory:transfer_article',
  book_out: 'inventory:archive_item',
  set_archive_status: 'inventory:archive_item',
  set_client_note: 'inventory:manage_article_note',
  sell_out: 'inventory:log_article_sale',
  update_sale_user: 'inventory:log_article_sale',
  delete_sell_out: 'inventory:log_article_sale',
  request_change: 'orders:manage_note',
} as const satisfies Record<string, Permission>;
export type Action = keyof typeof ACTION_RULES;
export const ACTIONS = Object.keys(ACTION_RULES) as Action[];

/** docs/shop.md: the permissions that let a user order for a location (002 §6 "B2B"). */
const ORDERING: Permission[] = [
  'orders:use_as_billing_location',
  'orders:use_as_shipping_location',
  'orders:use_as_target_location',
];

/**
 * The operations outside the matrix, each with why: they serve anonymous callers by design,
 * so there is no role to tell apart (their input handling is the fuzzer's: openapi-fuzz/).
 */
export const PUBLIC: Record<string, string> = {
  'GET /api/v1/health/': 'health check',
  'POST /api/v1/client-errors/': "a visitor's browser reports a failure (001 §8, decision 0040)",
  'GET /api/v1/search/': 'site search over published content (issue 16)',
  'GET /api/v1/search/suggestions/': 'search-as-you-type over published content (issue 16)',
  'GET /api/v1/geocoding/forward/': 'place suggestions for the jeweler finder (issue 17)',
  'GET /api/v1/geocoding/postcode/': 'places by postal code for the jeweler finder (issue 17)',
  'GET /api/v1/geocoding/reverse/': "the visitor's position as a place name (issue 17)",
  'GET /api/v1/jewelers/': 'jeweler results over published content (issue 17)',
  'POST /api/v1/users/': 'registration (000 §4)',
  'POST /api/v1/users/activation/': 'activation with the mailed uid and token',
  'POST /api/v1/users/reset-password/': 'password reset request',
  'POST /api/v1/users/resend_activation/': 'activation mail resend request (000 §4)',
  'POST /api/v1/users/reset-password-confirm/': 'password reset with the mailed uid and token',
  'POST /api/v1/users/initial-password/':
    'an invited user sets the first password with the mailed uid and token (issue 19)',
  'POST /api/v1/jwt/create/': 'login',
  'POST /api/v1/jwt/logout/': 'logout',
  'GET /api/v1/dev/mailbox/': 'the dev outbox, open outside production by design (README)',
  'GET /api/v1/dev/mailbox/{id}/': 'the dev outbox, open outside production by design (README)',
  'POST /api/v1/forms/': 'public forms (the waitlist jeweler check: forms/rules.test.ts)',
  'PATCH /api/v1/forms/{uuid}/': 'contact step 2 by the submission uuid',
  'POST /api/v1/forms/{uuid}/newsletter-subscribe-confirm/': 'newsletter opt-in link',
  'GET /api/v1/careers/positions/': 'open positions for the careers pages (issue 20)',
  'GET /api/v1/careers/positions/{id}/': 'an open position for its job page (issue 20)',
  'GET /api/next/jobs.xml': 'the public Personio-compatible jobs feed (issue 20)',
  'POST /api/next/personio-form-file/': 'application file upload by applicants (001 §7)',
  'POST /api/next/personio-form/': 'job application by applicants (001 §7)',
};

/** Who an operation serves, by which the matrix classifies it. */
export type Kind =
  | 'portal'
  | 'shop'
  | 'forms-staff'
  | 'careers-staff'
  | 'content-staff'
  | 'user'
  | 'public';

/** The resource kind of an operation, from its tags and security (the generated part). */
export function kindOf(op: Op): Kind {
  const tags = op.operation.tags ?? [];
  const secured = securitySchemes(op).length > 0;
  if (tags.includes('shop')) return 'shop';
  if (tags.includes('portal')) return 'portal';
  if (tags.includes('forms') && secured && op.method === 'GET') return 'forms-staff';
  if (tags.includes('careers') && secured) return 'careers-staff';
  if (tags.includes('cms')) return 'content-staff';
  if (tags.includes('accounts') && secured) return 'user';
  return 'public';
}

/** 000 §6, 002 §6: the rule table's answer to "may this role do it at this location". */
export function holdsAt(role: Role, location: LocationKey, need: Need): boolean {
  const grants = GRANTS[role];
  if (need.who === 'public') return true;
  if (!grants.login) return false;
  if (grants.superuser) return true;
  const held = grants.at[location] ?? [];
  switch (need.who) {
    case 'self':
      return true;
    case 'superuser':
      return false;
    case 'member':
      return held.length > 0;
    case 'permission':
      return held.includes(need.permission);
    case 'ordering':
      return ORDERING.some((p) => held.includes(p));
  }
}

export const holds = (role: Role, scope: Scope, need: Need) =>
  holdsAt(role, SCOPE_LOCATION[scope], need);

export type Outcome = 'allow' | 'deny' | 'unauthenticated' | 'isolated';

export function expectedOutcome(key: string, need: Need, role: Role, scope: Scope): Outcome {
  const rule = RULES[key]!;
  if (need.who === 'public') return 'allow';
  if (!GRANTS[role].login) return 'unauthenticated';
  // A shop call needs a commerce token, which only an ordering permission somewhere gives.
  const shop =
    need.who === 'ordering' && key !== 'POST /api/v1/locations/{id}/commerce/authenticate/';
  if (shop && !LOCATION_KEYS.some((l) => holdsAt(role, l, need))) return 'unauthenticated';
  if (need.who === 'self') return scope === 'own' ? 'allow' : 'isolated';
  if (holds(role, scope, need)) return 'allow';
  if (rule.naming !== 'named' && scope === 'foreign' && holds(role, 'own', need)) return 'isolated';
  return 'deny';
}

/** The accounts with a membership at each location (GRANTS, and the foreigner abroad). */
const MEMBERS: Record<LocationKey, string[]> = {
  'LOC-OWN-A': ['manager', 'solo'],
  'LOC-OWN-B': ['manager'],
  'LOC-FOREIGN': ['foreigner'],
};

/** The canaries a role may see in an answer governed by `sees`. */
export function visibleCanaries(role: Role, sees: Sees): Set<string> {
  const out = new Set<string>();
  if (sees.who === 'nothing') return out;
  if (sees.who === 'self') return new Set([`USER-${role}`]);
  if (sees.who === 'superuser') return new Set(GRANTS[role].superuser ? ALL_CANARIES : []);
  const need: Need =
    sees.who === 'members' ? { who: 'permission', permission: sees.permission } : sees;
  for (const location of LOCATION_KEYS) {
    if (!holdsAt(role, location, need)) continue;
    out.add(location);
    out.add(ORGANIZATION[location]);
    if (sees.who === 'members') for (const member of MEMBERS[location]) out.add(`USER-${member}`);
  }
  return out;
}

const LOCATION_CANARIES = ['LOC-OWN-A', 'LOC-OWN-B', 'LOC-FOREIGN', 'ORG-OWN', 'ORG-FOREIGN'];
const USER_CANARIES = [...ROLES.filter((r) => r !== 'anonymous'), 'foreigner'].map(
  (r) => `USER-${r}`,
);
export const ALL_CANARIES = [...LOCATION_CANARIES, ...USER_CANARIES, 'FORM-CANARY'];
