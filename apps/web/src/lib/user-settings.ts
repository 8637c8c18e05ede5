import type { UpdateUserSettingsRequest, UserSettings } from '@statehouse/shared/users/users.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

// Shared: the settings screen edits these and the legislative picker keeps the user's state and session in them;
// both read one cache entry, and features do not import each other (docs/decisions/021).
export const userSettingsKeys = { all: ['/api/user-settings'] as const };

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsKeys.all, queryFn: () => api.get<UserSettings>('/api/user-settings') });

export const saveUserSettings = (body: UpdateUserSettingsRequest) => api.post<UserSettings>('/api/user-settings', body);
