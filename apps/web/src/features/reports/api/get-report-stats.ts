import type { ReportStats } from '@statehouse/shared/reports/reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getReportStats = (signal?: AbortSignal) => api.get<ReportStats>('/api/report/stats', { signal });

export const reportStatsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.stats, queryFn: ({ signal }) => getReportStats(signal) });

export const useReportStats = () => useQuery(reportStatsQueryOptions());
