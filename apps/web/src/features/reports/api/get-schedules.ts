import type { ScheduledReport } from '@statehouse/shared/reports/reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getSchedules = (signal?: AbortSignal) =>
  api.get<{ items: ScheduledReport[] }>('/api/report/schedule', { signal });

export const schedulesQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.schedules, queryFn: ({ signal }) => getSchedules(signal) });

export const useSchedules = () => useQuery(schedulesQueryOptions());
