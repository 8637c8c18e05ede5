import type { TrackedActivity } from '@statehouse/shared/accounts/accounts.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getTrackedActivity = (userId: number) =>
  api.get<TrackedActivity>(`/api/accounts/users/${userId}/tracked-activity`);

export const trackedActivityQueryOptions = (userId: number) =>
  queryOptions({ queryKey: accountKeys.trackedActivity(userId), queryFn: () => getTrackedActivity(userId) });
