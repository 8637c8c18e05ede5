import type { ReportFormat, ReportRun } from '@statehouse/shared/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ReportCallKind, reportKeys } from './report-keys';

/** Builds the file and stores it; the answer names its download call. */
export const runReport = (kind: ReportCallKind, body: object, format: ReportFormat) =>
  api.post<{ run: ReportRun }>(`/api/report/${kind}`, { ...body, format }).then((reply) => reply.run);

export function useRunReport(kind: ReportCallKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, format }: { body: object; format: ReportFormat }) => runReport(kind, body, format),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.recentAll });
      void queryClient.invalidateQueries({ queryKey: reportKeys.stats });
    },
  });
}
