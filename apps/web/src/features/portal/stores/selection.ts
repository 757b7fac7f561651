import { PORTAL_STORE_GROUP_COLLAPSE_ABOVE } from '@maison/domain/constants';
import type { Location, Organization } from '../api';

export interface StoreGroup {
  organization: Organization;
  locations: Location[];
}

/**
 * The caller's locations grouped by organization, in the organizations' order; a location whose
 * organization was not listed (its fetch failed, 002 §8: only logged) gets a group of its own id.
 */
export function groupLocations(
  locations: readonly Location[],
  organizations: readonly Organization[],
): StoreGroup[] {
  const groups = new Map<number, StoreGroup>();
  for (const organization of organizations)
    groups.set(organization.id, { organization, locations: [] });
  for (const location of locations) {
    let group = groups.get(location.organization);
    if (!group) {
      group = { organization: { id: location.organization, name: '' }, locations: [] };
      groups.set(location.organization, group);
    }
    group.locations.push(location);
  }
  return [...groups.values()].filter((group) => group.locations.length > 0);
}

/** 002 §2: a group is collapsible when it holds more than 3 stores. */
export const isCollapsible = (group: StoreGroup) =>
  group.locations.length > PORTAL_STORE_GROUP_COLLAPSE_ABOVE;

/** Checks or unchecks one store. */
export function toggleLocation(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(selected: readonly number[], group: StoreGroup): GroupState {
  const count = group.locations.filter((l) => selected.includes(l.id)).length;
  return count === 0 ? 'none' : count === group.locations.length ? 'all' : 'some';
}

/** A whole organization: all its stores off when all were on, otherwise all on. */
export function toggleGroup(selected: readonly number[], group: StoreGroup): number[] {
  const ids = group.locations.map((l) => l.id);
  if (groupState(selected, group) === 'all') return selected.filter((s) => !ids.includes(s));
  return [...selected, ...ids.filter((id) => !selected.includes(id))];
}

const storageKey = (userId: number) => `maison.portal.stores.${userId}`;

/**
 * The user's saved choice among the stores they have now; every store when nothing was saved
 * (or the saved stores are all gone).
 */
export function loadSelection(userId: number, available: readonly Location[]): number[] {
  const all = available.map((l) => l.id);
  let saved: unknown = null;
  try {
    saved = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null');
  } catch {
    saved = null;
  }
  if (!Array.isArray(saved)) return all;
  const kept = all.filter((id) => saved.includes(id));
  return kept.length || saved.length === 0 ? kept : all;
}

export function saveSelection(userId: number, selected: readonly number[]): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(selected));
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
