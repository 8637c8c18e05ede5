import type { CommitteeVideoDetail } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { committeeVideoKeys, committeeVideoPath } from './committee-video-keys';

export function getCommitteeVideo(id: number, signal?: AbortSignal): Promise<CommitteeVideoDetail> {
  return api.get<CommitteeVideoDetail>(committeeVideoPath(id), { signal });
}

/** A hearing; polled while its transcript is queued or running, so progress shows without a reload. */
export const committeeVideoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: committeeVideoKeys.detail(id),
    queryFn: ({ signal }) => getCommitteeVideo(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.transcriptStatus;
      return status === 'queued' || status === 'running' ? 10_000 : false;
    },
  });

export function useCommitteeVideo(id: number) {
  return useQuery(committeeVideoQueryOptions(id));
}
