import type { AdvocateRelationshipsReply } from '@statehouse/shared/advocates/advocates.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export const advocateRelationshipsQueryOptions = (stateCode: string | undefined) =>
  queryOptions({
    queryKey: advocateKeys.relationships(stateCode),
    queryFn: ({ signal }) =>
      api.get<AdvocateRelationshipsReply>(`${advocatesPath}/relationships`, { params: { stateCode }, signal }),
  });

export function useAdvocateRelationships(stateCode: string | undefined) {
  return useQuery(advocateRelationshipsQueryOptions(stateCode));
}
