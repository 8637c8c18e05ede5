import type { BillListParams, BillListResponse } from '@statehouse/shared/bills/bills.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/** The API's own parameter names; lists go as comma-separated values. */
export function toBillListParams(query: Partial<BillListParams>): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else {
      params[key] = value as string | number | boolean;
    }
  }
  return params;
}

export function getBills(query: Partial<BillListParams>, signal?: AbortSignal): Promise<BillListResponse> {
  return api.get<BillListResponse>('/api/bills', { params: toBillListParams(query), signal });
}

export const billsQueryOptions = (query: Partial<BillListParams>) =>
  queryOptions({
    queryKey: billKeys.list(query),
    queryFn: ({ signal }) => getBills(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBills(query: Partial<BillListParams>, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billsQueryOptions(query), enabled });
}
