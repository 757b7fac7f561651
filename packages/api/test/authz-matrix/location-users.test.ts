import { describeMatrix } from './run';

/**
 * The authorization matrix (rules.ts) for a location's users and invites (issue 19): every
 * route × superuser, manager, viewer (solo), user without user permissions (visitor) and
 * anonymous × own and foreign location; this file has its own fixture.
 */
describeMatrix('location-users');
