import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const deleteSchedule = (id: number) => api.delete<{ deleted: true }>(`/api/report/schedule/${id}`);

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.schedules });
      void queryClient.invalidateQueries({ queryKey: reportKeys.stats });
    },
  });
}
