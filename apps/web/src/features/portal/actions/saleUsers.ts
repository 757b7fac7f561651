import { useQuery } from '@tanstack/react-query';
import { api, send } from '@maison/api/web-client';
import { dataOf, type SaleUser } from '../api';

export const saleUsersQuery = (location: number) => ({
  queryKey: ['portal', 'sale-users', location] as const,
  queryFn: (): Promise<SaleUser[]> =>
    dataOf(
      send(
        api.api.v1.locations[':id']['sale-users'].index.$get({ param: { id: String(location) } }),
      ),
    ),
  staleTime: 5 * 60_000,
});

/** The sale users of a location (GET /api/v1/locations/{id}/sale-users/). */
export function useSaleUsers(location: number | null) {
  return useQuery({
    ...saleUsersQuery(location ?? 0),
    enabled: location !== null,
  });
}
