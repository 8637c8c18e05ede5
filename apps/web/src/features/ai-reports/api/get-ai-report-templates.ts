import type { AiReportTemplate } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiReportKeys } from './ai-report-keys';

export type AiReportTemplatesReply = { items: AiReportTemplate[]; categories: string[] };

export const getAiReportTemplates = (signal?: AbortSignal) =>
  api.get<AiReportTemplatesReply>(aiReportKeys.templates()[0], { signal });

export const aiReportTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: aiReportKeys.templates(),
    queryFn: ({ signal }) => getAiReportTemplates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAiReportTemplates = () => useQuery(aiReportTemplatesQueryOptions());
