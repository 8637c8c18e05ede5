import type { TasksQuery, TasksReply } from '@statehouse/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function getTasks(query: TasksQuery, signal?: AbortSignal): Promise<TasksReply> {
  return api.get<TasksReply>('/api/tasks', { params: query, signal });
}

export const tasksQueryOptions = (query: TasksQuery) =>
  queryOptions({ queryKey: taskKeys.list(query), queryFn: ({ signal }) => getTasks(query, signal) });

export const useTasks = (query: TasksQuery) => useQuery(tasksQueryOptions(query));
