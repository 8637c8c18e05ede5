import type { CompanyContributionsReply } from '@statehouse/shared/finance/finance.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyContributionsPath, companyKeys } from './company-keys';

/** GET /api/finance/company-contributions (the finance module's call): the company's contributions, one page. */
export function getCompanyContributions(
  companyId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CompanyContributionsReply> {
  return api.get<CompanyContributionsReply>(companyContributionsPath, {
    params: { companyId, page, limit: 25 },
    signal,
  });
}

export const companyContributionsQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: companyKeys.contributions(companyId, page),
    queryFn: ({ signal }) => getCompanyContributions(companyId, page, signal),
  });

export const useCompanyContributions = (companyId: number, page: number) =>
  useQuery(companyContributionsQueryOptions(companyId, page));
