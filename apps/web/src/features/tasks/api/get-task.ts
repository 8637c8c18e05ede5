import type { TaskDetail } from '@statehouse/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function getTask(id: number, signal?: AbortSignal): Promise<TaskDetail> {
  return api.get<TaskDetail>(`/api/tasks/${id}`, { signal });
}

export const taskQueryOptions = (id: number) =>
  queryOptions({ queryKey: taskKeys.detail(id), queryFn: ({ signal }) => getTask(id, signal), enabled: id > 0 });

export const useTask = (id: number) => useQuery(taskQueryOptions(id));
