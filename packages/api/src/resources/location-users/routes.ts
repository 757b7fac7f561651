import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateLocationUserResultSchema,
  CreateLocationUserSchema,
  InitialPasswordSchema,
  InviteParams,
  LocationParams,
  LocationUserParams,
  LocationUserSchema,
  PatchLocationUserSchema,
  PendingInviteSchema,
  body,
  errors,
  fieldErrors,
  security,
} from './schemas';
import { json } from '../../shared/openapi';

/** Issue 19: the routes of a location's users and invites (002 §7; docs/portal.md). */

const tags = ['portal'];

export const listUsersRoute = createRoute({
  method: 'get',
  path: '/locations/{id}/users/',
  tags,
  summary: 'The users of a location, by last and first name (location_users:view)',
  security,
  request: { params: LocationParams },
  responses: {
    200: { description: 'The members', content: json(z.array(LocationUserSchema)) },
    400: fieldErrors,
    ...errors,
  },
});

export const listPendingRoute = createRoute({
  method: 'get',
  path: '/locations/{id}/users/pending/',
  tags,
  summary:
    'The open invites of a location: not accepted, withdrawn or expired (location_users:view)',
  security,
  request: { params: LocationParams },
  responses: {
    200: { description: 'The pending invites', content: json(z.array(PendingInviteSchema)) },
    400: fieldErrors,
    ...errors,
  },
});

export const createUserRoute = createRoute({
  method: 'post',
  path: '/locations/{id}/users/',
  tags,
  summary:
    'Invite by e-mail, create a username with a one-time password, or give an existing user access (location_users:manage)',
  security,
  request: { params: LocationParams, body: body(CreateLocationUserSchema) },
  responses: {
    201: {
      description: 'An invite was sent, or a user with a one-time password was created',
      content: json(CreateLocationUserResultSchema),
    },
    200: {
      description: 'The user exists and was given access here',
      content: json(CreateLocationUserResultSchema),
    },
    400: fieldErrors,
    ...errors,
  },
});

export const getUserRoute = createRoute({
  method: 'get',
  path: '/locations/{id}/users/{userId}/',
  tags,
  summary: "A user's membership at a location (location_users:view)",
  security,
  request: { params: LocationUserParams },
  responses: {
    200: { description: 'The membership', content: json(LocationUserSchema) },
    400: fieldErrors,
    ...errors,
  },
});

export const patchUserRoute = createRoute({
  method: 'patch',
  path: '/locations/{id}/users/{userId}/',
  tags,
  summary: "Replace a user's permissions at a location (location_users:manage)",
  security,
  request: { params: LocationUserParams, body: body(PatchLocationUserSchema) },
  responses: {
    200: { description: 'The membership', content: json(LocationUserSchema) },
    400: fieldErrors,
    ...errors,
  },
});

export const deleteUserRoute = createRoute({
  method: 'delete',
  path: '/locations/{id}/users/{userId}/',
  tags,
  summary:
    "Revoke a user's store access; the last store's revocation ends the portal access (location_users:manage)",
  security,
  request: { params: LocationUserParams },
  responses: {
    204: { description: 'Revoked' },
    400: fieldErrors,
    ...errors,
  },
});

export const grantAccessRoute = createRoute({
  method: 'post',
  path: '/locations/{id}/users/{userId}/access/',
  tags,
  summary:
    'Grant store access (location:manage, user type partner) to a user of another location the caller manages (location_users:manage)',
  security,
  request: { params: LocationUserParams },
  responses: {
    201: { description: 'The new membership', content: json(LocationUserSchema) },
    400: fieldErrors,
    ...errors,
  },
});

export const resendInviteRoute = createRoute({
  method: 'post',
  path: '/locations/{id}/users/pending/{inviteId}/resend/',
  tags,
  summary: 'Send an invite again with a new link and expiry (location_users:manage)',
  security,
  request: { params: InviteParams },
  responses: {
    204: { description: 'Sent again' },
    400: fieldErrors,
    ...errors,
  },
});

export const withdrawInviteRoute = createRoute({
  method: 'delete',
  path: '/locations/{id}/users/pending/{inviteId}/',
  tags,
  summary: 'Withdraw an invite; its link stops working (location_users:manage)',
  security,
  request: { params: InviteParams },
  responses: {
    204: { description: 'Withdrawn' },
    400: fieldErrors,
    ...errors,
  },
});

export const initialPasswordRoute = createRoute({
  method: 'post',
  path: '/users/initial-password/',
  tags: ['accounts'],
  summary:
    "Set an invited user's first password with the e-mailed uid and token; the invite becomes a membership",
  request: { body: body(InitialPasswordSchema) },
  responses: {
    204: { description: 'Password set, account active' },
    400: fieldErrors,
  },
});
