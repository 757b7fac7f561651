'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { api, send } from '@maison/api/web-client';
import type { User } from '@/features/account/api';
import { dataOf, type Location, type Organization } from './api';
import type { PortalConfig } from './config';
import { groupLocations, loadSelection, saveSelection, type StoreGroup } from './stores/selection';

export interface PortalContextValue {
  user: User;
  config: PortalConfig;
  /** The caller's locations (all for a superuser); empty while loading or when the call failed. */
  locations: Location[];
  locationsById: ReadonlyMap<number, Location>;
  groups: StoreGroup[];
  locationsLoaded: boolean;
  /** The stores chosen in the store selector. */
  selected: number[];
  setSelected: (next: number[]) => void;
}

const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal must be used within the PortalShell');
  return value;
}

/** 002 §8: loading locations and organizations fails quietly (logged only). */
async function listOrEmpty<T>(path: string, list: () => Promise<T[]>): Promise<T[]> {
  try {
    const items = await list();
    return Array.isArray(items) ? items : [];
  } catch (error) {
    console.error(`[portal] GET ${path} failed`, error);
    return [];
  }
}

const locationsQuery = {
  queryKey: ['portal', 'locations'] as const,
  queryFn: (): Promise<Location[]> =>
    listOrEmpty('/locations/', () => dataOf(send(api.api.v1.locations.index.$get()))),
  staleTime: 5 * 60_000,
};

const organizationsQuery = {
  queryKey: ['portal', 'organizations'] as const,
  queryFn: (): Promise<Organization[]> =>
    listOrEmpty('/organizations/', () => dataOf(send(api.api.v1.organizations.index.$get()))),
  staleTime: 5 * 60_000,
};

const NO_LOCATIONS: Location[] = [];
const NO_ORGANIZATIONS: Organization[] = [];

export function PortalProvider({
  user,
  config,
  children,
}: {
  user: User;
  config: PortalConfig;
  children: ReactNode;
}) {
  const locationsAnswer = useQuery(locationsQuery);
  const organizationsAnswer = useQuery(organizationsQuery);
  const locations = locationsAnswer.data ?? NO_LOCATIONS;
  const organizations = organizationsAnswer.data ?? NO_ORGANIZATIONS;
  const locationsLoaded = locationsAnswer.isSuccess;

  // The saved choice is read once the locations are known; a later change is saved at once.
  const [choice, setChoice] = useState<{ userId: number; ids: number[] } | null>(null);
  const selected = useMemo(() => {
    if (choice && choice.userId === user.id) return choice.ids;
    if (!locationsLoaded) return [];
    return loadSelection(user.id, locations);
  }, [choice, user.id, locations, locationsLoaded]);
  const setSelected = useCallback(
    (ids: number[]) => {
      setChoice({ userId: user.id, ids });
      saveSelection(user.id, ids);
    },
    [user.id],
  );

  const value = useMemo<PortalContextValue>(
    () => ({
      user,
      config,
      locations,
      locationsById: new Map(locations.map((l) => [l.id, l])),
      groups: groupLocations(locations, organizations),
      locationsLoaded,
      selected,
      setSelected,
    }),
    [user, config, locations, organizations, locationsLoaded, selected, setSelected],
  );
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}
