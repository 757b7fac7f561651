import type { Probe } from './probes';
import { USER_TABLES } from './rows';
import { newInvite, newMember } from './targets';
import { canary, locOf, nextSerial, w } from './world';

/**
 * Issue 19: the probes of the location users routes (as RULES). Targets are made fresh per
 * cell; a member is named after its store.
 */
export const LOCATION_USER_PROBES: Record<string, Probe> = {
  'GET /api/v1/locations/{id}/users/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/locations/${locOf(scope)}/users/`,
      auth: 'token',
    }),
    shows: (scope) => (scope === 'own' ? 'USER-solo' : 'USER-foreigner'),
  },
  'GET /api/v1/locations/{id}/users/pending/': {
    request: async (_role, scope) => {
      await newInvite(scope);
      return {
        method: 'GET',
        path: `/api/v1/locations/${locOf(scope)}/users/pending/`,
        auth: 'token',
      };
    },
  },
  'POST /api/v1/locations/{id}/users/': {
    writes: USER_TABLES,
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/locations/${locOf(scope)}/users/`,
      body: {
        location: locOf(scope),
        user_data: { first_name: `New ${canary(scope)}`, last_name: 'Matrix', gender: 'W' },
        email: `new-${nextSerial()}@matrix.test`,
      },
      auth: 'token',
    }),
  },
  'GET /api/v1/locations/{id}/users/{userId}/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/locations/${locOf(scope)}/users/${w.userId[scope === 'own' ? 'solo' : 'foreigner']}/`,
      auth: 'token',
    }),
    shows: (scope) => (scope === 'own' ? 'USER-solo' : 'USER-foreigner'),
  },
  'PATCH /api/v1/locations/{id}/users/{userId}/': {
    writes: USER_TABLES,
    request: async (_role, scope) => ({
      method: 'PATCH',
      path: `/api/v1/locations/${locOf(scope)}/users/${await newMember(canary(scope))}/`,
      body: { permissions: ['location:manage', 'inventory:view_current'] },
      auth: 'token',
    }),
  },
  'DELETE /api/v1/locations/{id}/users/{userId}/': {
    writes: USER_TABLES,
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'DELETE',
      path: `/api/v1/locations/${locOf(scope)}/users/${await newMember(canary(scope))}/`,
      auth: 'token',
    }),
  },
  'POST /api/v1/locations/{id}/users/{userId}/access/': {
    writes: USER_TABLES,
    shows: () => 'LOC-OWN-B',
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/locations/${locOf(scope)}/users/${await newMember('LOC-OWN-B')}/access/`,
      auth: 'token',
    }),
  },
  'POST /api/v1/locations/{id}/users/pending/{inviteId}/resend/': {
    writes: USER_TABLES,
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/locations/${locOf(scope)}/users/pending/${await newInvite(scope)}/resend/`,
      auth: 'token',
    }),
  },
  'DELETE /api/v1/locations/{id}/users/pending/{inviteId}/': {
    writes: USER_TABLES,
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'DELETE',
      path: `/api/v1/locations/${locOf(scope)}/users/pending/${await newInvite(scope)}/`,
      auth: 'token',
    }),
  },
};
