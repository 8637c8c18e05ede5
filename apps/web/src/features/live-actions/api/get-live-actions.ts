import type { LiveActionsQueryInput, LiveActionsReply } from '@statehouse/shared/live-actions/live-actions.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl, type QueryParams } from '@/lib/api-client';
import { liveActionKeys } from './live-action-keys';

const toParams = (query: LiveActionsQueryInput): QueryParams => ({
  ...(query.stateCodes && query.stateCodes.length > 0 ? { stateCodes: [query.stateCodes].flat().join(',') } : {}),
  ...(query.limit !== undefined ? { limit: query.limit } : {}),
  ...(query.offset ? { offset: query.offset } : {}),
});

export function getLiveActions(query: LiveActionsQueryInput, signal?: AbortSignal): Promise<LiveActionsReply> {
  return api.get<LiveActionsReply>('/api/live-actions', { params: toParams(query), signal });
}

export const liveActionsQueryOptions = (query: LiveActionsQueryInput) =>
  queryOptions({
    queryKey: liveActionKeys.list(query),
    queryFn: ({ signal }) => getLiveActions(query, signal),
    placeholderData: keepPreviousData,
    // A feed: new mentions arrive while the page is open.
    refetchInterval: 60_000,
  });

export function useLiveActions(query: LiveActionsQueryInput) {
  return useQuery(liveActionsQueryOptions(query));
}

/** The CSV of the same feed (GET /api/live-actions/download), for a download link. */
export const liveActionsDownloadUrl = (stateCodes: readonly string[]) =>
  buildUrl('/api/live-actions/download', stateCodes.length > 0 ? { stateCodes: stateCodes.join(',') } : {});
