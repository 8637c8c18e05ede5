import type { LawKind, LawSearchQuery, LawSearchReply } from '@statehouse/shared/statutes/statutes.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { lawApiRoot, lawKeys } from './law-keys';

export function getLawSearch(kind: LawKind, query: LawSearchQuery, signal?: AbortSignal): Promise<LawSearchReply> {
  return api.get<LawSearchReply>(`${lawApiRoot(kind)}/search`, { params: query, signal });
}

export const lawSearchQueryOptions = (kind: LawKind, query: LawSearchQuery) =>
  queryOptions({
    queryKey: lawKeys.search(kind, query),
    queryFn: ({ signal }) => getLawSearch(kind, query, signal),
    placeholderData: keepPreviousData,
    // A refused search (400: too long, a question without words) stays refused.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 400) && failureCount < 1,
  });

export const useLawSearch = (kind: LawKind, query: LawSearchQuery, enabled = true) =>
  useQuery({ ...lawSearchQueryOptions(kind, query), enabled });
