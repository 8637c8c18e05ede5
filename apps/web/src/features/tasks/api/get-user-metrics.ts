import type { UserMetricsReply } from '@statehouse/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function getUserMetrics(userId: number, signal?: AbortSignal): Promise<UserMetricsReply> {
  return api.get<UserMetricsReply>(`/api/tasks/user-metrics/${userId}`, { signal });
}

export const useUserMetrics = (userId: number) =>
  useQuery(
    queryOptions({
      queryKey: taskKeys.userMetrics(userId),
      queryFn: ({ signal }) => getUserMetrics(userId, signal),
      enabled: userId > 0,
    }),
  );
