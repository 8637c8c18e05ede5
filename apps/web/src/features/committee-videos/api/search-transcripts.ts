import type {
  TranscriptSearchParams,
  TranscriptSearchReply,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { committeeVideoKeys } from './committee-video-keys';
import { toParams } from './to-params';

export function searchTranscripts(query: TranscriptSearchParams, signal?: AbortSignal): Promise<TranscriptSearchReply> {
  return api.get<TranscriptSearchReply>('/api/committee-videos/search', { params: toParams(query), signal });
}

export const transcriptSearchQueryOptions = (query: TranscriptSearchParams) =>
  queryOptions({
    queryKey: committeeVideoKeys.search(query),
    queryFn: ({ signal }) => searchTranscripts(query, signal),
    placeholderData: keepPreviousData,
  });

/** Hits inside transcripts across states; off until a term of two letters is asked. */
export function useTranscriptSearch(query: TranscriptSearchParams) {
  return useQuery({ ...transcriptSearchQueryOptions(query), enabled: query.term.trim().length >= 2 });
}
