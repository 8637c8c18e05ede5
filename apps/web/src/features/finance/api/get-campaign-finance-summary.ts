import type { CampaignFinanceFilterParams, CampaignFinanceSummary } from '@statehouse/shared/finance/finance.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignFinancePath, financeKeys } from './finance-keys';
import { toParams } from './get-campaign-finance';

export function getCampaignFinanceSummary(filters: CampaignFinanceFilterParams, signal?: AbortSignal) {
  return api.get<CampaignFinanceSummary>(`${campaignFinancePath}/summary`, { params: toParams(filters), signal });
}

/** Totals and charts depend on the filters only, so paging and sorting do not ask again. */
export const campaignFinanceSummaryQueryOptions = (filters: CampaignFinanceFilterParams) =>
  queryOptions({
    queryKey: financeKeys.summary(filters),
    queryFn: ({ signal }) => getCampaignFinanceSummary(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCampaignFinanceSummary = (filters: CampaignFinanceFilterParams) =>
  useQuery(campaignFinanceSummaryQueryOptions(filters));
