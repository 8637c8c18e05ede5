import type { TrackedActivity, UpdateTrackedActivityRequest } from '@statehouse/shared/accounts/accounts.schemas';
import { api } from '@/lib/api-client';

export const updateTrackedActivity = (userId: number, body: UpdateTrackedActivityRequest) =>
  api.put<TrackedActivity>(`/api/accounts/users/${userId}/tracked-activity`, body);
