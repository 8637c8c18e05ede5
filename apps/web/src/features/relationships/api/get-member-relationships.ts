import type { MemberRelationshipsReply } from '@statehouse/shared/relationships/relationships.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberRelationshipsPath, relationshipKeys } from './relationship-keys';

export const getMemberRelationships = (memberId: string, signal?: AbortSignal) =>
  api.get<MemberRelationshipsReply>(memberRelationshipsPath(memberId), { signal });

export const memberRelationshipsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: relationshipKeys.member(memberId),
    queryFn: ({ signal }) => getMemberRelationships(memberId, signal),
  });

export const useMemberRelationships = (memberId: string) => useQuery(memberRelationshipsQueryOptions(memberId));
