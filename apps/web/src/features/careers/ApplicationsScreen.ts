/** /portal/bewerbungen's screen (issue 20), the careers feature's public entry for its route (decision 0021). */
export { ApplicationsScreen, applicationsMetadata } from './staff/ApplicationsScreen';
