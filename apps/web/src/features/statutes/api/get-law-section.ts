import type { LawKind, LawSectionDetail } from '@statehouse/shared/statutes/statutes.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { lawKeys, lawSectionPath } from './law-keys';

export function getLawSection(kind: LawKind, id: number, signal?: AbortSignal): Promise<LawSectionDetail> {
  return api.get<LawSectionDetail>(lawSectionPath(kind, id), { signal });
}

export const lawSectionQueryOptions = (kind: LawKind, id: number) =>
  queryOptions({
    queryKey: lawKeys.section(kind, id),
    queryFn: ({ signal }) => getLawSection(kind, id, signal),
    // An unknown section stays unknown: no retry on 400/404.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1,
  });

export const useLawSection = (kind: LawKind, id: number) => useQuery(lawSectionQueryOptions(kind, id));
