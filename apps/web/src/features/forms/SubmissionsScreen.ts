/** /portal/formulare's screen (issue 5), the forms feature's public entry for its route (decision 0021). */
export { SubmissionsScreen, submissionsMetadata } from './staff/SubmissionsScreen';
