import type { DashboardStatsReply } from '@statehouse/shared/dashboard/dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const getDashboardStats = (signal?: AbortSignal) =>
  api.get<DashboardStatsReply>('/api/dashboard/stats', { signal });

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.stats, queryFn: ({ signal }) => getDashboardStats(signal) });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
