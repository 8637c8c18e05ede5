import type { AnalystCandidatesReply } from '@statehouse/shared/analysts/analysts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analystKeys } from './analyst-keys';

export function getAnalystCandidates(signal?: AbortSignal): Promise<AnalystCandidatesReply> {
  return api.get<AnalystCandidatesReply>('/api/analysts/candidates', { signal });
}

export const useAnalystCandidates = (enabled = true) =>
  useQuery(
    queryOptions({ queryKey: analystKeys.candidates, queryFn: ({ signal }) => getAnalystCandidates(signal), enabled }),
  );
