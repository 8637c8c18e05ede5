import type { LawKind, LawTreeQuery, LawTreeReply } from '@statehouse/shared/statutes/statutes.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { lawApiRoot, lawKeys } from './law-keys';

export function getLawTree(kind: LawKind, query: LawTreeQuery, signal?: AbortSignal): Promise<LawTreeReply> {
  return api.get<LawTreeReply>(`${lawApiRoot(kind)}/tree`, { params: query, signal });
}

export const lawTreeQueryOptions = (kind: LawKind, query: LawTreeQuery) =>
  queryOptions({
    queryKey: lawKeys.tree(kind, query),
    queryFn: ({ signal }) => getLawTree(kind, query, signal),
    placeholderData: keepPreviousData,
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1,
  });

export const useLawTree = (kind: LawKind, query: LawTreeQuery | null) =>
  useQuery({ ...lawTreeQueryOptions(kind, query ?? { code: '' }), enabled: query !== null });
