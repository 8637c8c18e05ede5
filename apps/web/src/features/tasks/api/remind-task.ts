import type { RemindReply } from '@statehouse/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function remindTask(taskId: number): Promise<RemindReply> {
  return api.post<RemindReply>(`/api/tasks/${taskId}/remind`);
}

export function useRemindTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindTask(taskId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) }),
  });
}
