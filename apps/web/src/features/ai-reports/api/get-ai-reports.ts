import type { AiReportListReply } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiReportKeys } from './ai-report-keys';

export const getAiReports = (page: number, signal?: AbortSignal) =>
  api.get<AiReportListReply>('/api/ai-reports', { signal, params: { page, pageSize: 10 } });

export const aiReportsQueryOptions = (page: number) =>
  queryOptions({ queryKey: aiReportKeys.list(page), queryFn: ({ signal }) => getAiReports(page, signal) });

export const useAiReports = (page: number) => useQuery(aiReportsQueryOptions(page));
