import type { LiveActionsReply } from '@statehouse/shared/live-actions/live-actions.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl, type QueryParams } from '@/lib/api-client';
import { type LiveActionsFeedQuery, liveActionKeys } from './live-action-keys';

const toParams = (query: LiveActionsFeedQuery): QueryParams => ({
  ...(query.stateCodes && query.stateCodes.length > 0 ? { stateCodes: query.stateCodes.join(',') } : {}),
  limit: query.limit,
  ...(query.offset ? { offset: query.offset } : {}),
});

export function getLiveActions(query: LiveActionsFeedQuery, signal?: AbortSignal): Promise<LiveActionsReply> {
  return api.get<LiveActionsReply>('/api/live-actions', { params: toParams(query), signal });
}

export const liveActionsQueryOptions = (query: LiveActionsFeedQuery) =>
  queryOptions({
    queryKey: liveActionKeys.list(query),
    queryFn: ({ signal }) => getLiveActions(query, signal),
    placeholderData: keepPreviousData,
    // A feed: new mentions arrive while the page is open.
    refetchInterval: 60_000,
  });

export function useLiveActions(query: LiveActionsFeedQuery) {
  return useQuery(liveActionsQueryOptions(query));
}

/** The CSV of the same feed (GET /api/live-actions/download), for a download link. */
export const liveActionsDownloadUrl = (stateCodes: readonly string[]) =>
  buildUrl('/api/live-actions/download', stateCodes.length > 0 ? { stateCodes: stateCodes.join(',') } : {});
