import type {
  CommitteeVideoListParams,
  CommitteeVideoListReply,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { committeeVideoKeys } from './committee-video-keys';
import { toParams } from './to-params';

export function getCommitteeVideos(
  query: CommitteeVideoListParams,
  signal?: AbortSignal,
): Promise<CommitteeVideoListReply> {
  return api.get<CommitteeVideoListReply>('/api/committee-videos', { params: toParams(query), signal });
}

export const committeeVideosQueryOptions = (query: CommitteeVideoListParams) =>
  queryOptions({
    queryKey: committeeVideoKeys.list(query),
    queryFn: ({ signal }) => getCommitteeVideos(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCommitteeVideos(query: CommitteeVideoListParams) {
  return useQuery(committeeVideosQueryOptions(query));
}
