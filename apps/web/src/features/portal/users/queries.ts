'use client';

import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, send } from '@maison/api/web-client';
import type { PortalLocation } from '@maison/domain/permissions';
import { dataOf, type LocationUser, type PendingInvite } from '../api';

/** Issue 19: the location users calls (002 §7) and the list the page builds from them. */

const usersRoute = api.api.v1.locations[':id'].users;

const param = (locationId: number) => ({ param: { id: String(locationId) } });

export const usersKey = (locationId: number) => ['portal', 'location-users', locationId] as const;
export const pendingKey = (locationId: number) =>
  ['portal', 'location-users', locationId, 'pending'] as const;

/** 002 §8: loading location users fails quietly for the rest of the page (logged). */
function logged<T>(path: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(`[portal] GET ${path} failed`, error);
      throw error;
    }
  };
}

const usersQuery = (locationId: number) => ({
  queryKey: usersKey(locationId),
  queryFn: logged(`/locations/${locationId}/users/`, () =>
    dataOf(send(usersRoute.index.$get(param(locationId)))),
  ),
});

const pendingQuery = (locationId: number) => ({
  queryKey: pendingKey(locationId),
  queryFn: logged(`/locations/${locationId}/users/pending/`, () =>
    dataOf(send(usersRoute.pending.index.$get(param(locationId)))),
  ),
});

/** A user as the page shows it: one person with their memberships at the listed locations. */
export interface Member {
  userId: number;
  user: LocationUser['user'];
  /** One per listed location where the user is a member. */
  memberships: LocationUser[];
}

export interface LocationListing {
  locationId: number;
  users: LocationUser[];
  pending: PendingInvite[];
  status: 'pending' | 'error' | 'success';
}

/** The memberships as the domain's rules read them (matrixState, isLastStore). */
export function portalLocations(member: Member): PortalLocation[] {
  return member.memberships.map((m) => ({ location: m.location, permissions: m.permissions }));
}

/** Everyone listed once, with their memberships, in the lists' order (last name, first name). */
export function membersOf(listings: readonly LocationListing[]): Member[] {
  const members = new Map<number, Member>();
  for (const listing of listings) {
    for (const entry of listing.users) {
      const member = members.get(entry.user_id);
      if (member) member.memberships.push(entry);
      else
        members.set(entry.user_id, {
          userId: entry.user_id,
          user: entry.user,
          memberships: [entry],
        });
    }
  }
  return [...members.values()].sort(
    (a, b) =>
      a.user.last_name.localeCompare(b.user.last_name) ||
      a.user.first_name.localeCompare(b.user.first_name),
  );
}

/** 002 §5: the e-mails and usernames taken by listed users and pending invites, lowercased. */
export function takenLogins(listings: readonly LocationListing[]) {
  const emails = new Set<string>();
  const usernames = new Set<string>();
  for (const listing of listings) {
    for (const { user } of listing.users) {
      if (user.email) emails.add(user.email.toLowerCase());
      if (user.username) usernames.add(user.username.toLowerCase());
    }
    for (const invite of listing.pending) {
      if (invite.email) emails.add(invite.email.toLowerCase());
      if (invite.username) usernames.add(invite.username.toLowerCase());
    }
  }
  return { emails, usernames };
}

type Answer<T> = { data: T | undefined; status: LocationListing['status'] };
/** Outside the component: TanStack keeps the combined value while the answers stay the same. */
function answers<T>(results: readonly Answer<T>[]): Answer<T>[] {
  return results.map(({ data, status }) => ({ data, status }));
}

/** The users and pending invites of each location, loaded in parallel. */
export function useListings(locationIds: readonly number[]): LocationListing[] {
  const users = useQueries({ queries: locationIds.map(usersQuery), combine: answers });
  const pending = useQueries({ queries: locationIds.map(pendingQuery), combine: answers });
  return useMemo(
    () =>
      locationIds.map((locationId, i) => ({
        locationId,
        users: users[i]?.data ?? [],
        pending: pending[i]?.data ?? [],
        status: users[i]?.status ?? 'pending',
      })),
    [locationIds, users, pending],
  );
}

/** After a change at a location: its lists are asked again. */
export function refreshLocation(client: QueryClient, locationId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: usersKey(locationId) });
}
