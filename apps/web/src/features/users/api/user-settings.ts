import type { UpdateUserSettingsRequest, UserSettings } from '@statehouse/shared/users/users.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const userSettingsKeys = { all: ['/api/user-settings'] as const };

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsKeys.all, queryFn: () => api.get<UserSettings>('/api/user-settings') });

export const saveUserSettings = (body: UpdateUserSettingsRequest) => api.post<UserSettings>('/api/user-settings', body);
