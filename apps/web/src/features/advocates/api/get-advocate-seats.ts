import type { AdvocateSeats } from '@statehouse/shared/advocates/advocates.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export const advocateSeatsQueryOptions = () =>
  queryOptions({
    queryKey: advocateKeys.seats,
    queryFn: ({ signal }) => api.get<AdvocateSeats>(`${advocatesPath}/seats`, { signal }),
  });

export function useAdvocateSeats() {
  return useQuery(advocateSeatsQueryOptions());
}
