import {
  CAMPAIGN_FINANCE_DEFAULT_LIMIT,
  CAMPAIGN_FINANCE_MAX_LIMIT,
  type CampaignFinanceFilterParams,
  type CampaignFinanceParams,
  type CampaignFinanceSortField,
  campaignFinanceSortFields,
} from '@statehouse/shared/finance/finance.schemas';
import { useUrlParams } from '@/hooks/use-url-params';

/** The text filters, by their API (and URL) names. */
export const textFilterNames = [
  'search',
  'filerName',
  'contributorOrganization',
  'contributorFirstName',
  'contributorLastName',
] as const;
type TextFilter = (typeof textFilterNames)[number];

export type FinanceFilters = Record<TextFilter, string> & {
  stateCode: string;
  contributorState: string;
  year: string;
  minAmount: string;
  maxAmount: string;
  isLobbyist: '' | 'true' | 'false';
  isMember: '' | 'true' | 'false';
  sortBy: CampaignFinanceSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
};

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const tri = (value: string | null): '' | 'true' | 'false' => (value === 'true' || value === 'false' ? value : '');
const amount = (value: string | null) => (value && /^\d+(\.\d+)?$/.test(value) ? value : '');

/**
 * Every filter of the campaign-finance search lives in the URL under the API's own names, so a link or a reload shows
 * the same search; malformed values fall back to none instead of failing the request.
 */
export function useFinanceFilters() {
  const [params, setParams, latestParams] = useUrlParams();
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const sortBy = params.get('sortBy') ?? '';
  const filters: FinanceFilters = {
    search: text('search'),
    filerName: text('filerName'),
    contributorOrganization: text('contributorOrganization'),
    contributorFirstName: text('contributorFirstName'),
    contributorLastName: text('contributorLastName'),
    stateCode: /^[A-Za-z]{2}$/.test(text('stateCode')) ? text('stateCode').toUpperCase() : '',
    contributorState: /^[A-Za-z]{2}$/.test(text('contributorState')) ? text('contributorState').toUpperCase() : '',
    year: /^\d{4}$/.test(text('year')) ? text('year') : '',
    minAmount: amount(params.get('minAmount')),
    maxAmount: amount(params.get('maxAmount')),
    isLobbyist: tri(params.get('isLobbyist')),
    isMember: tri(params.get('isMember')),
    sortBy: (campaignFinanceSortFields as readonly string[]).includes(sortBy)
      ? (sortBy as CampaignFinanceSortField)
      : 'date',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: positive(params.get('page'), 1),
    limit: Math.min(positive(params.get('limit'), CAMPAIGN_FINANCE_DEFAULT_LIMIT), CAMPAIGN_FINANCE_MAX_LIMIT),
  };

  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<FinanceFilters>) => {
    const next = latestParams();
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const { sortBy: _s, sortOrder: _o, page: _p, limit: _l, ...filterPart } = filters;
  const active = Object.entries(filterPart).filter(([name, value]) => name !== 'search' && value !== '');
  const clearAll = () =>
    update(Object.fromEntries(Object.keys(filterPart).map((name) => [name, ''])) as Partial<FinanceFilters>);

  /** The summary's parameters: the filters only. */
  const summaryQuery: CampaignFinanceFilterParams = {
    stateCode: filters.stateCode || undefined,
    search: filters.search || undefined,
    filerName: filters.filerName || undefined,
    contributorOrganization: filters.contributorOrganization || undefined,
    contributorFirstName: filters.contributorFirstName || undefined,
    contributorLastName: filters.contributorLastName || undefined,
    contributorState: filters.contributorState || undefined,
    year: filters.year ? Number(filters.year) : undefined,
    minAmount: filters.minAmount ? Number(filters.minAmount) : undefined,
    maxAmount: filters.maxAmount ? Number(filters.maxAmount) : undefined,
    isLobbyist: filters.isLobbyist || undefined,
    isMember: filters.isMember || undefined,
  };
  const listQuery: CampaignFinanceParams = {
    ...summaryQuery,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: filters.limit,
  };
  return { filters, update, activeCount: active.length, clearAll, summaryQuery, listQuery };
}
