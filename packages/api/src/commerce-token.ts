import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import {
  COMMERCE_CLAIM,
  COMMERCE_COOKIE_NAME,
  COMMERCE_TOKEN_MAX_AGE_S,
  COMMERCE_TOKEN_TYPE,
  SHOP_CURRENCIES,
  type ShopCurrency,
} from '@maison/domain';
import { loadJwtSecret } from './auth';
import type { AppEnv } from './env';
import { ApiError } from './errors';

/** docs/shop.md "Commerce token": the custom claim. */
export interface CommerceClaim {
  customer_id: string;
  location: number;
  currency: ShopCurrency;
  market: string;
}

export interface CommerceAuth {
  userId: number;
  claim: CommerceClaim;
}

const ALGORITHM = 'HS256';

export async function issueCommerceToken(
  userId: number,
  claim: CommerceClaim,
  options: { expiresInS?: number; now?: number } = {},
): Promise<string> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: COMMERCE_TOKEN_TYPE, [COMMERCE_CLAIM]: claim })
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

/** The token's user and claim while the signature holds, it is unexpired and a commerce token. */
export async function verifyCommerceToken(token: string): Promise<CommerceAuth | null> {
  try {
    const { payload } = await jwtVerify(token, loadJwtSecret(), { algorithms: [ALGORITHM] });
    if (payload.token_type !== COMMERCE_TOKEN_TYPE || typeof payload.exp !== 'number') return null;
    const claim = payload[COMMERCE_CLAIM];
    const userId = Number(payload.sub);
    if (!isClaim(claim) || !Number.isInteger(userId) || userId <= 0) return null;
    return {
      userId,
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
 * `_wff_commerce_token` cookie (unsafe cookie calls need the site's Origin). 401 otherwise.
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
    if (token && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== new URL(c.req.url).origin)
        throw new ApiError(403, { detail: 'CSRF Failed: Origin checking failed.' });
    }
  }
  if (!token) throw INVALID_COMMERCE_TOKEN;
  const auth = await verifyCommerceToken(token);
  if (!auth) throw INVALID_COMMERCE_TOKEN;
  c.set('commerceAuth', auth);
  return auth;
}
