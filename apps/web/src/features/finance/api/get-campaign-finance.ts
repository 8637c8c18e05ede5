import {
  CAMPAIGN_FINANCE_MAX_LIMIT,
  type CampaignFinanceParams,
  type CampaignFinanceReply,
  type CampaignFinanceRow,
} from '@statehouse/shared/finance/finance.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { campaignFinancePath, financeKeys } from './finance-keys';

/** The API's own parameter names; empty values left out. */
export const toParams = (query: object): QueryParams =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as QueryParams;

export function getCampaignFinance(query: CampaignFinanceParams, signal?: AbortSignal) {
  return api.get<CampaignFinanceReply>(campaignFinancePath, { params: toParams(query), signal });
}

export const campaignFinanceQueryOptions = (query: CampaignFinanceParams) =>
  queryOptions({
    queryKey: financeKeys.list(query),
    queryFn: ({ signal }) => getCampaignFinance(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCampaignFinance = (query: CampaignFinanceParams) => useQuery(campaignFinanceQueryOptions(query));

/** Every matching contribution, 200 a page, for the export. */
export async function fetchAllContributions(query: CampaignFinanceParams): Promise<CampaignFinanceRow[]> {
  const rows: CampaignFinanceRow[] = [];
  for (let page = 1; ; page++) {
    const reply = await getCampaignFinance({ ...query, page, limit: CAMPAIGN_FINANCE_MAX_LIMIT });
    rows.push(...reply.data);
    if (reply.data.length === 0 || rows.length >= reply.total) return rows;
  }
}
