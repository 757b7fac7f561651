import { describeMatrix } from './run';

/**
 * The authorization matrix (rules.ts) for each inventory action (002 §6 "Action to permission")
 * and a transfer abroad; this file has its own fixture.
 */
describeMatrix('inventory-actions');
