import type { TaskNote } from '@statehouse/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function addTaskNote(taskId: number, body: string): Promise<TaskNote> {
  return api.post<TaskNote>(`/api/tasks/${taskId}/notes`, { body });
}

export function useAddTaskNote(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addTaskNote(taskId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
