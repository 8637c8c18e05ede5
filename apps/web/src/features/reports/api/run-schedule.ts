import type { ReportRun } from '@statehouse/shared/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** Runs a schedule now and e-mails it to its recipients. */
export const runSchedule = (id: number) => api.post<ReportRun>(`/api/report/run-scheduled/${id}`);

export function useRunSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.schedules });
      void queryClient.invalidateQueries({ queryKey: reportKeys.recentAll });
      void queryClient.invalidateQueries({ queryKey: reportKeys.stats });
    },
  });
}
