import type { AutoTrackStatusReply } from '@statehouse/shared/autotrack/autotrack.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autotrackKeys } from './autotrack-keys';

/** How often the status is read again while a state's run is queued or running. */
export const STATUS_POLL_MS = 1500;

/** GET /api/auto-track-states/status: per state, bills scanned of the total, matches, last run, running now. */
export function getAutoTrackStatus(signal?: AbortSignal): Promise<AutoTrackStatusReply> {
  return api.get<AutoTrackStatusReply>('/api/auto-track-states/status', { signal });
}

/** Polls while a run is going, stops when none is. */
export const useAutoTrackStatus = () =>
  useQuery(
    queryOptions({
      queryKey: autotrackKeys.status,
      queryFn: ({ signal }) => getAutoTrackStatus(signal),
      refetchInterval: (query) => (query.state.data?.data.some((state) => state.running) ? STATUS_POLL_MS : false),
    }),
  );
