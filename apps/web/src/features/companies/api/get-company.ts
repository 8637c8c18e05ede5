import type { CompanyDetail } from '@statehouse/shared/companies/companies.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { companyKeys, companyPath } from './company-keys';

export function getCompany(id: number, signal?: AbortSignal): Promise<CompanyDetail> {
  return api.get<CompanyDetail>(companyPath(id), { signal });
}

/** No retry on 400/404: an unknown company (or another account's) stays unknown. */
const noRetryOnMissing = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1;

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => getCompany(id, signal),
    retry: noRetryOnMissing,
  });

export const useCompany = (id: number) =>
  useQuery({ ...companyQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
