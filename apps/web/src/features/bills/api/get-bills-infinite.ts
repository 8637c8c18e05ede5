import { BILLS_MAX_PAGE_SIZE, type BillListParams } from '@statehouse/shared/bills/bill-list-query';
import type { BillListResponse } from '@statehouse/shared/bills/bills.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { billKeys } from './bill-keys';
import { getBills } from './get-bills';

/** The result list page after page (100 bills each), for continuous scrolling through thousands of bills. */
export const infiniteBillsQueryOptions = (query: Partial<BillListParams>) => {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return infiniteQueryOptions({
    queryKey: [...billKeys.list(filters), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      getBills({ ...filters, page: pageParam, pageSize: BILLS_MAX_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BillListResponse) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
};

export function useInfiniteBills(query: Partial<BillListParams>, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...infiniteBillsQueryOptions(query), enabled });
}
