import type { AiReport, CreateAiReportRequest } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiReportKeys } from './ai-report-keys';

export const createAiReport = (body: CreateAiReportRequest) => api.post<AiReport>('/api/ai-reports', body);

export function useCreateAiReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiReport,
    onSuccess: (report) => {
      queryClient.setQueryData(aiReportKeys.detail(report.id), report);
      void queryClient.invalidateQueries({ queryKey: aiReportKeys.all });
    },
  });
}
