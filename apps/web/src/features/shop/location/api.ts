import { shopApi } from '../api';

/** 000 §8: a failure to fetch locations is logged (the selector also says so, docs/shop.md). */
function logged<T>(path: string, read: () => Promise<T>): () => Promise<T> {
  return () =>
    read().catch((error: unknown) => {
      console.error(`[shop] GET ${path} failed`, error);
      throw error;
    });
}

/** Not under ['shop']: choosing a location invalidates those, and these stay the same. */
export const LOCATION_QUERIES = {
  locations: {
    queryKey: ['shop-location', 'locations'] as const,
    queryFn: logged('/api/v1/locations/', shopApi.locations),
  },
  organizations: {
    queryKey: ['shop-location', 'organizations'] as const,
    queryFn: logged('/api/v1/organizations/', shopApi.organizations),
  },
};
