import type { PortalLocation, ShopCurrency } from '@maison/domain';

/**
 * Who a request acts as: the claims of the access and commerce tokens and the loaded user.
 * Types only, importing nothing of this package, so the request context (env.ts) can name them
 * without importing the modules that issue and check the tokens.
 */

/** 000 §3: the custom claim carrying user info. */
export interface TokenUserClaim {
  id: number;
  email: string;
  is_superuser: boolean;
}

/**
 * The one scope an access token may be narrowed to: a login that must set its password first
 * (000 §4) gets a token good for that alone, and for reading its own profile.
 */
export const SET_PASSWORD_SCOPE = 'set_password';

/** A verified access token: its user claim, issue time (s), expiry (s) and session id. */
export interface AccessClaim extends TokenUserClaim {
  iat: number;
  exp: number;
  sid: string;
  scope?: typeof SET_PASSWORD_SCOPE;
}

/** The authenticated user with the portal memberships permission checks need. */
export interface AuthUser extends TokenUserClaim {
  first_name: string;
  last_name: string;
  username: string | null;
  language: string;
  portal_user_type: string | null;
  portal_locations: PortalLocation[];
  tokens_valid_after: Date | null;
}

export type AuthState =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'csrf' }
  | { kind: 'user'; user: AuthUser; session: AccessClaim };

/** docs/shop.md "Commerce token": the custom claim. */
export interface CommerceClaim {
  customer_id: string;
  location: number;
  currency: ShopCurrency;
  market: string;
}

export interface CommerceAuth {
  userId: number;
  /** The session (access token `sid`) the token was issued under; it ends with it. */
  sid: string;
  claim: CommerceClaim;
}
