import { createCommerceLayerPort, type Fetch } from './commercelayer/client';
import type { CommerceOrder, CommercePort, CommerceSession } from './types';

export * from './types';
export { toShopOrder } from './view';
export * from './local';
export {
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

/**
 * The Commerce Layer port for a session when COMMERCE_LAYER_ORGANIZATION and
 * COMMERCE_LAYER_ACCESS_TOKEN (an integration token) are set, else null: the caller then uses
 * the embedded engine (phase 2, docs/shop.md).
 */
export function commerceLayerPortFor(
  session: CommerceSession,
  env: Record<string, string | undefined> = process.env,
  fetch?: Fetch,
  hooks: CommercePortHooks = {},
): CommercePort | null {
  const organization = env.COMMERCE_LAYER_ORGANIZATION;
  const accessToken = env.COMMERCE_LAYER_ACCESS_TOKEN;
  if (!organization || !accessToken) return null;
  return createCommerceLayerPort({
    organization,
    accessToken,
    domain: env.COMMERCE_LAYER_DOMAIN || undefined,
    session,
    fetch,
    onPlaced: hooks.onPlaced,
  });
}
