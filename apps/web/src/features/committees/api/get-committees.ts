import type { CommitteeListQuery, CommitteeListReply } from '@statehouse/shared/committees/committees.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { committeeKeys } from './committee-keys';

export function getCommittees(query: CommitteeListQuery, signal?: AbortSignal): Promise<CommitteeListReply> {
  return api.get<CommitteeListReply>('/api/committees', { params: query, signal });
}

export const committeesQueryOptions = (query: CommitteeListQuery) =>
  queryOptions({
    queryKey: committeeKeys.list(query),
    queryFn: ({ signal }) => getCommittees(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCommittees = (query: CommitteeListQuery) => useQuery(committeesQueryOptions(query));
