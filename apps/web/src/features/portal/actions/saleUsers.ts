import { useQuery } from '@tanstack/react-query';
import { fetchJson, type SaleUser } from '../api';

export const saleUsersQuery = (location: number) => ({
  queryKey: ['portal', 'sale-users', location] as const,
  queryFn: () => fetchJson<SaleUser[]>(`/locations/${location}/sale-users/`),
  staleTime: 5 * 60_000,
});

/** The sale users of a location (GET /api/v1/locations/{id}/sale-users/). */
export function useSaleUsers(location: number | null) {
  return useQuery({
    ...saleUsersQuery(location ?? 0),
    enabled: location !== null,
  });
}
