import { shopApi } from '../api';

/** Not under ['shop']: choosing a location invalidates those, and these stay the same. */
export const LOCATION_QUERIES = {
  locations: {
    queryKey: ['shop-location', 'locations'] as const,
    queryFn: shopApi.locations,
  },
  organizations: {
    queryKey: ['shop-location', 'organizations'] as const,
    queryFn: shopApi.organizations,
  },
};
