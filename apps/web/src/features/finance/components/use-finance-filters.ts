import { pageParam } from '@statehouse/shared/common/query-params';
import {
  CAMPAIGN_FINANCE_DEFAULT_LIMIT,
  CAMPAIGN_FINANCE_MAX_LIMIT,
  type CampaignFinanceFilterParams,
  type CampaignFinanceParams,
  type CampaignFinanceSortField,
  campaignFinanceSortFields,
} from '@statehouse/shared/finance/finance.schemas';
import { z } from 'zod';
import { useListPage } from '@/hooks/use-list-page';

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

const text = z.string().transform((value) => value.trim());
const matching = (pattern: RegExp, transform = (value: string) => value) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => pattern.test(value))
    .transform(transform);
const stateCode = matching(/^[A-Za-z]{2}$/, (value) => value.toUpperCase());
const amount = matching(/^\d+(\.\d+)?$/);
const tri = z.enum(['true', 'false']);

/** What the URL holds: every filter under the API's own name, kept as the form shows it (text). */
const financeUrlSchema = z.object({
  search: text.optional(),
  filerName: text.optional(),
  contributorOrganization: text.optional(),
  contributorFirstName: text.optional(),
  contributorLastName: text.optional(),
  stateCode: stateCode.optional(),
  contributorState: stateCode.optional(),
  year: matching(/^\d{4}$/).optional(),
  minAmount: amount.optional(),
  maxAmount: amount.optional(),
  isLobbyist: tri.optional(),
  isMember: tri.optional(),
  sortBy: z.enum(campaignFinanceSortFields).default('date'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  page: pageParam,
  limit: z.coerce
    .number()
    .int()
    .positive()
    .transform((limit) => Math.min(limit, CAMPAIGN_FINANCE_MAX_LIMIT))
    .default(CAMPAIGN_FINANCE_DEFAULT_LIMIT),
});

/**
 * Every filter of the campaign-finance search lives in the URL under the API's own names, so a link or a reload shows
 * the same search; malformed values fall back to none instead of failing the request.
 */
export function useFinanceFilters() {
  const { query, setFilters } = useListPage(financeUrlSchema);
  const filters: FinanceFilters = {
    search: query.search ?? '',
    filerName: query.filerName ?? '',
    contributorOrganization: query.contributorOrganization ?? '',
    contributorFirstName: query.contributorFirstName ?? '',
    contributorLastName: query.contributorLastName ?? '',
    stateCode: query.stateCode ?? '',
    contributorState: query.contributorState ?? '',
    year: query.year ?? '',
    minAmount: query.minAmount ?? '',
    maxAmount: query.maxAmount ?? '',
    isLobbyist: query.isLobbyist ?? '',
    isMember: query.isMember ?? '',
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    page: query.page,
    limit: query.limit,
  };

  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<FinanceFilters>) => setFilters(changes);

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
