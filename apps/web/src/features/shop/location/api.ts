import { apiFetch } from '@/features/account/api';
import type { Location, Organization } from '@/features/portal/api';

/** The caller's locations and organizations (all for a superuser), for the selector. */
async function list<T>(path: string): Promise<T[]> {
  const answer = await apiFetch<T[]>(path);
  if (!answer.ok || !Array.isArray(answer.data))
    throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.data;
}

/** Not under ['shop']: choosing a location invalidates those, and these stay the same. */
export const LOCATION_QUERIES = {
  locations: {
    queryKey: ['shop-location', 'locations'] as const,
    queryFn: () => list<Location>('/locations/'),
  },
  organizations: {
    queryKey: ['shop-location', 'organizations'] as const,
    queryFn: () => list<Organization>('/organizations/'),
  },
};
