import type { LawCodesReply, LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lawApiRoot, lawKeys } from './law-keys';

export function getLawCodes(kind: LawKind, signal?: AbortSignal): Promise<LawCodesReply> {
  return api.get<LawCodesReply>(`${lawApiRoot(kind)}/codes`, { signal });
}

export const lawCodesQueryOptions = (kind: LawKind) =>
  queryOptions({
    queryKey: lawKeys.codes(kind),
    queryFn: ({ signal }) => getLawCodes(kind, signal),
    staleTime: 5 * 60_000,
  });

export const useLawCodes = (kind: LawKind) => useQuery(lawCodesQueryOptions(kind));
