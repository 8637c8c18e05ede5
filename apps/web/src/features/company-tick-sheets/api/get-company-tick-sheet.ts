import type { CompanyListReply } from '@statehouse/shared/companies/companies.schemas';
import type { CompanyTickSheetReply } from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyTickSheetKeys, companyTickSheetPath } from './company-tick-sheet-keys';

export const getCompanyTickSheet = (billId: string, signal?: AbortSignal) =>
  api.get<CompanyTickSheetReply>(companyTickSheetPath(billId), { signal });

export const companyTickSheetQueryOptions = (billId: string) =>
  queryOptions({
    queryKey: companyTickSheetKeys.sheet(billId),
    queryFn: ({ signal }) => getCompanyTickSheet(billId, signal),
  });

export const useCompanyTickSheet = (billId: string) => useQuery(companyTickSheetQueryOptions(billId));

/** Companies by name, to add one the sheet does not list (GET /api/companies). */
export const searchCompanies = (search: string, signal?: AbortSignal) =>
  api.get<CompanyListReply>('/api/companies', { params: { search, limit: 8 }, signal });

export const useCompanySearch = (search: string) =>
  useQuery({
    queryKey: companyTickSheetKeys.companySearch(search),
    queryFn: ({ signal }) => searchCompanies(search, signal),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
