import type { AdvocateProfile } from '@statehouse/shared/advocates/advocates.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export const advocateQueryOptions = (id: number, state: string | undefined) =>
  queryOptions({
    queryKey: advocateKeys.profile(id, state),
    queryFn: ({ signal }) =>
      api.get<AdvocateProfile>(`${advocatesPath}/lobbyists/${id}`, { params: { state }, signal }),
  });

export function useAdvocate(id: number, state?: string) {
  return useQuery(advocateQueryOptions(id, state));
}
