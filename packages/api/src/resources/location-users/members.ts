import {
  and,
  asc,
  eq,
  gt,
  isNull,
  locations,
  portal_invites,
  portal_memberships,
  sql,
  users,
  type Db,
  type PortalInvite,
} from '@maison/db';
import { hasPermission, type Permission } from '@maison/domain';
import { ApiError, MESSAGES } from '../../shared/errors';
import type { AuthUser } from '../../shared/identity';

/** The rows of a location's users and invites, as the contract's answers (002 §3). */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const memberColumns = {
  id: portal_memberships.id,
  permissions: portal_memberships.permissions,
  user_id: portal_memberships.user_id,
  location: portal_memberships.location_id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  username: users.username,
  is_superuser: users.is_superuser,
  portal_user_type: users.portal_user_type,
};

type MemberRow = {
  id: number;
  permissions: string[];
  user_id: number;
  location: number;
  first_name: string;
  last_name: string;
  email: string | null;
  username: string | null;
  is_superuser: boolean;
  portal_user_type: string | null;
};

function locationUser(row: MemberRow) {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      username: row.username,
      is_superuser: row.is_superuser,
    },
    permissions: row.permissions,
    user_id: row.user_id,
    location: row.location,
    portal_user_type: row.portal_user_type,
  };
}
export type LocationUser = ReturnType<typeof locationUser>;

const members = (db: Reader) =>
  db
    .select(memberColumns)
    .from(portal_memberships)
    .innerJoin(users, eq(users.id, portal_memberships.user_id));

/** 002 §7: the members of a location, by last name, first name (then id, for a stable order). */
export async function listMembers(db: Reader, locationId: number): Promise<LocationUser[]> {
  const rows = await members(db)
    .where(eq(portal_memberships.location_id, locationId))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
  return rows.map(locationUser);
}

export async function findMember(
  db: Reader,
  locationId: number,
  userId: number,
): Promise<LocationUser | null> {
  const [row] = await members(db).where(
    and(eq(portal_memberships.location_id, locationId), eq(portal_memberships.user_id, userId)),
  );
  return row ? locationUser(row) : null;
}

export function pendingInvite(invite: PortalInvite, username: string | null = null) {
  return {
    id: invite.id,
    email: invite.email,
    username,
    user_data: invite.user_data,
    location: invite.location_id,
    permissions: invite.permissions,
    language: invite.language,
    created_at: invite.created_at.toISOString(),
    expires_at: invite.expires_at.toISOString(),
  };
}

/** Neither accepted nor withdrawn; `now` given: also not expired. */
export const openInvite = (now?: Date) =>
  and(
    isNull(portal_invites.accepted_at),
    isNull(portal_invites.withdrawn_at),
    now ? gt(portal_invites.expires_at, now) : undefined,
  );

export async function listPendingInvites(db: Reader, locationId: number) {
  const rows = await db
    .select()
    .from(portal_invites)
    .where(and(eq(portal_invites.location_id, locationId), openInvite(new Date())))
    .orderBy(asc(portal_invites.created_at), asc(portal_invites.id));
  return rows.map((invite) => pendingInvite(invite));
}

/** An open invite (not accepted or withdrawn) at a location, expired or not. */
export async function findOpenInvite(db: Reader, locationId: number, inviteId: number) {
  const [row] = await db
    .select()
    .from(portal_invites)
    .where(
      and(
        eq(portal_invites.id, inviteId),
        eq(portal_invites.location_id, locationId),
        openInvite(),
      ),
    );
  return row ?? null;
}

/** The refusals' texts (ours; the spec names none). */
export const LOCATION_USER_MESSAGES = {
  self: 'You cannot change your own access.',
  notGrantable: 'You cannot give a permission you do not hold at this location.',
  userType: 'Only brand staff choose the user type.',
  locationMismatch: 'The location must be the one in the path.',
  alreadyMember: 'This user already has access to this location.',
  alreadyInvited: 'An invite to this address is already pending at this location.',
  userTypeRequired: 'Choose the user type.',
} as const;

/** A unique constraint refused the row (a concurrent request made it first). */
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { cause?: { code?: string } }).cause?.code === '23505' ||
  (err as { code?: string }).code === '23505';

export const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });
export const forbidden = (detail: string = MESSAGES.permissionDenied) =>
  new ApiError(403, { detail });

/**
 * 002 §6: the caller may act here (403 otherwise, as the portal's other routes answer for a
 * location the caller has no right at); for a superuser an unknown location is 404.
 */
export async function assertAt(
  db: Db,
  user: AuthUser,
  locationId: number,
  permission: Permission,
): Promise<void> {
  if (!hasPermission(user, locationId, permission)) throw forbidden();
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row) throw notFound();
}

export async function userByUsername(db: Reader, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row;
}

/** How many stores the user keeps. */
export async function membershipCount(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portal_memberships)
    .where(eq(portal_memberships.user_id, userId));
  return row?.n ?? 0;
}
