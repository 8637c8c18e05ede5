import type {
  AiReport,
  AiReportListReply,
  AiReportTemplate,
  CreateAiReportRequest,
} from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';

/** Query keys of AI reports: the first element is always the API path (ADR 006). */
export const aiReportKeys = {
  templates: () => ['/api/ai-reports/templates'] as const,
  list: (page: number) => ['/api/ai-reports', { page }] as const,
  detail: (id: string) => [`/api/ai-reports/${encodeURIComponent(id)}`] as const,
};

/** How often a report being written is read again for its progress, in milliseconds. */
const PROGRESS_POLL_MS = 700;

export const useAiReportTemplates = () =>
  useQuery({
    queryKey: aiReportKeys.templates(),
    queryFn: ({ signal }) =>
      api.get<{ items: AiReportTemplate[]; categories: string[] }>(aiReportKeys.templates()[0], { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAiReports = (page: number) =>
  useQuery({
    queryKey: aiReportKeys.list(page),
    queryFn: ({ signal }) => api.get<AiReportListReply>('/api/ai-reports', { signal, params: { page, pageSize: 10 } }),
  });

/** One report, read again while it is queued or running so its progress and sections show as they are written. */
export const useAiReport = (id: string | null) =>
  useQuery({
    queryKey: aiReportKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<AiReport>(aiReportKeys.detail(id ?? '')[0], { signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'running')
        ? PROGRESS_POLL_MS
        : false,
  });

export function useCreateAiReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAiReportRequest) => api.post<AiReport>('/api/ai-reports', body),
    onSuccess: (report) => {
      queryClient.setQueryData(aiReportKeys.detail(report.id), report);
      void queryClient.invalidateQueries({ queryKey: ['/api/ai-reports'] });
    },
  });
}

/** Where a finished report downloads in a format. */
export const aiReportDownloadUrl = (id: string, format: 'pdf' | 'docx' | 'markdown') =>
  buildUrl(`/api/ai-reports/${encodeURIComponent(id)}/download`, { format });
