import { describeFuzz } from './fuzz';

/**
 * The fuzzer (fuzz.ts) on the portal's operations (locations, inventory, open orders, table
 * config); this file has its own fixture.
 */
describeFuzz('portal');
