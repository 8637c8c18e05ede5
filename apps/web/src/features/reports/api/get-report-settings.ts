import type { ReportSettings } from '@statehouse/shared/reports/reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getReportSettings = (signal?: AbortSignal) => api.get<ReportSettings>('/api/report/settings', { signal });

export const reportSettingsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.settings, queryFn: ({ signal }) => getReportSettings(signal) });

export const useReportSettings = () => useQuery(reportSettingsQueryOptions());
