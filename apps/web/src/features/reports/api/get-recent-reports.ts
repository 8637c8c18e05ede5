import type { RecentReportsReply } from '@statehouse/shared/reports/reports.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getRecentReports = (page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<RecentReportsReply>('/api/report/recent', { params: { page, pageSize }, signal });

export const recentReportsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: reportKeys.recent(page, pageSize),
    queryFn: ({ signal }) => getRecentReports(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useRecentReports = (page: number, pageSize = 10) => useQuery(recentReportsQueryOptions(page, pageSize));
