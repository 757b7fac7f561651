'use client';

import { useQuery } from '@tanstack/react-query';
import { isTokenError, SHOP_QUERY_KEYS, shopApi, type CommerceSession } from './api';
import { useShopFrame } from './context';

/** The token's reading, or null when there is no valid token (the endpoint's 401). */
async function readSession(): Promise<CommerceSession | null> {
  try {
    return await shopApi.session();
  } catch (err) {
    if (isTokenError(err)) return null;
    throw err;
  }
}

/**
 * docs/shop.md "Commerce token": the commerce session, null without a valid token. When the
 * page's request carried no commerce cookie there is nothing to read back, so the first reading
 * is null without a call (which could only answer 401, a console error on every first entry);
 * after an authentication the query is invalidated and reads the new token.
 */
export function useCommerceSession() {
  const { commerceCookie } = useShopFrame();
  return useQuery({
    queryKey: SHOP_QUERY_KEYS.session,
    queryFn: readSession,
    retry: false,
    staleTime: Infinity,
    ...(commerceCookie ? {} : { initialData: null }),
  });
}
