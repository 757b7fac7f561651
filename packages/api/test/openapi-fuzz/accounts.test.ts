import { describeFuzz } from './fuzz';

/**
 * The fuzzer (fuzz.ts) on the account and session operations, and the service routes (health, dev
 * mailbox); this file has its own fixture.
 */
describeFuzz('accounts');
