import type { CreateTaskRequest, TaskDetail } from '@statehouse/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function createTask(body: CreateTaskRequest): Promise<TaskDetail> {
  return api.post<TaskDetail>('/api/tasks', body);
}

/** Creates a task and refreshes every task list and count. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
