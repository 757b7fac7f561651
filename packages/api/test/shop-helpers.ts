import { afterAll, beforeAll } from 'vitest';
import { RING_OF_THE_YEAR, shopGroupUuid } from '@maison/db';
import { call, createPortalWorld, type PortalWorld } from './portal-helpers';

/**
 * The shop's fixture values shared by the API suites (seeded groups, a valid ring, an image),
 * and a world with a commerce token.
 */

export const FLORA = shopGroupUuid('10-1001');
export const ROTY = shopGroupUuid(RING_OF_THE_YEAR);
export const RING_BOX = shopGroupUuid('90-9001-0-00');

/** A 1×1 PNG: the smallest image an engraving upload takes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid selection of a configurable ring (FLORA), with `over` replacing fields. */
export const selection = (over: Record<string, unknown> = {}) => ({
  length: 56,
  metalColor: 'GG',
  specialColor: null,
  engravingType: null,
  engravingText: '',
  engravingImage: null,
  orderType: 'nocommission',
  note: '',
  endCustomerName: '',
  orderNumber: '',
  requestedDeliveryDate: null,
  yearlyRingId: null,
  ...over,
});

interface ShopWorld extends PortalWorld {
  /** The jeweler's commerce token for the world's location, got over HTTP. */
  token: string;
}

/** A portal world without inventory, and the jeweler's commerce token for `location`. */
export function useShopWorld(location: number): ShopWorld {
  const world = {} as ShopWorld;
  beforeAll(async () => {
    Object.assign(world, await createPortalWorld(0));
    const res = await call(world, 'POST', `/locations/${location}/commerce/authenticate/`, {
      who: 'jeweler',
    });
    world.token = (res.json as { token: string }).token;
  }, 120_000);
  afterAll(() => world.testDb?.close());
  return world;
}
