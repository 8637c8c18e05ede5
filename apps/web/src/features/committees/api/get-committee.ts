import type { CommitteeDetail } from '@statehouse/shared/committees/committees.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, requireParams } from '@/lib/api-client';
import { committeeKeys, committeePath } from './committee-keys';

export function getCommittee(
  id: string,
  sessionCode: string | undefined,
  signal?: AbortSignal,
): Promise<CommitteeDetail> {
  requireParams({ id });
  return api.get<CommitteeDetail>(committeePath(id), { params: { sessionCode }, signal });
}

export const committeeQueryOptions = (id: string, sessionCode?: string) =>
  queryOptions({
    queryKey: committeeKeys.detail(id, sessionCode),
    queryFn: ({ signal }) => getCommittee(id, sessionCode, signal),
    // An unknown committee stays unknown: no retry on 400/404.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1,
  });

export const useCommittee = (id: string, sessionCode?: string) => useQuery(committeeQueryOptions(id, sessionCode));
