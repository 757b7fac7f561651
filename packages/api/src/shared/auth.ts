import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import {
  and,
  eq,
  isSessionRevoked,
  portal_memberships,
  revokeSession,
  users,
  type Db,
} from '@maison/db';
import {
  AUTH_COOKIE_MAX_AGE_S,
  AUTH_COOKIE_NAME,
  COMMERCE_COOKIE_NAME,
  SESSION_HINT_COOKIE_NAME,
  hasPermission,
  type Permission,
} from '@maison/domain';
import type { AppEnv } from './env';
import { ApiError, MESSAGES } from './errors';
import {
  SET_PASSWORD_SCOPE,
  type AccessClaim,
  type AuthState,
  type AuthUser,
  type TokenUserClaim,
} from './identity';
import { isCrossOriginWrite } from './origin';
import { isProduction, loadJwtSecret } from './secrets';

// Distinguishes access tokens from other JWTs signed with the same secret (commerce tokens).
const ACCESS_TOKEN_TYPE = 'access';
const ALGORITHM = 'HS256';

/**
 * 000 §3, 000 §9: a JWT with `exp` (30 days by default) and the custom `user` claim; `sid`
 * names the session, so a logout can end it (and the commerce token issued under it).
 */
export async function issueAccessToken(
  user: Omit<TokenUserClaim, 'email'> & { email: string | null },
  options: { expiresInS?: number; now?: number; scope?: typeof SET_PASSWORD_SCOPE } = {},
): Promise<string> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  // A portal user created without e-mail (issue 19) carries '' as 000 §3's clients expect.
  const claim: TokenUserClaim = {
    id: user.id,
    email: user.email ?? '',
    is_superuser: user.is_superuser,
  };
  const scope = options.scope ? { scope: options.scope } : {};
  return new SignJWT({ token_type: ACCESS_TOKEN_TYPE, sid: newSessionId(), ...scope, user: claim })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInS ?? AUTH_COOKIE_MAX_AGE_S))
    .sign(loadJwtSecret());
}

function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The session cookies of a login (000 §9: 30 days): the httpOnly token and the page hint. A
 * commerce cookie of an earlier session goes: it belongs to whoever used this browser before.
 */
export function setSessionCookies(c: Context<AppEnv>, access: string): void {
  deleteCookie(c, COMMERCE_COOKIE_NAME, { path: '/', secure: isProduction() });
  setCookie(c, AUTH_COOKIE_NAME, access, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isProduction(),
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  });
  setCookie(c, SESSION_HINT_COOKIE_NAME, '1', {
    path: '/',
    sameSite: 'Lax',
    secure: isProduction(),
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  });
}

/** Ends every session cookie of this browser: access token, page hint and commerce token. */
function clearSessionCookies(c: Context<AppEnv>): void {
  for (const name of [AUTH_COOKIE_NAME, SESSION_HINT_COOKIE_NAME, COMMERCE_COOKIE_NAME]) {
    deleteCookie(c, name, { path: '/', secure: isProduction() });
  }
}

/** The claims of a valid, unexpired access token that names its session, or null. */
export async function verifyAccessToken(token: string): Promise<AccessClaim | null> {
  try {
    const { payload } = await jwtVerify(token, loadJwtSecret(), { algorithms: [ALGORITHM] });
    const user = payload.user as Partial<TokenUserClaim> | undefined;
    if (payload.token_type !== ACCESS_TOKEN_TYPE || typeof user?.id !== 'number') return null;
    if (typeof payload.sid !== 'string' || payload.sid === '') return null;
    if (payload.scope !== undefined && payload.scope !== SET_PASSWORD_SCOPE) return null;
    return {
      id: user.id,
      email: String(user.email),
      is_superuser: Boolean(user.is_superuser),
      iat: payload.iat ?? 0,
      exp: payload.exp ?? 0,
      sid: payload.sid,
      ...(payload.scope ? { scope: SET_PASSWORD_SCOPE } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Whether a token issued at `iat` (seconds) predates the user's last password change or reset.
 * Whole seconds: the session that changed the password gets its new token in the same second.
 */
export function isTokenRevoked(iat: number, tokensValidAfter: Date | null): boolean {
  return tokensValidAfter !== null && iat < Math.floor(tokensValidAfter.getTime() / 1000);
}

/** An active user with their portal memberships, or null. */
export async function loadUser(db: Db, id: number): Promise<AuthUser | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.is_active, true)));
  if (!row) return null;
  const memberships = await db
    .select({
      location: portal_memberships.location_id,
      permissions: portal_memberships.permissions,
    })
    .from(portal_memberships)
    .where(eq(portal_memberships.user_id, id))
    .orderBy(portal_memberships.location_id);
  return {
    id: row.id,
    email: row.email ?? '',
    is_superuser: row.is_superuser,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    language: row.language,
    portal_user_type: row.portal_user_type,
    portal_locations: memberships,
    tokens_valid_after: row.tokens_valid_after,
  };
}

function credentials(c: Context<AppEnv>): { token: string; source: 'header' | 'cookie' } | null {
  const header = c.req.header('authorization');
  if (header) {
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    // Other schemes are not ours (DRF's TokenAuthentication ignores them too).
    if (scheme?.toLowerCase() !== 'token') return null;
    return { token: rest.length === 0 && token ? token : '', source: 'header' };
  }
  const cookie = getCookie(c, AUTH_COOKIE_NAME);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * The user and session of an access token, or null when the token is invalid, its session was
 * ended (logout) or predates the user's last password change.
 */
async function resolveSession(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; session: AccessClaim } | null> {
  const claim = token ? await verifyAccessToken(token) : null;
  if (!claim) return null;
  const [user, revoked] = await Promise.all([
    loadUser(db, claim.id),
    isSessionRevoked(db, claim.sid),
  ]);
  if (!user || revoked || isTokenRevoked(claim.iat, user.tokens_valid_after)) return null;
  return { user, session: claim };
}

async function authenticate(c: Context<AppEnv>): Promise<AuthState> {
  const found = credentials(c);
  if (!found) return { kind: 'anonymous' };
  if (found.source === 'cookie' && isCrossOriginWrite(c)) return { kind: 'csrf' };
  const resolved = await resolveSession(c.get('db'), found.token);
  return resolved ? { kind: 'user', ...resolved } : { kind: 'invalid' };
}

/** The session of the request's access token, if it presents a valid one. */
export async function currentSession(c: Context<AppEnv>): Promise<AccessClaim | null> {
  const state = await authState(c);
  return state.kind === 'user' ? state.session : null;
}

/**
 * Logout: ends the session of the access token the request presents (cookie or header), so
 * the token and every commerce token issued under it are refused from now on, and clears the
 * browser's cookies. An invalid or missing token has nothing to end.
 */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const found = credentials(c);
  const claim = found?.token ? await verifyAccessToken(found.token) : null;
  if (claim) await revokeSession(c.get('db'), claim.sid, new Date(claim.exp * 1000));
  clearSessionCookies(c);
}

function authState(c: Context<AppEnv>): Promise<AuthState> {
  let state = c.get('auth');
  if (!state) {
    state = authenticate(c);
    c.set('auth', state);
  }
  return state;
}

const PASSWORD_FIRST = new ApiError(403, { detail: MESSAGES.passwordSetRequired });

/**
 * The user if the request carries valid credentials; public endpoints treat anything else as
 * anonymous, except a token that may only set a password (403: it must not act as its user).
 */
export async function getUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  const state = await authState(c);
  if (state.kind !== 'user') return null;
  if (state.session.scope) throw PASSWORD_FIRST;
  return state.user;
}

const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Token' };

/**
 * The authenticated user, or 401 (no or invalid credentials) / 403 (cross-origin cookie use, or
 * a token that may only set a password, unless `scope` names that as enough here).
 */
export async function requireUser(
  c: Context<AppEnv>,
  options: { scope?: typeof SET_PASSWORD_SCOPE } = {},
): Promise<AuthUser> {
  const state = await authState(c);
  switch (state.kind) {
    case 'user':
      if (state.session.scope && state.session.scope !== options.scope) throw PASSWORD_FIRST;
      return state.user;
    case 'csrf':
      throw new ApiError(403, { detail: MESSAGES.csrfOrigin });
    case 'invalid':
      throw new ApiError(401, { detail: MESSAGES.invalidToken }, UNAUTHORIZED_HEADERS);
    case 'anonymous':
      throw new ApiError(401, { detail: MESSAGES.notAuthenticated }, UNAUTHORIZED_HEADERS);
  }
}

/** 000 §6, 002 §6: the user, if they hold `permission` at `locationId`; otherwise 403. */
export async function requirePermission(
  c: Context<AppEnv>,
  locationId: number,
  permission: Permission,
): Promise<AuthUser> {
  const user = await requireUser(c);
  if (!hasPermission(user, locationId, permission)) {
    throw new ApiError(403, { detail: MESSAGES.permissionDenied });
  }
  return user;
}

/** Authentication before validation: an anonymous caller gets 401 whatever it sends. */
export const authenticated: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUser(c);
  await next();
};

/** The same for routes of superusers alone: 403 for everyone else. */
export const superusersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await requireUser(c);
  if (!user.is_superuser) throw new ApiError(403, { detail: MESSAGES.permissionDenied });
  await next();
};
