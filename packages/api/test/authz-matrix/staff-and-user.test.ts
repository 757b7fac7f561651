import { describeMatrix } from './run';

/**
 * The authorization matrix (rules.ts) for the staff screens (forms, content) and the caller's own
 * account; this file has its own fixture.
 */
describeMatrix('staff-and-user');
