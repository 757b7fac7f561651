import {
  and,
  eq,
  isNull,
  portal_invites,
  portal_memberships,
  sql,
  users,
  type Db,
  type User,
} from '@maison/db';
import {
  BRAND_USER_TYPE,
  invitePermissions,
  DEFAULT_LOCALE,
  NON_FIELD_ERRORS,
  PARTNER_USER_TYPE,
  grantablePermissions,
  hasPermission,
  type Locale,
  type Permission,
} from '@maison/domain';
import { validatePassword } from '@maison/domain/passwords';
import { authenticated, requireUser } from '../../shared/auth';
import { ApiError } from '../../shared/errors';
import type { AuthUser } from '../../shared/identity';
import { createRouter } from '../../shared/router';
import {
  ACCOUNT_MESSAGES,
  hashPassword,
  tokenHash,
  userByEmail,
  userByUid,
} from '../users/accounts';
import { createInvite, renewInvite, sendInviteMail } from './invites';
import {
  assertAt,
  findMember,
  LOCATION_USER_MESSAGES,
  findOpenInvite,
  forbidden,
  isUniqueViolation,
  listMembers,
  listPendingInvites,
  membershipCount,
  notFound,
  pendingInvite,
  userByUsername,
} from './members';
import { oneTimePassword } from './one-time-password';
import {
  createUserRoute,
  deleteUserRoute,
  getUserRoute,
  grantAccessRoute,
  initialPasswordRoute,
  listPendingRoute,
  listUsersRoute,
  patchUserRoute,
  resendInviteRoute,
  withdrawInviteRoute,
} from './routes';

/** Issue 19: a location's users and invites (002 §4–§8), and the invited user's first password. */

/** 002 §6: a user never gains a permission its editor lacks at that location. */
function assertGrantable(editor: AuthUser, locationId: number, permissions: readonly string[]) {
  const grantable = new Set<string>(grantablePermissions(editor, locationId));
  if (permissions.some((p) => !grantable.has(p))) {
    throw forbidden(LOCATION_USER_MESSAGES.notGrantable);
  }
}

/** 002 §6: nobody edits themselves. */
function assertNotSelf(editor: AuthUser, userId: number) {
  if (editor.id === userId) throw forbidden(LOCATION_USER_MESSAGES.self);
}

/**
 * 002 §5: the new user's type. The brand's staff must choose one; a superuser may; anyone else
 * creates partners (a type other than jeweler is refused: only the brand type chooses it).
 */
function userTypeFor(editor: AuthUser, chosen: string | undefined): string {
  if (editor.is_superuser) return chosen ?? PARTNER_USER_TYPE;
  if (editor.portal_user_type === BRAND_USER_TYPE) {
    if (!chosen)
      throw new ApiError(400, { portal_user_type: [LOCATION_USER_MESSAGES.userTypeRequired] });
    return chosen;
  }
  if (chosen && chosen !== PARTNER_USER_TYPE) throw forbidden(LOCATION_USER_MESSAGES.userType);
  return PARTNER_USER_TYPE;
}

/** An existing user is given access here with the chosen permissions (002 §3 "user exists"). */
async function addMember(
  db: Db,
  user: User,
  locationId: number,
  permissions: readonly Permission[],
  userType: string,
) {
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(portal_memberships)
      .values({ user_id: user.id, location_id: locationId, permissions: [...permissions] })
      .onConflictDoNothing()
      .returning({ id: portal_memberships.id });
    if (!added)
      throw new ApiError(400, { [NON_FIELD_ERRORS]: [LOCATION_USER_MESSAGES.alreadyMember] });
    if (!user.portal_user_type) {
      await tx.update(users).set({ portal_user_type: userType }).where(eq(users.id, user.id));
    }
    return (await findMember(tx, locationId, user.id))!;
  });
}

export function createLocationUsersRouter() {
  const router = createRouter();
  // Authentication before validation: an anonymous caller gets 401 whatever it sends.
  router.use('/locations/:id/users/', authenticated);
  router.use('/locations/:id/users/*', authenticated);
  return router
    .openapi(listPendingRoute, async (c) => {
      const user = await requireUser(c);
      const locationId = Number(c.req.valid('param').id);
      const db = c.get('db');
      await assertAt(db, user, locationId, 'location_users:view');
      return c.json(await listPendingInvites(db, locationId), 200);
    })
    .openapi(listUsersRoute, async (c) => {
      const user = await requireUser(c);
      const locationId = Number(c.req.valid('param').id);
      const db = c.get('db');
      await assertAt(db, user, locationId, 'location_users:view');
      return c.json(await listMembers(db, locationId), 200);
    })
    .openapi(createUserRoute, async (c) => {
      const editor = await requireUser(c);
      const locationId = Number(c.req.valid('param').id);
      const input = c.req.valid('json');
      const db = c.get('db');
      await assertAt(db, editor, locationId, 'location_users:manage');
      if (input.location !== locationId) {
        throw new ApiError(400, { location: [LOCATION_USER_MESSAGES.locationMismatch] });
      }
      const permissions = invitePermissions(input.permissions);
      assertGrantable(editor, locationId, permissions);
      const userType = userTypeFor(editor, input.portal_user_type);
      const language: Locale = input.language ?? DEFAULT_LOCALE;

      if (input.email !== undefined) {
        const existing = await userByEmail(db, input.email);
        if (existing) assertNotSelf(editor, existing.id);
        if (existing?.is_active) {
          const member = await addMember(db, existing, locationId, permissions, userType);
          return c.json({ type: 'location_user_exists' as const, data: member }, 200);
        }
        const { invite, token } = await createInvite(db, {
          existing,
          email: input.email,
          locationId,
          permissions,
          language,
          userType,
          userData: input.user_data,
          invitedBy: editor.id,
        });
        await sendInviteMail(c, invite, token);
        return c.json({ type: 'location_invite' as const, data: pendingInvite(invite) }, 201);
      }

      const username = input.username!;
      const existing = await userByUsername(db, username);
      if (existing) {
        assertNotSelf(editor, existing.id);
        const member = await addMember(db, existing, locationId, permissions, userType);
        return c.json({ type: 'location_user_exists' as const, data: member }, 200);
      }
      const password = oneTimePassword();
      const passwordHash = await hashPassword(password);
      try {
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email: null,
              username,
              password: passwordHash,
              is_active: true,
              // 000 §4: the first login asks for a new password.
              require_password_reset: true,
              first_name: input.user_data.first_name.trim(),
              last_name: input.user_data.last_name.trim(),
              gender: input.user_data.gender,
              language,
              portal_user_type: userType,
            })
            .returning({ id: users.id });
          await tx
            .insert(portal_memberships)
            .values({ user_id: row!.id, location_id: locationId, permissions: [...permissions] });
          return (await findMember(tx, locationId, row!.id))!;
        });
        return c.json(
          {
            type: 'location_user_with_one_time_password' as const,
            data: { password, location_user: created },
          },
          201,
        );
      } catch (err) {
        // A concurrent create of the same username won.
        if (isUniqueViolation(err)) {
          throw new ApiError(400, { username: [ACCOUNT_MESSAGES.usernameExists] });
        }
        throw err;
      }
    })
    .openapi(getUserRoute, async (c) => {
      const user = await requireUser(c);
      const { id, userId } = c.req.valid('param');
      const db = c.get('db');
      await assertAt(db, user, Number(id), 'location_users:view');
      const member = await findMember(db, Number(id), Number(userId));
      if (!member) throw notFound();
      return c.json(member, 200);
    })
    .openapi(patchUserRoute, async (c) => {
      const editor = await requireUser(c);
      const param = c.req.valid('param');
      const locationId = Number(param.id);
      const userId = Number(param.userId);
      const { permissions } = c.req.valid('json');
      const db = c.get('db');
      await assertAt(db, editor, locationId, 'location_users:manage');
      assertNotSelf(editor, userId);
      const member = await findMember(db, locationId, userId);
      if (!member) throw notFound();
      // What the user held already stays; only what is added must be the editor's to give.
      const added = permissions.filter((p) => !member.permissions.includes(p));
      assertGrantable(editor, locationId, added);
      await db
        .update(portal_memberships)
        .set({ permissions })
        .where(eq(portal_memberships.id, member.id));
      return c.json({ ...member, permissions }, 200);
    })
    .openapi(deleteUserRoute, async (c) => {
      const editor = await requireUser(c);
      const param = c.req.valid('param');
      const locationId = Number(param.id);
      const userId = Number(param.userId);
      const db = c.get('db');
      await assertAt(db, editor, locationId, 'location_users:manage');
      assertNotSelf(editor, userId);
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(portal_memberships)
          .where(
            and(
              eq(portal_memberships.location_id, locationId),
              eq(portal_memberships.user_id, userId),
            ),
          )
          .returning({ id: portal_memberships.id });
        if (removed.length === 0) throw notFound();
        // 002 §4: the last store's revocation removes the portal access; the account stays.
        if ((await membershipCount(tx, userId)) === 0) {
          await tx.update(users).set({ portal_user_type: null }).where(eq(users.id, userId));
        }
      });
      return c.body(null, 204);
    })
    .openapi(grantAccessRoute, async (c) => {
      const editor = await requireUser(c);
      const param = c.req.valid('param');
      const locationId = Number(param.id);
      const userId = Number(param.userId);
      const db = c.get('db');
      await assertAt(db, editor, locationId, 'location_users:manage');
      assertNotSelf(editor, userId);
      // 002 §6: a user the editor sees at another location it manages (a superuser: anyone).
      const memberships = await db
        .select({ location: portal_memberships.location_id })
        .from(portal_memberships)
        .where(eq(portal_memberships.user_id, userId));
      const visible =
        editor.is_superuser ||
        memberships.some((m) => hasPermission(editor, m.location, 'location_users:manage'));
      const [user] = visible ? await db.select().from(users).where(eq(users.id, userId)) : [];
      if (!user) throw notFound();
      assertGrantable(editor, locationId, ['location:manage']);
      const member = await addMember(db, user, locationId, ['location:manage'], PARTNER_USER_TYPE);
      return c.json(member, 201);
    })
    .openapi(resendInviteRoute, async (c) => {
      const editor = await requireUser(c);
      const param = c.req.valid('param');
      const locationId = Number(param.id);
      const db = c.get('db');
      await assertAt(db, editor, locationId, 'location_users:manage');
      const invite = await findOpenInvite(db, locationId, Number(param.inviteId));
      if (!invite) throw notFound();
      // A resend revives an expired invite: it gives its permissions again.
      assertGrantable(editor, locationId, invite.permissions);
      const renewed = await renewInvite(db, invite.id);
      if (!renewed) throw notFound();
      await sendInviteMail(c, renewed.invite, renewed.token);
      return c.body(null, 204);
    })
    .openapi(withdrawInviteRoute, async (c) => {
      const editor = await requireUser(c);
      const param = c.req.valid('param');
      const locationId = Number(param.id);
      const db = c.get('db');
      await assertAt(db, editor, locationId, 'location_users:manage');
      const invite = await findOpenInvite(db, locationId, Number(param.inviteId));
      if (!invite) throw notFound();
      await db
        .update(portal_invites)
        .set({ withdrawn_at: new Date() })
        .where(eq(portal_invites.id, invite.id));
      return c.body(null, 204);
    })
    .openapi(initialPasswordRoute, async (c) => {
      const input = c.req.valid('json');
      const db = c.get('db');
      const user = await userByUid(db, input.uid);
      if (!user) throw new ApiError(400, { uid: [ACCOUNT_MESSAGES.invalidUid] });
      const now = new Date();
      const [invite] = await db
        .select()
        .from(portal_invites)
        .where(
          and(
            eq(portal_invites.user_id, user.id),
            eq(portal_invites.token_hash, tokenHash(input.token)),
          ),
        );
      if (!invite || invite.accepted_at || invite.withdrawn_at || invite.expires_at <= now) {
        throw new ApiError(400, { token: [ACCOUNT_MESSAGES.invalidToken] });
      }
      const errors = validatePassword(input.password, {
        ...user,
        email: user.email ?? undefined,
        username: user.username ?? undefined,
      });
      if (errors.length > 0) throw new ApiError(400, { password: errors });
      const password = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Whoever uses the link first wins; a second use finds it accepted.
        const accepted = await tx
          .update(portal_invites)
          .set({ accepted_at: now })
          .where(and(eq(portal_invites.id, invite.id), isNull(portal_invites.accepted_at)))
          .returning({ id: portal_invites.id });
        if (accepted.length === 0) {
          throw new ApiError(400, { token: [ACCOUNT_MESSAGES.invalidToken] });
        }
        await tx
          .update(users)
          .set({
            password,
            is_active: true,
            require_password_reset: false,
            tokens_valid_after: now,
            portal_user_type: sql`coalesce(${users.portal_user_type}, ${invite.portal_user_type})`,
          })
          .where(eq(users.id, user.id));
        await tx
          .insert(portal_memberships)
          .values({
            user_id: user.id,
            location_id: invite.location_id,
            permissions: invite.permissions,
          })
          // Given access here meanwhile: the invite's permissions join the ones held.
          .onConflictDoUpdate({
            target: [portal_memberships.user_id, portal_memberships.location_id],
            set: {
              permissions: sql`array(select distinct unnest(${portal_memberships.permissions} || excluded.permissions) order by 1)`,
            },
          });
      });
      return c.body(null, 204);
    });
}
