'use client';

import { createContext, useContext } from 'react';
import type { User } from '@/features/account/api';
import type { PortalConfig } from '@/features/portal/config';
import type { CommerceSession } from './api';

/** The shop shell's state: the logged-in user and the portal configuration (002 §2). */
export interface ShopFrame {
  user: User;
  config: PortalConfig;
  /**
   * Whether the page's request carried the commerce cookie. Without it there is no token to
   * read back, and the shop goes straight to the location flow (docs/shop.md).
   */
  commerceCookie: boolean;
}

/** Inside the commerce gate: also the valid commerce token's reading (docs/shop.md). */
export interface ShopContextValue extends ShopFrame {
  commerce: CommerceSession;
}

export const ShopFrameContext = createContext<ShopFrame | null>(null);
export const ShopContext = createContext<ShopContextValue | null>(null);

export function useShopFrame(): ShopFrame {
  const value = useContext(ShopFrameContext);
  if (!value) throw new Error('useShopFrame must be used within the ShopShell');
  return value;
}

/** 000 §8 names this message for a missing commerce auth context. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useAuthContext must be used within an CommerceAuthProvider');
  return value;
}
