import { createCommerceLayerPort, type Fetch } from './commercelayer/client';
import type { CommercePort, CommerceSession } from './types';

export * from './types';
export { toShopOrder } from './view';
export * from './local';
export {
  createCommerceLayerPort,
  toCommerceError,
  toOrder,
  ORDER_INCLUDE,
  type CommerceLayerPortOptions,
} from './commercelayer/client';

/**
 * The Commerce Layer port for a session when COMMERCE_LAYER_ORGANIZATION and
 * COMMERCE_LAYER_ACCESS_TOKEN (an integration token) are set, else null: the caller then uses
 * the embedded engine (phase 2, docs/shop.md).
 */
export function commerceLayerPortFor(
  session: CommerceSession,
  env: Record<string, string | undefined> = process.env,
  fetch?: Fetch,
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
  });
}
