import type { CreateScheduleInput, ScheduledReport } from '@statehouse/shared/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const createSchedule = (body: CreateScheduleInput) => api.post<ScheduledReport>('/api/report/schedule', body);

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.schedules });
      void queryClient.invalidateQueries({ queryKey: reportKeys.stats });
    },
  });
}
