import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import {
  and,
  eq,
  gt,
  portal_invites,
  users,
  type Db,
  type InviteUserData,
  type PortalInvite,
  type User,
} from '@maison/db';
import {
  INITIAL_PASSWORD_PAGE_PATH,
  INVITE_LIFETIME_DAYS,
  type Locale,
  type Permission,
} from '@maison/domain';
import type { AppEnv } from '../../shared/env';
import { ApiError } from '../../shared/errors';
import { siteLink } from '../../shared/site';
import { encodeUid, sendAccountMail, tokenHash } from '../users/accounts';
import { LOCATION_USER_MESSAGES, isUniqueViolation, openInvite } from './members';

/** Issue 19: invites by e-mail (002 §3 "Pending invite"; decision 0032). */

const expiry = (from: Date) => new Date(from.getTime() + INVITE_LIFETIME_DAYS * 86_400_000);
const newToken = () => randomBytes(32).toString('base64url');

export interface NewInvite {
  /** The inactive account of that address, if there is one (it is invited, not copied). */
  existing: User | undefined;
  email: string;
  locationId: number;
  permissions: readonly Permission[];
  language: Locale;
  userType: string;
  userData: InviteUserData;
  invitedBy: number;
}

/**
 * An invite and its link's token. The invited account is made inactive, without a usable
 * password, until the first password is set; an earlier expired invite of the same account
 * at the location is withdrawn, a pending one refuses the new invite (400 on `email`).
 */
export async function createInvite(
  db: Db,
  input: NewInvite,
): Promise<{ invite: PortalInvite; token: string }> {
  const token = newToken();
  const now = new Date();
  try {
    const invite = await db.transaction(async (tx) => {
      let userId = input.existing?.id;
      if (userId === undefined) {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            // Not an argon2 hash: nothing verifies against it (checkPassword refuses it).
            password: `!${randomBytes(16).toString('hex')}`,
            is_active: false,
            first_name: input.userData.first_name.trim(),
            last_name: input.userData.last_name.trim(),
            gender: input.userData.gender,
            language: input.language,
          })
          .returning({ id: users.id });
        userId = row!.id;
      }
      const open = and(
        eq(portal_invites.user_id, userId),
        eq(portal_invites.location_id, input.locationId),
        openInvite(),
      );
      const [pending] = await tx
        .select({ id: portal_invites.id })
        .from(portal_invites)
        .where(and(open, gt(portal_invites.expires_at, now)));
      if (pending) throw new ApiError(400, { email: [LOCATION_USER_MESSAGES.alreadyInvited] });
      await tx.update(portal_invites).set({ withdrawn_at: now }).where(open);
      const [created] = await tx
        .insert(portal_invites)
        .values({
          location_id: input.locationId,
          user_id: userId,
          email: input.email,
          user_data: {
            first_name: input.userData.first_name.trim(),
            last_name: input.userData.last_name.trim(),
            gender: input.userData.gender,
          },
          permissions: [...input.permissions],
          language: input.language,
          portal_user_type: input.userType,
          invited_by: input.invitedBy,
          token_hash: tokenHash(token),
          created_at: now,
          expires_at: expiry(now),
        })
        .returning();
      return created!;
    });
    return { invite, token };
  } catch (err) {
    // A concurrent invite of the same new address made its account first.
    if (isUniqueViolation(err))
      throw new ApiError(400, { email: [LOCATION_USER_MESSAGES.alreadyInvited] });
    throw err;
  }
}

/** A resend: a new link (the old one stops working) valid for the whole lifetime again. */
export async function renewInvite(
  db: Db,
  inviteId: number,
): Promise<{ invite: PortalInvite; token: string } | null> {
  const token = newToken();
  const [invite] = await db
    .update(portal_invites)
    .set({ token_hash: tokenHash(token), expires_at: expiry(new Date()) })
    .where(and(eq(portal_invites.id, inviteId), openInvite()))
    .returning();
  return invite ? { invite, token } : null;
}

/** The invite mail in the invite's language, linking to the initial password page (002 §2). */
export async function sendInviteMail(
  c: Context<AppEnv>,
  invite: PortalInvite,
  token: string,
): Promise<void> {
  const link = siteLink(invite.language, INITIAL_PASSWORD_PAGE_PATH, {
    uid: encodeUid(invite.user_id),
    token,
  });
  await sendAccountMail(
    c,
    { email: invite.email, first_name: invite.user_data.first_name },
    'portal_invite',
    invite.language,
    link,
  );
}
