import type { AdvocateDashboard } from '@statehouse/shared/advocates/advocates.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export const advocateDashboardQueryOptions = (state: string) =>
  queryOptions({
    queryKey: advocateKeys.dashboard(state),
    queryFn: ({ signal }) => api.get<AdvocateDashboard>(`${advocatesPath}/dashboard`, { params: { state }, signal }),
  });

export function useAdvocateDashboard(state: string) {
  return useQuery(advocateDashboardQueryOptions(state));
}
