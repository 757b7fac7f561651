/** The user-management page's public entry (issue 19; the feature lives in ./users). */
export { UsersPage as PortalUsersPage } from './users/UsersPage';
