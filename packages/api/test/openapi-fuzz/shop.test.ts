import { describeFuzz } from './fuzz';

/**
 * The fuzzer (fuzz.ts) on the shop's operations (the commerce token, catalogue, cart, orders,
 * engraving images); this file has its own fixture.
 */
describeFuzz('shop');
