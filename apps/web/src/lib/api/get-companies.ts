import type { CompanyListQuery, CompanyListReply } from '@statehouse/shared/companies/companies.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

/** GET /api/companies: companies by name, state and what they did, a page at a time. */
export function getCompanies(query: Partial<CompanyListQuery>, signal?: AbortSignal): Promise<CompanyListReply> {
  return api.get<CompanyListReply>('/api/companies', { params: query, signal });
}

export const companiesQueryOptions = (query: Partial<CompanyListQuery>) =>
  queryOptions({
    queryKey: sharedKeys.companies(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: Partial<CompanyListQuery>, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...companiesQueryOptions(query), enabled });
