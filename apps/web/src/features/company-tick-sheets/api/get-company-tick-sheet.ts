import type { CompanyTickSheetReply } from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
