import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { hash, verify } from '@node-rs/argon2';
import {
  and,
  eq,
  isNull,
  portal_memberships,
  sql,
  user_tokens,
  users,
  type Db,
  type User,
  type UserTokenPurpose,
} from '@maison/db';
import { PERMISSIONS, USER_TOKEN_TTL_S, type Locale } from '@maison/domain';
import { renderEmail, type EmailKind } from '@maison/services/email';
import type { AppEnv } from '../../shared/env';

/** djoser's and Django's texts (000 §5, 000 §8). */
export const ACCOUNT_MESSAGES = {
  invalidUid: "Invalid user id or user doesn't exist.",
  invalidToken: 'Invalid token for given user.',
  staleToken: 'Stale token for given user.',
  passwordMismatch: "The two password fields didn't match.",
  invalidPassword: 'Invalid password.',
  noActiveAccount: 'No active account found with the given credentials',
  emailExists: 'user with this email already exists.',
  usernameExists: 'A user with that username already exists.',
} as const;

export const hashPassword = (password: string) => hash(password);

// Verifying against a fixed hash when no account matches keeps the answer time the same, so
// timing does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;

/** True if `password` matches the user's hash; the same work is done without a user. */
export async function checkPassword(user: User | undefined, password: string): Promise<boolean> {
  if (!user) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(user.password, password);
  } catch {
    // An unusable stored hash (e.g. a disabled password) matches nothing.
    return false;
  }
}

/** Django's uid: the user id's decimal string, base64url without padding. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64url').toString();
  if (!/^[1-9]\d{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return id <= 2_147_483_647 ? id : null;
}

export async function userByUid(db: Db, uid: string): Promise<User | null> {
  const id = decodeUid(uid);
  if (id === null) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function userByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/**
 * The login's user: by e-mail, or for a value without '@' by the username of a user who has no
 * e-mail (issue 19: portal users created with a one-time password).
 */
export async function userByLogin(db: Db, login: string): Promise<User | undefined> {
  if (login.includes('@')) return userByEmail(db, login);
  const [row] = await db
    .select()
    .from(users)
    .where(and(isNull(users.email), sql`lower(${users.username}) = ${login.trim().toLowerCase()}`));
  return row;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh single-use token (32 random bytes, base64url); only its SHA-256 is stored. A new reset
 * token retires the user's earlier unused reset tokens.
 */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: UserTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    if (purpose === 'reset') {
      await tx
        .update(user_tokens)
        .set({ used_at: now })
        .where(
          and(
            eq(user_tokens.user_id, userId),
            eq(user_tokens.purpose, 'reset'),
            isNull(user_tokens.used_at),
          ),
        );
    }
    await tx.insert(user_tokens).values({
      user_id: userId,
      purpose,
      token_hash: tokenHash(token),
      expires_at: new Date(now.getTime() + USER_TOKEN_TTL_S * 1000),
    });
  });
  return token;
}

export interface StoredToken {
  id: number;
  used: boolean;
  expired: boolean;
}

/** The user's token of that purpose matching `token`, used or not, or null. */
export async function findUserToken(
  db: Db,
  userId: number,
  purpose: UserTokenPurpose,
  token: string,
): Promise<StoredToken | null> {
  const [row] = await db
    .select()
    .from(user_tokens)
    .where(
      and(
        eq(user_tokens.user_id, userId),
        eq(user_tokens.purpose, purpose),
        eq(user_tokens.token_hash, tokenHash(token)),
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    used: row.used_at !== null,
    expired: row.expires_at.getTime() <= Date.now(),
  };
}

/** Marks the token used; false if a concurrent request used it first. */
export async function consumeUserToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(user_tokens)
    .set({ used_at: new Date() })
    .where(and(eq(user_tokens.id, id), isNull(user_tokens.used_at)))
    .returning({ id: user_tokens.id });
  return rows.length === 1;
}

/** Renders and sends an account e-mail in `language`; a user without e-mail gets none. */
export async function sendAccountMail(
  c: Context<AppEnv>,
  user: Pick<User, 'email' | 'first_name'>,
  kind: EmailKind,
  language: Locale,
  link?: string,
): Promise<void> {
  if (!user.email) return;
  const rendered = renderEmail(kind, language, { firstName: user.first_name, link });
  await c.get('mailer').send({ to: user.email, ...rendered, language, kind });
}

/** The me endpoint's user (000 §3, 001 §3). */
export interface MeBody {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string | null;
  language: Locale;
  wishlist: User['wishlist'];
  is_superuser: boolean;
  portal_user_type: string | null;
  portal_locations: { location: number; permissions: string[] }[];
  user: {
    first_name: string;
    last_name: string;
    email: string | null;
    username: string | null;
    is_superuser: boolean;
  };
  permissions: string[];
  newsletter: boolean;
  title: User['title'];
  gender: User['gender'];
}

export async function meBody(db: Db, user: User): Promise<MeBody> {
  const memberships = await db
    .select({
      location: portal_memberships.location_id,
      permissions: portal_memberships.permissions,
    })
    .from(portal_memberships)
    .where(eq(portal_memberships.user_id, user.id))
    .orderBy(portal_memberships.location_id);
  return {
    id: user.id,
    // 000 §3's clients read a string; a portal user created without e-mail has none.
    email: user.email ?? '',
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    language: user.language,
    wishlist: user.wishlist,
    is_superuser: user.is_superuser,
    portal_user_type: user.portal_user_type,
    portal_locations: memberships,
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      username: user.username,
      is_superuser: user.is_superuser,
    },
    permissions: user.is_superuser
      ? [...PERMISSIONS]
      : PERMISSIONS.filter((p) => memberships.some((m) => m.permissions.includes(p))),
    newsletter: user.newsletter,
    title: user.title,
    gender: user.gender,
  };
}
