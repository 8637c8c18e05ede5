import type { TaskDetail, UpdateTaskRequest } from '@statehouse/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function updateTask(id: number, body: UpdateTaskRequest): Promise<TaskDetail> {
  return api.patch<TaskDetail>(`/api/tasks/${id}`, body);
}

/** Changes a task; every task list, the task and the metrics refresh (they all count statuses). */
export function useUpdateTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTaskRequest) => updateTask(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
