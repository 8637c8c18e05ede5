import type { TaskFile } from '@statehouse/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function getTaskFiles(taskId: number, signal?: AbortSignal): Promise<{ data: TaskFile[] }> {
  return api.get<{ data: TaskFile[] }>(`/api/tasks/files/${taskId}`, { signal });
}

export const useTaskFiles = (taskId: number) =>
  useQuery(queryOptions({ queryKey: taskKeys.files(taskId), queryFn: ({ signal }) => getTaskFiles(taskId, signal) }));
