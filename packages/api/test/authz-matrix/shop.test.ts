import { describeMatrix } from './run';

/**
 * The authorization matrix (rules.ts) for the shop's operations: the commerce token, the
 * catalogue, the cart, placing, engraving images; this file has its own fixture.
 */
describeMatrix('shop');
