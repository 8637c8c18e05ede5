import type { MemberListParams, MemberListReply } from '@statehouse/shared/members/members.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './member-keys';
import { toParams } from './to-params';

export function getMembers(query: MemberListParams, signal?: AbortSignal): Promise<MemberListReply> {
  return api.get<MemberListReply>('/api/members', { params: toParams(query), signal });
}

export const membersQueryOptions = (query: MemberListParams) =>
  queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MemberListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(query), enabled });
}
