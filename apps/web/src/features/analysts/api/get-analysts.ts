import type { AnalystsReply } from '@statehouse/shared/analysts/analysts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analystKeys } from './analyst-keys';

export function getAnalysts(signal?: AbortSignal): Promise<AnalystsReply> {
  return api.get<AnalystsReply>('/api/analysts', { signal });
}

export const useAnalysts = () =>
  useQuery(queryOptions({ queryKey: analystKeys.all, queryFn: ({ signal }) => getAnalysts(signal) }));
