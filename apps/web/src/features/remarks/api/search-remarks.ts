import type { RemarkSearchQuery, RemarkSearchReply } from '@statehouse/shared/remarks/remarks.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { remarkKeys } from './remark-keys';

export function searchRemarks(query: RemarkSearchQuery, signal?: AbortSignal): Promise<RemarkSearchReply> {
  return api.get<RemarkSearchReply>('/api/remarks/search', { params: query as QueryParams, signal });
}

export const remarkSearchQueryOptions = (query: RemarkSearchQuery) =>
  queryOptions({
    queryKey: remarkKeys.search(query),
    queryFn: ({ signal }) => searchRemarks(query, signal),
    // The previous page stays on screen while the next loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });

export const useRemarkSearch = (query: RemarkSearchQuery) => useQuery(remarkSearchQueryOptions(query));
