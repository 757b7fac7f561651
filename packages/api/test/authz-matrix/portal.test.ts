import { describeMatrix } from './run';

/**
 * The authorization matrix (rules.ts) for the portal's operations (tables, aggregates, history,
 * table config, sale users), the inventory actions aside; this file has its own fixture.
 */
describeMatrix('portal');
