import { authenticate } from '@commercelayer/js-auth';
import { CommerceError } from '../types';

/**
 * Access tokens of a Commerce Layer integration (docs/decisions/0039): obtained with the
 * client_credentials grant through @commercelayer/js-auth, kept until shortly before they expire
 * (integration tokens live two hours) and renewed once when the service refuses one (401).
 */

export interface AccessTokens {
  /** A token still valid for at least RENEW_BEFORE_MS. */
  current(): Promise<string>;
  /** Another token after the service refused `refused`; null when there is none to get. */
  renew(refused: string): Promise<string | null>;
}

export interface IntegrationCredentials {
  clientId: string;
  clientSecret: string;
  /** Defaults to commercelayer.io (the token endpoint is auth.<domain>/oauth/token). */
  domain?: string;
}

/** Renewed this long before it expires, so no call starts with a token about to lapse. */
export const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** A token given for the port's lifetime (tests; a caller that renews tokens itself). */
export function fixedAccessToken(accessToken: string): AccessTokens {
  return { current: async () => accessToken, renew: async () => null };
}

export function integrationTokens(
  credentials: IntegrationCredentials,
  now: () => number = Date.now,
): AccessTokens {
  let token: { value: string; expiresAt: number } | null = null;
  // Concurrent calls share one token request.
  let pending: Promise<string> | null = null;

  const obtain = (): Promise<string> => {
    pending ??= (async () => {
      let auth;
      try {
        auth = await authenticate('client_credentials', {
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
          domain: credentials.domain,
        });
      } catch (error) {
        throw new CommerceError(
          'unavailable',
          `Commerce Layer token request failed: ${error instanceof Error ? error.message : String(error)}`,
          503,
        );
      }
      if (auth.errors?.length || !auth.accessToken) {
        const detail = auth.errors?.[0]?.detail ?? 'no access token';
        throw new CommerceError(
          'unauthorized',
          `Commerce Layer refused the credentials: ${detail}`,
          503,
        );
      }
      token = { value: auth.accessToken, expiresAt: auth.expires.getTime() };
      return auth.accessToken;
    })().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    async current() {
      if (token && token.expiresAt - RENEW_BEFORE_MS > now()) return token.value;
      return obtain();
    },
    async renew(refused) {
      // Another call renewed it meanwhile: use that one.
      if (token && token.value !== refused) return token.value;
      token = null;
      return obtain();
    },
  };
}
