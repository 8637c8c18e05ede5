import type { MemberContactsParams, MemberContactsReply } from '@statehouse/shared/members/members.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './member-keys';
import { toParams } from './to-params';

export function getMemberContacts(query: MemberContactsParams, signal?: AbortSignal): Promise<MemberContactsReply> {
  return api.get<MemberContactsReply>('/api/members/contacts/batch', { params: toParams(query), signal });
}

export const memberContactsQueryOptions = (query: MemberContactsParams) =>
  queryOptions({
    queryKey: memberKeys.contacts(query),
    queryFn: ({ signal }) => getMemberContacts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMemberContacts(query: MemberContactsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...memberContactsQueryOptions(query), enabled });
}
