import type { AdvocateListReply } from '@statehouse/shared/advocates/advocates.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export const advocatesQueryOptions = (stateCode: string | undefined) =>
  queryOptions({
    queryKey: advocateKeys.list(stateCode),
    queryFn: ({ signal }) =>
      api.get<AdvocateListReply>(`${advocatesPath}/states/lobbyists`, { params: { stateCode }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdvocates(stateCode: string | undefined) {
  return useQuery(advocatesQueryOptions(stateCode));
}
