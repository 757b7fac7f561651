import {
  integrationTokens,
  type AccessTokens,
  type IntegrationCredentials,
} from './commercelayer/auth';
import { createCommerceLayerPort, type Fetch } from './commercelayer/client';
import type { CommerceOrder, CommercePort, CommerceSession } from './types';

export * from './types';
export { toShopOrder } from './view';
export * from './local';
export {
  CLIENT_NOT_INITIALIZED,
  createCommerceLayerPort,
  ORDER_INCLUDE,
  type CommerceLayerPortOptions,
} from './commercelayer/client';
export { toCommerceError } from './commercelayer/errors';
export { toOrder } from './commercelayer/resources';

/** What the API runs around a remote port's calls (the embedded engine has its own hooks). */
export interface CommercePortHooks {
  /** Once per order, in the call that placed it, after the service placed it. */
  onPlaced?: (order: CommerceOrder) => Promise<void>;
}

/**
 * The remote commerce service's port for a session, or null for the embedded engine. The API
 * takes one as an option (tests give it a Commerce Layer adapter on synthetic answers shaped after
 * the API reference); the default is commerceLayerPortFor.
 */
export type RemoteCommercePortFactory = (
  session: CommerceSession,
  hooks: CommercePortHooks,
) => CommercePort | null;

/** The integrations' tokens, one source per client id and domain for the whole process. */
const integrations = new Map<string, AccessTokens>();

function tokensOf(credentials: IntegrationCredentials): AccessTokens {
  const key = `${credentials.clientId}@${credentials.domain ?? ''}`;
  let tokens = integrations.get(key);
  if (!tokens) {
    tokens = integrationTokens(credentials);
    integrations.set(key, tokens);
  }
  return tokens;
}

/**
 * The Commerce Layer port for a session when COMMERCE_LAYER_ORGANIZATION,
 * COMMERCE_LAYER_CLIENT_ID and COMMERCE_LAYER_CLIENT_SECRET (an integration's API credentials)
 * are set, else null: the caller then uses the embedded engine (phase 2, docs/shop.md). Its
 * access tokens are shared by every session of the process and renewed before they expire
 * (docs/decisions/0039).
 */
export function commerceLayerPortFor(
  session: CommerceSession,
  env: Record<string, string | undefined> = process.env,
  fetch?: Fetch,
  hooks: CommercePortHooks = {},
): CommercePort | null {
  const organization = env.COMMERCE_LAYER_ORGANIZATION;
  const clientId = env.COMMERCE_LAYER_CLIENT_ID;
  const clientSecret = env.COMMERCE_LAYER_CLIENT_SECRET;
  if (!organization || !clientId || !clientSecret) return null;
  const domain = env.COMMERCE_LAYER_DOMAIN || undefined;
  return createCommerceLayerPort({
    organization,
    tokens: tokensOf({ clientId, clientSecret, domain }),
    domain,
    session,
    fetch,
    onPlaced: hooks.onPlaced,
  });
}
