import type { AccountCompanySummaryReply } from '@statehouse/shared/companies/companies.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys, companySummaryPath } from './company-keys';

export function getCompanySummary(companyId: number, signal?: AbortSignal): Promise<AccountCompanySummaryReply> {
  return api.get<AccountCompanySummaryReply>(companySummaryPath(companyId), { signal });
}

export const companySummaryQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.summary(companyId),
    queryFn: ({ signal }) => getCompanySummary(companyId, signal),
  });

export const useCompanySummary = (companyId: number) => useQuery(companySummaryQueryOptions(companyId));
