import type { CompanyListQuery, CompanyListReply } from '@statehouse/shared/companies/companies.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/companies (the companies work's call) for /lobby's Companies tab. Its key starts with the API path
 * like the companies feature's own, so both share the cache.
 */
export function getLobbyCompanies(query: Partial<CompanyListQuery>, signal?: AbortSignal): Promise<CompanyListReply> {
  return api.get<CompanyListReply>('/api/companies', { params: query, signal });
}

export const lobbyCompaniesQueryOptions = (query: Partial<CompanyListQuery>) =>
  queryOptions({
    queryKey: ['/api/companies', query] as const,
    queryFn: ({ signal }) => getLobbyCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLobbyCompanies = (query: Partial<CompanyListQuery>) => useQuery(lobbyCompaniesQueryOptions(query));
