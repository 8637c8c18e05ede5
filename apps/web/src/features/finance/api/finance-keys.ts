import type {
  CampaignFilersParams,
  CampaignFinanceFilterParams,
  CampaignFinanceParams,
} from '@statehouse/shared/finance/finance.schemas';

export const campaignFinancePath = '/api/finance/campaign-finance';

/** Query keys of the finance feature: the first element is always the API path (ADR 006). */
export const financeKeys = {
  list: (query: CampaignFinanceParams) => [campaignFinancePath, query] as const,
  summary: (filters: CampaignFinanceFilterParams) => [`${campaignFinancePath}/summary`, filters] as const,
  filers: (query: CampaignFilersParams) => [`${campaignFinancePath}/filers`, query] as const,
};
