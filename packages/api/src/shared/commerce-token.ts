import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import {
  COMMERCE_CLAIM,
  COMMERCE_COOKIE_NAME,
  COMMERCE_TOKEN_MAX_AGE_S,
  COMMERCE_TOKEN_TYPE,
  SHOP_CURRENCIES,
} from '@maison/domain';
import { isSessionRevoked } from '@maison/db';
import { currentSession, isTokenRevoked, loadUser } from './auth';
import type { AppEnv } from './env';
import { ApiError, MESSAGES } from './errors';
import type { CommerceAuth, CommerceClaim } from './identity';
import { isCrossOriginWrite } from './origin';
import { loadJwtSecret } from './secrets';

const ALGORITHM = 'HS256';

export async function issueCommerceToken(
  userId: number,
  sid: string,
  claim: CommerceClaim,
  options: { expiresInS?: number; now?: number } = {},
): Promise<string> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: COMMERCE_TOKEN_TYPE, sid, [COMMERCE_CLAIM]: claim })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInS ?? COMMERCE_TOKEN_MAX_AGE_S))
    .sign(loadJwtSecret());
}

function isClaim(value: unknown): value is CommerceClaim {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.customer_id === 'string' &&
    c.customer_id !== '' &&
    typeof c.location === 'number' &&
    Number.isInteger(c.location) &&
    c.location > 0 &&
    (SHOP_CURRENCIES as readonly unknown[]).includes(c.currency) &&
    typeof c.market === 'string' &&
    /^[A-Z]{2}$/.test(c.market)
  );
}

/**
 * The token's user, session and claim while the signature holds, it is unexpired and a commerce
 * token; `iat` for the check against the user's last password change.
 */
async function verifyCommerceToken(
  token: string,
): Promise<(CommerceAuth & { iat: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, loadJwtSecret(), { algorithms: [ALGORITHM] });
    if (payload.token_type !== COMMERCE_TOKEN_TYPE || typeof payload.exp !== 'number') return null;
    const claim = payload[COMMERCE_CLAIM];
    const userId = Number(payload.sub);
    if (!isClaim(claim) || !Number.isInteger(userId) || userId <= 0) return null;
    if (typeof payload.sid !== 'string' || payload.sid === '') return null;
    return {
      userId,
      sid: payload.sid,
      iat: payload.iat ?? 0,
      claim: {
        customer_id: claim.customer_id,
        location: claim.location,
        currency: claim.currency,
        market: claim.market,
      },
    };
  } catch {
    return null;
  }
}

/** The answer to a missing, invalid or expired commerce token, or one whose user is gone. */
export const INVALID_COMMERCE_TOKEN = new ApiError(
  401,
  { detail: 'Invalid commerce token.', code: 'commerce_token_invalid' },
  { 'WWW-Authenticate': 'Bearer' },
);

/**
 * The commerce token of the request: `Authorization: Bearer <jwt>`, else the
 * `_wff_commerce_token` cookie (unsafe cookie calls need the site's Origin). It holds while
 * its user is active, its session was not ended (logout) and no password change came after
 * it; when the request also carries an access token, both must belong to the same session.
 * 401 otherwise.
 */
export async function requireCommerce(c: Context<AppEnv>): Promise<CommerceAuth> {
  const checked = c.get('commerceAuth');
  if (checked) return checked;
  const [scheme, value, ...rest] = (c.req.header('authorization') ?? '').trim().split(/\s+/);
  let token: string | undefined;
  // Only a Bearer header carries a commerce token (001 §7). A page that logged in this tab
  // also sends its access token (`Token …`, 001 §6); the commerce token is then the cookie.
  if (scheme?.toLowerCase() === 'bearer') {
    if (!value || rest.length > 0) throw INVALID_COMMERCE_TOKEN;
    token = value;
  } else {
    token = getCookie(c, COMMERCE_COOKIE_NAME);
    if (token && isCrossOriginWrite(c)) throw new ApiError(403, { detail: MESSAGES.csrfOrigin });
  }
  if (!token) throw INVALID_COMMERCE_TOKEN;
  const verified = await verifyCommerceToken(token);
  if (!verified) throw INVALID_COMMERCE_TOKEN;
  const { iat, ...auth } = verified;
  const db = c.get('db');
  const [user, revoked, session] = await Promise.all([
    loadUser(db, auth.userId),
    isSessionRevoked(db, auth.sid),
    currentSession(c),
  ]);
  if (!user || revoked || isTokenRevoked(iat, user.tokens_valid_after))
    throw INVALID_COMMERCE_TOKEN;
  if (session && session.sid !== auth.sid) throw INVALID_COMMERCE_TOKEN;
  c.set('commerceAuth', auth);
  return auth;
}
