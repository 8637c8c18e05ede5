import type { TaskNote } from '@statehouse/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function getTaskNotes(taskId: number, signal?: AbortSignal): Promise<{ data: TaskNote[] }> {
  return api.get<{ data: TaskNote[] }>(`/api/tasks/notes/${taskId}`, { signal });
}

export const useTaskNotes = (taskId: number) =>
  useQuery(queryOptions({ queryKey: taskKeys.notes(taskId), queryFn: ({ signal }) => getTaskNotes(taskId, signal) }));
