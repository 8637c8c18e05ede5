import type { CommitteeVideoStatesReply } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { committeeVideoKeys } from './committee-video-keys';

export function getCommitteeVideoStates(signal?: AbortSignal): Promise<CommitteeVideoStatesReply> {
  return api.get<CommitteeVideoStatesReply>('/api/committee-videos/stateCode', { signal });
}

export const committeeVideoStatesQueryOptions = () =>
  queryOptions({ queryKey: committeeVideoKeys.states, queryFn: ({ signal }) => getCommitteeVideoStates(signal) });

export function useCommitteeVideoStates() {
  return useQuery(committeeVideoStatesQueryOptions());
}
