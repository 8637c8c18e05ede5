import type { TrackedProgressReply, TrackedProgressScope } from '@statehouse/shared/dashboard/dashboard.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const getTrackedProgress = (scope: TrackedProgressScope, signal?: AbortSignal) =>
  api.get<TrackedProgressReply>('/api/dashboard/tracked-progress', { params: { scope }, signal });

export const trackedProgressQueryOptions = (scope: TrackedProgressScope) =>
  queryOptions({
    queryKey: dashboardKeys.trackedProgress(scope),
    queryFn: ({ signal }) => getTrackedProgress(scope, signal),
  });

/** Keeps the previous scope's bars while the next loads, so the chart does not flash empty on a switch. */
export const useTrackedProgress = (scope: TrackedProgressScope) =>
  useQuery({ ...trackedProgressQueryOptions(scope), placeholderData: keepPreviousData });
