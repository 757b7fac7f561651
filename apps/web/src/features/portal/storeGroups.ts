/**
 * The portal's store grouping for other features (the shop's location selector): the caller's
 * locations grouped by organization, as the store selector shows them.
 */
export { groupLocations } from './stores/selection';
