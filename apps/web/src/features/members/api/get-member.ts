import type { MemberDetail, MemberDetailParams } from '@statehouse/shared/members/members.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, requireParams } from '@/lib/api-client';
import { memberKeys, memberPath } from './member-keys';
import { toParams } from './to-params';

export function getMember(id: string, query: MemberDetailParams, signal?: AbortSignal): Promise<MemberDetail> {
  requireParams({ id });
  return api.get<MemberDetail>(memberPath(id), { params: toParams(query), signal });
}

export const memberQueryOptions = (id: string, query: MemberDetailParams) =>
  queryOptions({
    queryKey: memberKeys.detail(id, query),
    queryFn: ({ signal }) => getMember(id, query, signal),
    // An unknown member stays unknown: no retry on 400/404.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1,
  });

export const useMember = (id: string, query: MemberDetailParams) => useQuery(memberQueryOptions(id, query));
