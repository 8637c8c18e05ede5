import type { CompanyBillsOfInterestReply } from '@statehouse/shared/companies/companies.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys, companyPath } from './company-keys';

export function getCompanyBillsOfInterest(
  id: number,
  stateCode: string | undefined,
  signal?: AbortSignal,
): Promise<CompanyBillsOfInterestReply> {
  return api.get<CompanyBillsOfInterestReply>(`${companyPath(id)}/bills-of-interest`, {
    params: { stateCode },
    signal,
  });
}

export const companyBillsOfInterestQueryOptions = (id: number, stateCode: string | undefined) =>
  queryOptions({
    queryKey: companyKeys.billsOfInterest(id, stateCode),
    queryFn: ({ signal }) => getCompanyBillsOfInterest(id, stateCode, signal),
  });

export const useCompanyBillsOfInterest = (id: number, stateCode: string | undefined) =>
  useQuery(companyBillsOfInterestQueryOptions(id, stateCode));
